import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentParams, payoutParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const DOWNLOAD = '/open-api/report/download';
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('report download', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  async function sheetOf(url: string): Promise<string> {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
    );
    return strFromU8(files['xl/worksheets/sheet1.xml']!);
  }

  it('answers a signed, expiring URL on the sandbox for an .xlsx of the day’s payments', async () => {
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
    expect(url.pathname).toMatch(/^\/__sandbox\/reports\/[0-9a-f]+\.xlsx$/);
    expect(url.searchParams.get('appId')).toBe(t.merchant.appId);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(url.searchParams.get('expires'));
    expect(Math.abs(expires - (Date.now() / 1000 + 600))).toBeLessThan(5);
    const sheet = await sheetOf(data.downloadUrl);
    expect(sheet).toContain(paid.transactionId);
    expect(sheet).toContain(pending.transactionId);
    expect(sheet).not.toContain(idPayment.transactionId);
    expect(sheet).toContain('COMPLETED');
  });

  it('lists payouts for transType 1 (also given as a string)', async () => {
    const payout = (await t.gateway.call('/open-api/philippines/disbursement/transfer', payoutParams())).data;
    const payment = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
    const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: '1' });
    const sheet = await sheetOf(data.downloadUrl);
    expect(sheet).toContain(payout.transactionId);
    expect(sheet).not.toContain(payment.transactionId);
  });

  it('lists nothing but the header for another day', async () => {
    const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: '2020-02-02', transType: 2 });
    const sheet = await sheetOf(data.downloadUrl);
    expect(sheet).toContain('Transaction ID');
    expect(sheet.match(/<row /g)).toHaveLength(1);
  });

  it.each([
    ['signature', (url: URL) => url.searchParams.set('signature', '0'.repeat(64))],
    ['expires', (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))],
    ['appId', (url: URL) => url.searchParams.set('appId', 'someone-else')],
    ['path', (url: URL) => (url.pathname = url.pathname.replace(/[0-9a-f](?=\.xlsx)/, (d) => (d === '0' ? '1' : '0')))],
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
});

describe('report URL expiry', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ reportUrlTtlMs: 1_000 });
  });
  afterAll(() => t.sandbox.close());

  it('answers 403 once the URL has expired', async () => {
    const { data } = await t.gateway.call(DOWNLOAD, { countryCode: 'PH', transDate: today(), transType: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2_050));
    const response = await fetch(data.downloadUrl);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Download URL expired');
  });
});
