import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelsView, OperationForm, SessionView } from '../src/console/api-types.js';
import { createDemoClient } from '../src/client.js';
import { readConfig } from '../src/config.js';
import { startConsole, type RunningConsole } from '../src/console/start-console.js';
import { createResources } from '../src/resources.js';

describe("the QA console's JSON API", () => {
  const resources = createResources();
  let running: RunningConsole;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL(path, running.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    running = await startConsole(readConfig({}), resources, { port: 0 });
  }, 120_000);
  afterAll(() => resources.close());

  it('lists every operation of every family', async () => {
    const session = (await (await fetch(new URL('/api/session', running.url))).json()) as {
      operations: Array<{ family: string; name: string }>;
      sandbox: boolean;
    };
    expect(session.sandbox).toBe(true);
    const names = session.operations.map((operation) => `${operation.family}.${operation.name}`);
    for (const name of [
      'philippines.createPayment',
      'neutral.createRefund',
      'indonesia.createPayout',
      'thailand.listStaticPayments',
      'splitV1.createSplitReturn',
      'directDebit.createAuthorizationUrl',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('offers every family the demo client uses (a family added to the client must be added to the catalog)', async () => {
    const client = createDemoClient({
      baseUrl: 'http://127.0.0.1:9',
      appId: 'app',
      signer: { sign: async () => 'unused' },
      hooks: {},
    });
    const namespaces = Object.keys(client).filter((key) => !['appId', 'baseUrl', 'use', 'call'].includes(key));
    const session = (await (await fetch(new URL('/api/session', running.url))).json()) as {
      operations: Array<{ family: string; name: string }>;
    };
    expect(new Set(session.operations.map((operation) => operation.family))).toEqual(new Set(namespaces));
  });

  it("describes a form from the endpoint's schema, with each field's published documentation and starting values", async () => {
    const form = (await (await fetch(new URL('/api/operations/philippines/createPayment', running.url))).json()) as {
      fields: Array<{ name: string; kind: string; required: boolean; doc: string; checks: string[] }>;
      defaults: Record<string, string>;
      currency: string;
    };
    const field = (name: string) => form.fields.find((candidate) => candidate.name === name);
    expect(field('amount')).toMatchObject({ kind: 'amount', required: true });
    expect(field('amount')?.doc).toContain('PHP 500.10 is `50010`');
    expect(field('mchOrderId')?.checks).toContain('must be at most 32 characters');
    expect(field('remark')).toMatchObject({ required: false });
    expect(form.currency).toBe('PHP');
    expect(form.defaults).toMatchObject({ amount: '500.10', mobile: '09171234567', channelCode: 'PH_QRPH_DYNAMIC' });
    expect(form.defaults['notifyUrl']).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/notifications\/payments$/);
  });

  it('validates params with the schema, naming each field at fault', async () => {
    const answer = (await (
      await post('/api/validate/philippines/createPayment', { params: { mchOrderId: 'x'.repeat(40), amount: 0 } })
    ).json()) as {
      issues: Array<{ path: string; message: string }>;
    };
    const paths = answer.issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['mchOrderId', 'amount', 'customerName', 'mobile']));
  });

  it("serves the page's code as the module compiled from src/console/browser, with no script inline", async () => {
    const page = await (await fetch(running.url)).text();
    expect(page).toContain('<script type="module" src="/assets/console.js"></script>');
    expect(page.match(/<script[^>]*>[^<]/g)).toBeNull();
    const script = await fetch(new URL('/assets/console.js', running.url));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    // Compiled: no type annotation is left, and each module of the page is in the bundle.
    expect(code).toContain('// src/console/browser/main.ts');
    expect(code).not.toMatch(/: HTMLElement|<TAnswer>/);
    expect((await fetch(new URL('/assets/console.js.map', running.url))).status).toBe(200);
    expect((await fetch(new URL('/assets/other.js', running.url))).status).toBe(404);
  });

  const form = async (operation: string) =>
    (await (await fetch(new URL(`/api/operations/${operation}`, running.url))).json()) as OperationForm;

  it("draws a variant's key as a choice, and each option's own fields with the values it needs", async () => {
    const payout = await form('philippines/createPayout');
    expect(payout.variantKey).toBe('payMethodCode');
    expect(payout.fields[0]).toMatchObject({ name: 'payMethodCode', kind: 'choice', options: ['BANK', 'EWALLET'] });
    const accountNo = payout.fields.filter((field) => field.name === 'accountNo');
    expect(accountNo.map((field) => field.when)).toEqual([['BANK'], ['EWALLET']]);
    expect(accountNo[1]?.hint).toContain("The wallet's mobile number");
    // Fields both options share are drawn once, for either.
    expect(payout.fields.filter((field) => field.name === 'mchOrderId')).toEqual([
      expect.not.objectContaining({ when: expect.anything() }),
    ]);
    expect(payout.defaults).toMatchObject({ payMethodCode: 'BANK', accountNo: '1234567890', amount: '500.10' });
    expect(payout.variantDefaults?.['EWALLET']).toEqual({ accountNo: '09171234567', transferCode: 'GCASH' });
  });

  it('checks params with the SDK, which names each field in its own words, and sends nothing', async () => {
    const before = (await (await fetch(`${running.baseUrl}/__sandbox/requests`)).json()) as unknown[];
    const answer = (await (
      await post('/api/validate/philippines/createPayout', { params: { payMethodCode: 'EWALLET', amount: 0 } })
    ).json()) as { issues: Array<{ path: string; message: string }> };
    expect(answer.issues).toEqual(
      expect.arrayContaining([
        { path: 'mchOrderId', message: 'mchOrderId is required' },
        { path: 'accountNo', message: 'accountNo is required' },
      ]),
    );
    expect(answer.issues.map((issue) => issue.message).join(' ')).not.toMatch(/Invalid key|Expected/);
    const valid = (await (
      await post('/api/validate/neutral/queryBalance', { params: { countryCode: 'PH' } })
    ).json()) as { issues: unknown[] };
    expect(valid.issues).toEqual([]);
    const after = (await (await fetch(`${running.baseUrl}/__sandbox/requests`)).json()) as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it("says under each amount what its box takes, and keeps the documentation's other rules", async () => {
    const session = (await (await fetch(new URL('/api/session', running.url))).json()) as SessionView;
    let amounts = 0;
    for (const operation of session.operations) {
      for (const field of (await form(`${operation.family}/${operation.name}`)).fields) {
        if (field.kind !== 'amount') continue;
        amounts += 1;
        expect(field.hint, `${operation.name}.${field.name}`).not.toMatch(
          /minor units|centavos|\bsen\b|satang|positive integer|is `\d+`/,
        );
      }
    }
    expect(amounts).toBeGreaterThan(10);
    expect((await form('neutral/createRefund')).fields.find((field) => field.name === 'refundAmount')?.hint).toBe(
      'The amount to give back, at most what remains refundable (else 21406).',
    );
    expect((await form('thailand/createQrCode')).fields.find((field) => field.name === 'amount')?.hint).toBe(
      'Required for a dynamic QR code (a `…_DYNAMIC_QR` channel).',
    );
  });

  it('makes new merchant ids for operations that create, and none for those that act on a record', async () => {
    expect((await form('neutral/createRefund')).fresh).toEqual(['mchRefundOrderId']);
    expect((await form('philippines/createPayout')).fresh).toEqual(['mchOrderId', 'idempotencyId']);
    expect((await form('neutral/closePayment')).fresh).toEqual([]);
    expect((await form('philippines/cancelStaticCode')).fresh).toEqual([]);
    const [first, second] = [await form('philippines/createPayout'), await form('philippines/createPayout')];
    expect(first.defaults['mchOrderId']).not.toBe(second.defaults['mchOrderId']);
    expect(first.defaults['mchOrderId']).toMatch(/^[A-Za-z0-9]{10,32}$/);
  });

  it("lists channel codes: the field's documented ones, then the checkout channels the gateway lists", async () => {
    const channels = async (operation: string, country?: string) =>
      (await (
        await fetch(new URL(`/api/channels/${operation}${country ? `?country=${country}` : ''}`, running.url))
      ).json()) as ChannelsView;
    const staticCode = await channels('philippines/createStaticCode');
    expect(staticCode.country).toBe('PH');
    expect(staticCode.channels[0]).toEqual({ channelCode: 'PH_QRPH_STATIC', source: 'documentation' });
    expect(staticCode.channels).toContainEqual({
      channelCode: 'PH_GCASH_URL',
      channelType: 'EWALLET',
      source: 'gateway',
    });
    const indonesian = await channels('neutral/createPayment', 'ID');
    expect(indonesian.country).toBe('ID');
    expect(indonesian.channels).toContainEqual({ channelCode: 'ID_BNI_VA', channelType: 'VA', source: 'gateway' });
    expect((await channels('neutral/queryBalance')).channels).toEqual([]);
  });

  it('refuses a write that is not JSON, or that comes from another origin', async () => {
    const form = await fetch(new URL('/api/sandbox/pay', running.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=TX1',
    });
    expect(form.status).toBe(415);
    const foreign = await post('/api/sandbox/pay', { id: 'TX1' }, { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
