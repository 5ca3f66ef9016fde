import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import type {
  CallRecord,
  NotificationsView,
  OperationForm,
  SessionView,
  TransactionRow,
} from '../src/console/api-types.js';
import { createCatalog, snapProfileOf } from '../src/console/catalog.js';
import { callSnapOperation, createSnapAccounts } from '../src/console/snap-calls.js';
import { type RunningConsole, startConsole } from '../src/console/start-console.js';
import { createResources } from '../src/resources.js';
import { remoteDriver } from '../src/sandbox-driver.js';
import { addSnapMerchant } from '../src/snap/snap-merchant.js';

// The console's SNAP operations over its JSON API, against the embedded sandbox's SNAP mode: each sent
// by a client of the console's own SNAP merchant on the operation's site, its headers on show (never
// its access token), a refusal typed as the SDK types it.
describe("the QA console's SNAP operations", () => {
  const resources = createResources();
  let running: RunningConsole;
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, running.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const get = async <T>(path: string) => (await (await fetch(new URL(path, running.url))).json()) as T;
  const call = async (operation: string, params: Record<string, unknown>) =>
    (await (await post(`/api/call/${operation}`, { params })).json()) as CallRecord;
  /** The params a form sends when sent as drawn: its starting values, JSON fields parsed. */
  const paramsOf = (form: OperationForm): Record<string, unknown> =>
    Object.fromEntries(
      form.fields
        .filter((field) => form.defaults[field.name] !== undefined)
        .map((field) => {
          const value = form.defaults[field.name] ?? '';
          return [field.name, field.kind === 'json' ? JSON.parse(value) : value];
        }),
    );

  // Child processes run without blocking this process, whose event loop serves the console and the sandbox.
  const run = async (file: string, args: readonly string[], env?: NodeJS.ProcessEnv) =>
    (await promisify(execFile)(file, args, { encoding: 'utf8', ...(env ? { env } : {}) })).stdout;

  beforeAll(async () => {
    running = await startConsole(readConfig({}), resources, { port: 0 });
  }, 120_000);
  afterAll(() => resources.close());

  it('lists every SNAP endpoint of both sites', async () => {
    const { operations } = await get<SessionView>('/api/session');
    expect(operations.filter((operation) => operation.family === 'snap').map((operation) => operation.path)).toEqual([
      '/v2.0/cdm/cdm-mpm-generate',
      '/v2.0/debit/payment-host-to-host',
      '/v2.1/qr/qr-mpm-generate',
      '/v2.0/debit/status',
    ]);
  });

  it("draws a QRIS's form with the console's merchant on the cargo site, a new reference and SNAP's MONEY", async () => {
    const form = await get<OperationForm>('/api/operations/snap/createQris');
    const ezForm = await get<OperationForm>('/api/operations/snap/createAtmQrCode');
    expect(form.defaults['merchantId']).toMatch(/\S/);
    // One merchant per site: each site signs with what its own merchant holds.
    expect(ezForm.defaults['merchantId']).not.toBe(form.defaults['merchantId']);
    expect(form.fresh).toEqual(['partnerReferenceNo']);
    expect(form.fields.find((field) => field.name === 'codAmount')).toMatchObject({ kind: 'json', required: true });
    expect(JSON.parse(form.defaults['codAmount'] ?? '')).toEqual({ value: '150000.00', currency: 'IDR' });
    expect(form.defaults['additionalInfo']).toBeUndefined();
    expect(JSON.parse(ezForm.defaults['additionalInfo'] ?? '')).toEqual({
      amount: { value: '50000.00', currency: 'IDR' },
    });
    const next = await get<OperationForm>('/api/operations/snap/createQris');
    expect(next.defaults['partnerReferenceNo']).not.toBe(form.defaults['partnerReferenceNo']);
  });

  it('sends a QRIS: the token fetched once and hidden, each call signed in its headers, a duplicate typed', async () => {
    const params = paramsOf(await get<OperationForm>('/api/operations/snap/createQris'));
    const record = await call('snap/createQris', params);
    expect(record.outcome.error).toBeUndefined();
    expect(record.outcome.result).toMatchObject({ responseCode: '2004700', qrContent: expect.stringMatching(/^0002/) });
    expect(record.outcome.qr).toMatch(/^data:image\/png;base64,/);
    const [token, sent] = record.outcome.exchanges;
    expect(token?.path).toBe('/v2.1/access-token/b2b');
    expect(token?.answer).toMatchObject({ accessToken: '(access token: not shown)' });
    expect(sent?.path).toBe('/v2.1/qr/qr-mpm-generate');
    expect(sent?.envelope).toEqual(params);
    expect(sent?.headers).toMatchObject({
      authorization: 'Bearer (access token: not shown)',
      'x-partner-id': params['merchantId'],
      'x-external-id': expect.stringMatching(/^\d{32}$/),
      'x-signature': expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      'x-timestamp': expect.stringMatching(/\+07:00$/),
    });
    // Nothing the console shows of it holds a token, a key or the client secret.
    const shown = JSON.stringify(await get(`/api/history/${record.id}`));
    expect(shown).not.toMatch(/Bearer (?!\(access token: not shown\)|\$SNAP_ACCESS_TOKEN)|PRIVATE KEY/);
    expect(shown).not.toMatch(/(privateKey|clientSecret): '/);
    expect(record.curl[1]).toContain('-H "authorization: Bearer $SNAP_ACCESS_TOKEN"');
    expect(record.curl[1]).toContain(`-H 'x-signature: ${sent?.headers?.['x-signature']}'`);

    // The same partnerReferenceNo again: the gateway refuses it, and the console says so typed.
    const again = await call('snap/createQris', params);
    expect(again.outcome.exchanges.map((exchange) => exchange.path)).toEqual(['/v2.1/qr/qr-mpm-generate']);
    expect(again.outcome.error).toMatchObject({ name: 'SnapError', code: 4094701 });
    expect(again.outcome.error?.message).toContain('4094701');
    expect((await get<Array<{ verdict: string }>>('/api/history'))[0]?.verdict).toBe('SnapError 4094701');
  });

  it("creates an ATM code on the EZTrans site and queries its status by the form's reference", async () => {
    const params = paramsOf(await get<OperationForm>('/api/operations/snap/createAtmQrCode'));
    const created = await call('snap/createAtmQrCode', params);
    expect(created.outcome.result).toMatchObject({ responseCode: '2009000' });
    expect(created.outcome.exchanges[0]?.path).toBe('/v2.0/access-token/b2b');
    const status = await call('snap/queryPaymentStatus', {
      originalPartnerReferenceNo: params['partnerReferenceNo'],
      merchantId: params['merchantId'],
    });
    expect(status.outcome.result).toMatchObject({ responseCode: '2005500', latestTransactionStatus: '03' });
    // The token the first call fetched serves the next one.
    expect(status.outcome.exchanges.map((exchange) => exchange.path)).toEqual(['/v2.0/debit/status']);
    const unknown = await call('snap/queryPaymentStatus', {
      originalPartnerReferenceNo: 'nosuchreference',
      merchantId: params['merchantId'],
    });
    expect(unknown.outcome.error).toMatchObject({ name: 'SnapError', code: 4045501 });
  });

  // After the ATM code's test, whose first call fetches the EZTrans token.
  it('debits a card on the EZTrans site as its form starts, then reads it by the status check of service 54', async () => {
    const params = paramsOf(await get<OperationForm>('/api/operations/snap/createDirectDebitPayment'));
    expect(params['amount']).toEqual({ value: '150000.00', currency: 'IDR' });
    const debited = await call('snap/createDirectDebitPayment', params);
    expect(debited.outcome.result).toMatchObject({ responseCode: '2005400' });
    const status = await call('snap/queryPaymentStatus', {
      originalPartnerReferenceNo: params['partnerReferenceNo'],
      merchantId: params['merchantId'],
      serviceCode: '54',
    });
    expect(status.outcome.result).toMatchObject({ latestTransactionStatus: '03' });
  });

  it("lists the SNAP merchants' transactions; paid as the payer, each payment's notification arrives verified", async () => {
    const notified = async (key: string) =>
      (await get<NotificationsView>('/api/notifications')).received.find((notification) => notification.key === key);
    const rowOf = async (id: string) => (await get<TransactionRow[]>('/api/transactions')).find((row) => row.id === id);
    const qris = paramsOf(await get<OperationForm>('/api/operations/snap/createQris'));
    const { referenceNo } = (await call('snap/createQris', qris)).outcome.result as { referenceNo: string };
    expect(await rowOf(referenceNo)).toMatchObject({
      kind: 'snap',
      reference: qris['partnerReferenceNo'],
      amount: 162_000,
      currency: 'IDR',
      status: 'PENDING',
      actions: ['snap-pay', 'snap-fail'],
    });
    expect(await (await post('/api/sandbox/snap-pay', { id: referenceNo })).json()).toEqual({
      done: 'snap-pay',
      id: referenceNo,
    });
    await expect
      .poll(() => notified(`snap:${referenceNo}:00`))
      .toMatchObject({
        eventName: 'snap.payment',
        protocol: 'snap',
        confirmedBy: 'lookup',
        payload: {
          originalPartnerReferenceNo: qris['partnerReferenceNo'],
          latestTransactionStatus: '00',
          totalAggregateAmount: { value: '162000.00', currency: 'IDR' },
        },
      });
    expect(await rowOf(referenceNo)).toMatchObject({ status: 'SUCCESS', actions: [] });

    // An ATM code is paid what its form's additionalInfo names; another one fails.
    const atm = paramsOf(await get<OperationForm>('/api/operations/snap/createAtmQrCode'));
    const paid = (await call('snap/createAtmQrCode', atm)).outcome.result as { referenceNo: string };
    expect(await rowOf(paid.referenceNo)).toMatchObject({ amount: 50_000, status: 'PENDING' });
    await post('/api/sandbox/snap-pay', { id: paid.referenceNo });
    await expect
      .poll(() => notified(`snap:${paid.referenceNo}:00`))
      .toMatchObject({
        payload: { amount: { value: '50000.00' }, latestTransactionStatus: '00' },
      });
    const failing = paramsOf(await get<OperationForm>('/api/operations/snap/createAtmQrCode'));
    const failed = (await call('snap/createAtmQrCode', failing)).outcome.result as { referenceNo: string };
    await post('/api/sandbox/snap-fail', { id: failed.referenceNo });
    await expect.poll(() => notified(`snap:${failed.referenceNo}:06`)).toBeDefined();
    expect(await rowOf(failed.referenceNo)).toMatchObject({ status: 'FAILED', actions: [] });
    // The list stays in the order the notifications arrived.
    const ats = (await get<NotificationsView>('/api/notifications')).received.map((notification) => notification.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
  });

  it("checks a SNAP form's params with the SDK, naming the field, and sends nothing", async () => {
    const answer = (await (
      await post('/api/validate/snap/createQris', {
        params: { partnerReferenceNo: 'awb1', codAmount: { value: '150000', currency: 'IDR' } },
      })
    ).json()) as { issues: Array<{ path: string; message: string }> };
    expect(answer.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['codAmount.value', 'frtAmount', 'merchantId']),
    );
  });

  it('gives a SNAP call as TypeScript that type-checks against the published packages and runs', {
    timeout: 120_000,
  }, async () => {
    // Another SNAP merchant of the sandbox runs it, with its own credentials: the console's call of its
    // merchantId is refused (not the console's merchant), the snippet is the same either way.
    const merchant = await addSnapMerchant(remoteDriver(running.baseUrl));
    const params: Record<string, unknown> = {
      ...paramsOf(await get<OperationForm>('/api/operations/snap/createQris')),
      merchantId: merchant.appId,
    };
    const source = (await call('snap/createQris', params)).typescript;
    expect(source).toContain("profile: 'paycools-cargo',");
    expect(source).toContain('await client.snap.createQris({');
    expect(source).not.toMatch(/PRIVATE KEY|privateKey: '|clientSecret: '/);
    // In this package, so that '@lintas/*' resolve through their published dist as a dependency's would.
    const folder = mkdtempSync(join(import.meta.dirname, '..', '.snippet-'));
    try {
      const file = join(folder, 'call.mts');
      writeFileSync(file, source);
      const tsc = fileURLToPath(import.meta.resolve('typescript/lib/tsc.js'));
      const flags = ['--noEmit', '--strict', '--target', 'ES2022', '--module', 'NodeNext', '--types', 'node'];
      await expect(run(process.execPath, [tsc, ...flags, '--skipLibCheck', file])).resolves.toBe('');
      const compiled = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      writeFileSync(join(folder, 'call.mjs'), compiled);
      const output = await run(process.execPath, [join(folder, 'call.mjs')], {
        PATH: process.env['PATH'],
        SNAP_BASE_URL: running.baseUrl,
        SNAP_CLIENT_KEY: merchant.appId,
        SNAP_PRIVATE_KEY: merchant.privateKey,
        SNAP_CLIENT_SECRET: merchant.clientSecret,
      });
      expect(output).toContain("responseCode: '2004700'");
      expect(output).toContain(`partnerReferenceNo: '${params['partnerReferenceNo']}'`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('sends no SNAP call without a sandbox, where it has no SNAP merchant, and says why', async () => {
    const accounts = createSnapAccounts(undefined);
    expect(await accounts.of('paycools-cargo')).toBeUndefined();
    expect(await accounts.appIds()).toEqual([]);
    const operation = createCatalog().find(
      (candidate) => candidate.family === 'snap' && candidate.name === 'createQris',
    );
    expect(operation?.snapProfile).toBe('paycools-cargo');
    const outcome = await callSnapOperation(running.baseUrl, undefined, operation as NonNullable<typeof operation>, {});
    expect(outcome.exchanges).toEqual([]);
    expect(outcome.error).toMatchObject({ name: 'NotSent', message: expect.stringContaining('createSnapClient') });
  });
});

describe('the SNAP site of a path, whose client the console sends it with', () => {
  it.each([
    ['/v2.1/qr/qr-mpm-generate', 'paycools-cargo'],
    ['/v2.1/access-token/b2b', 'paycools-cargo'],
    ['/v2.0/cdm/cdm-mpm-generate', 'eztrans'],
    ['/v2.0/debit/status', 'eztrans'],
    ['/v2.2/qr/qr-mpm-generate', undefined],
    ['/open-api/payment/generate', undefined],
    ['/v2.10/qr', undefined],
  ])('%s: %s', (path, profile) => {
    expect(snapProfileOf(path)).toBe(profile);
  });
});
