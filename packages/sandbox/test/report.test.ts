import { strFromU8, unzipSync } from 'fflate';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentParams, payoutParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

// The reconciliation package of https://jtdocs.bluepay.asia/en/ReportDownload.html: a GPG-encrypted zip of a
// transaction detail file and a summary file, xlsx (the default) or csv.

const DOWNLOAD = '/open-api/report/download';
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const merchantKey = openpgp.generateKey({ userIDs: [{ name: 'merchant' }], format: 'armored' });

/** Downloads, decrypts and unzips a package: its files by name. */
async function packageOf(url: string): Promise<Record<string, string>> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/filename="Settlement_[0-9a-f]+_\d{14}\.zip\.gpg"/);
  const message = await openpgp.readMessage({ binaryMessage: new Uint8Array(await response.arrayBuffer()) });
  const decryptionKeys = await openpgp.readPrivateKey({ armoredKey: (await merchantKey).privateKey });
  const { data } = await openpgp.decrypt({ message, decryptionKeys, format: 'binary' });
  return Object.fromEntries(
    Object.entries(unzipSync(data as Uint8Array)).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

describe('report download: the reconciliation package', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
    await t.sandbox.setReportSettings({
      appId: t.merchant.appId,
      publicKey: (await merchantKey).publicKey,
      format: 'csv',
    });
  });
  afterAll(() => t.sandbox.close());

  it('answers a signed, expiring URL of a .zip.gpg that decrypts with the registered key to a detail and a summary file', async () => {
    const paid = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
    const pending = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
    const idPayment = (
      await t.gateway.call(
        '/open-api/payment/generate',
        paymentParams({ countryCode: 'ID', currency: 'IDR', channelCode: 'ID_BCA_VA' }),
      )
    ).data;
    t.sandbox.completePayment(paid.transactionId);
    const { code, data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: 2 });
    expect(code).toBe(10000);
    const url = new URL(data.downloadUrl);
    expect(`${url.protocol}//${url.host}`).toBe(t.sandbox.url);
    expect(url.pathname).toMatch(/^\/__sandbox\/reports\/[0-9a-f]+\.zip\.gpg$/);
    expect(url.searchParams.get('appId')).toBe(t.merchant.appId);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(url.searchParams.get('expires'));
    expect(Math.abs(expires - (Date.now() / 1000 + 600))).toBeLessThan(5);
    const files = await packageOf(data.downloadUrl);
    const compactDate = today().replace(/-/g, '');
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      `${compactDate}_Payment_${t.merchant.appId}_PH_PHP.csv`,
      expect.stringMatching(new RegExp(`^summary_${t.merchant.appId}_\\d{14}\\.csv$`)),
    ]);
    const detail = files[names[0] as string] ?? '';
    expect(detail.split('\r\n')[0]).toBe(
      'Transaction ID,Merchant Order ID,Country,Currency,Amount,Fee,Status,Transaction Time,Settlement Time,Channel Code',
    );
    expect(detail).toContain(`${paid.transactionId},${paid.mchOrderId},PH,PHP,`);
    // Only settled money is in the package.
    expect(detail).not.toContain(pending.transactionId);
    expect(detail).not.toContain(idPayment.transactionId);
    const summary = files[names[1] as string] ?? '';
    expect(summary.split('\r\n')[0]).toBe('Merchant,Country,Currency,Total Count,Total Amount,Total Fee');
  });

  it('lists payouts for transType 1 (also given as a string)', async () => {
    const payout = (await t.gateway.call('/open-api/philippines/disbursement/transfer', payoutParams())).data;
    t.sandbox.completePayout(payout.transactionId);
    const payment = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
    t.sandbox.completePayment(payment.transactionId);
    const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: '1' });
    const files = await packageOf(data.downloadUrl);
    const detail = Object.entries(files).find(([name]) => name.includes('_Disbursement_'))?.[1] ?? '';
    expect(detail).toContain(payout.transactionId);
    expect(detail).not.toContain(payment.transactionId);
  });

  it('lists nothing but the header for another day, and its summary counts nothing', async () => {
    const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: '2020-02-02', transType: 2 });
    const files = await packageOf(data.downloadUrl);
    const detail = Object.entries(files).find(([name]) => !name.startsWith('summary_'))?.[1] ?? '';
    expect(detail.trim().split('\r\n')).toHaveLength(1);
    const summary = Object.entries(files).find(([name]) => name.startsWith('summary_'))?.[1] ?? '';
    expect(summary.trim().split('\r\n')[1]).toMatch(/,0,0,0$/);
  });

  it('alters the next packages of a day as asked: a row left out, one added, an amount and a fee changed', async () => {
    const orders = [];
    for (let index = 0; index < 3; index++) {
      const payment = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
      t.sandbox.completePayment(payment.transactionId);
      orders.push(payment.mchOrderId as string);
    }
    const [dropped, raised, charged] = orders as [string, string, string];
    const day = { appId: t.merchant.appId, transDate: today(), transType: 2 as const };
    t.sandbox.alterReport({ ...day, change: 'drop-row', mchOrderId: dropped });
    t.sandbox.alterReport({ ...day, change: 'amount', mchOrderId: raised, by: 5 });
    t.sandbox.alterReport({ ...day, change: 'fee', mchOrderId: charged, by: 7 });
    t.sandbox.alterReport({ ...day, change: 'extra-row', mchOrderId: 'never-sent', by: 999 });
    try {
      const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: 2 });
      const detail =
        Object.entries(await packageOf(data.downloadUrl)).find(([name]) => !name.startsWith('summary_'))?.[1] ?? '';
      expect(detail).not.toContain(`,${dropped},`);
      expect(detail).toMatch(new RegExp(`,${raised},PH,PHP,50015,0,`));
      expect(detail).toMatch(new RegExp(`,${charged},PH,PHP,50010,7,`));
      expect(detail).toContain(',never-sent,PH,PHP,999,0,COMPLETED');
    } finally {
      t.sandbox.clearReportAlterations();
    }
  });

  it.each([
    ['signature', (url: URL) => url.searchParams.set('signature', '0'.repeat(64))],
    ['expires', (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))],
    ['appId', (url: URL) => url.searchParams.set('appId', 'someone-else')],
    ['path', (url: URL) => (url.pathname = url.pathname.replace(/[0-9a-f](?=\.zip)/, (d) => (d === '0' ? '1' : '0')))],
  ])('answers 403 when the %s is tampered with', async (_, tamper) => {
    const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: 2 });
    const url = new URL(data.downloadUrl);
    tamper(url);
    expect((await fetch(url)).status).toBe(403);
  });

  it('answers 21002 for a bad transType or transDate', async () => {
    expect((await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: 3 })).message).toBe(
      'Request param error: transType must be 1 (payout) or 2 (payment)',
    );
    expect((await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: '21-11-2026', transType: 2 })).code).toBe(
      21002,
    );
  });

  it('refuses a key that is not an armored OpenPGP public key (400), and a private one', async () => {
    await expect(
      t.sandbox.setReportSettings({ appId: t.merchant.appId, publicKey: 'not a key' }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      t.sandbox.setReportSettings({ appId: t.merchant.appId, publicKey: (await merchantKey).privateKey }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('a package of a merchant that registered no OpenPGP key', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  it('is refused with 409, saying how to register one', async () => {
    const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: 2 });
    const response = await fetch(data.downloadUrl);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/--report-public-key/);
  });
});

describe('report URL expiry', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ reportUrlTtlMs: 1_000 });
  });
  afterAll(() => t.sandbox.close());

  it('answers 403 once the URL has expired, as object storage words it', async () => {
    const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2_050));
    const response = await fetch(data.downloadUrl);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Request has expired');
  });
});
