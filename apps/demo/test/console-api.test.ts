import { execFile } from 'node:child_process';
import { generateKeyPair } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoClient } from '../src/client.js';
import { readConfig } from '../src/config.js';
import type { CallRecord, ChannelsView, HistoryEntry, OperationForm, SessionView } from '../src/console/api-types.js';
import { maxConsoleBodyBytes } from '../src/console/console-app.js';
import { type RunningConsole, startConsole } from '../src/console/start-console.js';
import { demoSnapFamilies } from '../src/families.js';
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

  it('offers every family the demo client uses, and the SNAP families (each added to the catalog)', async () => {
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
    expect(new Set(session.operations.map((operation) => operation.family))).toEqual(
      new Set([...namespaces, ...demoSnapFamilies.map((family) => family.plugin.name)]),
    );
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
    expect(page).toContain('<link rel="stylesheet" href="/assets/console.css">');
    expect(page).not.toContain('<style');
    expect(page.match(/<script[^>]*>[^<]/g)).toBeNull();
    const script = await fetch(new URL('/assets/console.js', running.url));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    // Compiled: no type annotation is left, and each module of the page is in the bundle.
    expect(code).toContain('// src/console/browser/main.ts');
    expect(code).not.toMatch(/: HTMLElement|<TAnswer>/);
    expect((await fetch(new URL('/assets/console.js.map', running.url))).status).toBe(200);
    const style = await fetch(new URL('/assets/console.css', running.url));
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await style.text()).toContain('grid-template-columns');
    expect((await fetch(new URL('/assets/other.js', running.url))).status).toBe(404);
  });

  const form = async (operation: string) =>
    (await (await fetch(new URL(`/api/operations/${operation}`, running.url))).json()) as OperationForm;

  it("draws a variant's key as a choice, and each option's own fields with the values it needs", async () => {
    const payout = await form('philippines/createPayout');
    expect(payout.variantKey).toBe('payMethodCode');
    expect(payout.fields[0]).toMatchObject({
      name: 'payMethodCode',
      kind: 'choice',
      options: ['BANK', 'EWALLET', 'SCANQR'],
    });
    const accountNo = payout.fields.filter((field) => field.name === 'accountNo');
    expect(accountNo.map((field) => field.when)).toEqual([['BANK'], ['EWALLET'], ['SCANQR']]);
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

  it("lists channel codes: the field's documented ones, then those of the country the sandbox takes there", async () => {
    const channels = async (operation: string, country?: string) =>
      (await (
        await fetch(new URL(`/api/channels/${operation}${country ? `?country=${country}` : ''}`, running.url))
      ).json()) as ChannelsView;
    const staticCode = await channels('philippines/createStaticCode');
    expect(staticCode.country).toBe('PH');
    expect(staticCode.channels[0]).toEqual({
      channelCode: 'PH_QRPH_STATIC',
      channelType: 'QR',
      source: 'documentation',
    });
    expect(staticCode.channels).toContainEqual({
      channelCode: 'PH_GCASH_URL',
      channelType: 'EWALLET',
      source: 'sandbox',
    });
    // A direct-debit channel pays only with a token: a static code's form does not offer it, an authorization's does.
    expect(staticCode.channels.map((channel) => channel.channelCode)).not.toContain('PH_GCASH_DIRECT_DEBIT');
    expect((await channels('directDebit/createAuthorizationUrl')).channels).toEqual([
      { channelCode: 'PH_GCASH_DIRECT_DEBIT', channelType: 'DIRECT_DEBIT', source: 'documentation' },
      { channelCode: 'JTWALLET_DIRECT_DEBIT', channelType: 'DIRECT_DEBIT', source: 'sandbox' },
    ]);
    const indonesian = await channels('neutral/createPayment', 'ID');
    expect(indonesian.country).toBe('ID');
    expect(indonesian.channels).toContainEqual({ channelCode: 'BRI_VA', channelType: 'VA', source: 'sandbox' });
    // The documentation's example for Indonesia comes first; its Philippine examples are not offered there.
    expect(indonesian.channels[0]).toEqual({ channelCode: 'ID_BCA_VA', channelType: 'VA', source: 'documentation' });
    expect(indonesian.channels.filter((channel) => channel.channelCode.startsWith('PH_'))).toEqual([]);
    expect((await channels('neutral/queryBalance')).channels).toEqual([]);
  });

  // Child processes run without blocking this process, whose event loop serves the console and the
  // sandbox: a blocked loop lets an idle kept-alive connection time out under the next request.
  const run = async (file: string, args: readonly string[], env?: NodeJS.ProcessEnv) =>
    (await promisify(execFile)(file, args, { encoding: 'utf8', ...(env ? { env } : {}) })).stdout;
  // The words a shell gives `curl` in `command`: a `curl` function stands in for curl and prints them.
  const curlWords = async (command: string) =>
    JSON.parse(
      await run('sh', [
        '-c',
        `curl() { node -e 'console.log(JSON.stringify(process.argv.slice(1)))' -- "$@"; }\n${command}`,
      ]),
    ) as string[];

  const call = async (operation: string, params: Record<string, unknown>) =>
    (await (await post(`/api/call/${operation}`, { params })).json()) as CallRecord;

  it('keeps each call in a history, newest first, with its time and duration', async () => {
    const before = Date.now();
    const first = await call('neutral/queryBalance', { countryCode: 'PH' });
    const second = await call('neutral/queryBalanceV2', { currency: 'PHP' });
    expect(second.id).toBe(first.id + 1);
    expect(first.at).toBeGreaterThanOrEqual(before);
    expect(second.at).toBeGreaterThanOrEqual(first.at);
    expect(first.durationMs).toBeGreaterThanOrEqual(first.outcome.exchanges[0]?.durationMs ?? 0);
    const history = (await (await fetch(new URL('/api/history', running.url))).json()) as HistoryEntry[];
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ id: second.id, name: 'queryBalanceV2', ok: true, verdict: 'resolved', attempts: 1 }),
      expect.objectContaining({ id: first.id, name: 'queryBalance', ok: true }),
    ]);
    expect(await (await fetch(new URL(`/api/history/${first.id}`, running.url))).json()).toEqual(first);
    const refused = await call('neutral/queryPayment', { transactionId: 'TX00000000000000000000' });
    expect((await (await fetch(new URL('/api/history', running.url))).json())[0]).toMatchObject({
      id: refused.id,
      ok: false,
      verdict: 'GatewayError 21006',
    });
  });

  it('gives each attempt as a cURL command that repeats the exact signed request, with no key', async () => {
    const payment = await call('philippines/createPayment', {
      mchOrderId: `curl${Date.now()}`,
      amount: 50010,
      customerName: "Juan 'JD' dela Cruz",
      channelCode: 'PH_GCASH_URL',
      email: 'juan@example.com',
      mobile: '09171234567',
      notifyUrl: 'https://merchant.example/notifications',
    });
    const query = await call('philippines/queryPayment', { mchOrderId: payment.params['mchOrderId'] });
    expect(query.curl).toHaveLength(1);
    const command = query.curl[0] ?? '';
    expect(command).not.toMatch(/PRIVATE KEY|privateKey/);
    // The words the shell reads in the command, sent as curl would send them.
    const words = await curlWords(command);
    expect(words.slice(0, 4)).toEqual(['-sS', '-X', 'POST', `${running.baseUrl}/open-api/philippines/payment/query`]);
    const body = words[words.indexOf('--data-raw') + 1] ?? '';
    expect(JSON.parse(body)).toEqual(query.outcome.exchanges[0]?.envelope);
    const again = (await (
      await fetch(words[3] ?? '', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    ).json()) as { code: number; data: { mchOrderId: string } };
    expect(again.code).toBe(10000);
    expect(again.data.mchOrderId).toBe(payment.params['mchOrderId']);
    // A write repeated is the same order: the gateway refuses it as a duplicate, having verified it.
    const repeated = await curlWords(payment.curl[0] ?? '');
    const duplicate = await fetch(repeated[3] ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: repeated[repeated.indexOf('--data-raw') + 1] ?? '',
    });
    expect(((await duplicate.json()) as { code: number }).code).toBe(21007);
  });

  it('gives the call as TypeScript that type-checks against the published packages and runs', {
    timeout: 120_000,
  }, async () => {
    const payment = await call('philippines/createPayout', {
      payMethodCode: 'EWALLET',
      mchOrderId: `ts${Date.now()}`,
      idempotencyId: `ts-idem-${Date.now()}`,
      amount: 150000,
      accountName: 'Juan dela Cruz',
      transferCode: 'GCASH',
      accountNo: '09171234567',
    });
    const source = payment.typescript;
    expect(source).toContain('amount: 150000, // PHP 1,500.00');
    expect(source).not.toMatch(/sign|PRIVATE KEY|privateKey:/);
    // In this package, so that '@lintas/*' resolve through their published dist as a dependency's would.
    const folder = mkdtempSync(join(import.meta.dirname, '..', '.snippet-'));
    try {
      const file = join(folder, 'call.mts');
      writeFileSync(file, source);
      const tsc = fileURLToPath(import.meta.resolve('typescript/lib/tsc.js'));
      const flags = [
        '--noEmit',
        '--strict',
        '--target',
        'ES2022',
        '--module',
        'NodeNext',
        '--types',
        'node',
        '--skipLibCheck',
      ];
      await expect(run(process.execPath, [tsc, ...flags, file])).resolves.toBe('');
      const compiled = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      writeFileSync(join(folder, 'call.mjs'), compiled);
      // Another merchant of the same sandbox runs it, so the order id is new to it.
      const keys = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
      const publicKey = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
      const privateKey = keys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
      const merchant = await post(`${running.baseUrl}/__sandbox/merchants`, { publicKey });
      const { appId } = (await merchant.json()) as { appId: string };
      const output = await run(process.execPath, [join(folder, 'call.mjs')], {
        PATH: process.env['PATH'],
        LINTAS_BASE_URL: running.baseUrl,
        LINTAS_APP_ID: appId,
        LINTAS_PRIVATE_KEY: privateKey,
      });
      expect(output).toContain(`mchOrderId: '${payment.params['mchOrderId']}'`);
      expect(output).toContain("transactionStatus: 'PENDING'");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  /** Sends a request with exactly these headers (Host and Origin included), as a browser on a rebound name does. */
  const raw = (method: string, path: string, headers: OutgoingHttpHeaders, body?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const { hostname, port } = new URL(running.url);
      const sent = httpRequest(
        { host: hostname, port, method, path, headers, setHost: !('host' in headers) },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });

  it('refuses a host it does not serve (DNS rebinding) with 403 on the call and history routes, and signs nothing', async () => {
    const { port } = new URL(running.url);
    const rebound = `evil.example:${port}`;
    const json = { 'content-type': 'application/json' };
    const listed = async () =>
      ((await (await fetch(new URL('/api/history', running.url))).json()) as HistoryEntry[]).length;
    const before = await listed();
    const payout = JSON.stringify({
      params: {
        mchOrderId: `rebound${Date.now()}`,
        amount: 10000,
        accountNo: '001234567890',
        accountName: 'Juan Dela Cruz',
        payMethodCode: 'GCASH',
      },
    });
    // A page on evil.example, its name rebound to 127.0.0.1: the browser sends its name and its origin alike.
    const signed = await raw(
      'POST',
      '/api/call/philippines/createPayout',
      { ...json, host: rebound, origin: `http://${rebound}` },
      payout,
    );
    expect(signed.status).toBe(403);
    expect(signed.text).toContain('addressed to this machine');
    expect(await listed()).toBe(before);
    const first = await call('neutral/queryBalance', { countryCode: 'PH' });
    const read = await raw('GET', `/api/history/${first.id}`, { host: rebound });
    expect(read.status).toBe(403);
    expect(read.text).not.toContain('envelope');
    for (const page of ['/', '/api/history', '/api/events'])
      expect((await raw('GET', page, { host: rebound })).status).toBe(403);
    // Addressed to this machine, the same reads are answered.
    for (const local of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await raw('GET', `/api/history/${first.id}`, { host: local })).status).toBe(200);
    }
  });

  it(`answers 413 to an API body above ${maxConsoleBodyBytes} bytes, and calls nothing`, async () => {
    const listed = async () =>
      ((await (await fetch(new URL('/api/history', running.url))).json()) as HistoryEntry[]).length;
    const before = await listed();
    const huge = JSON.stringify({ params: { countryCode: 'PH', pad: 'x'.repeat(maxConsoleBodyBytes) } });
    const declared = await raw('POST', '/api/call/neutral/queryBalance', { 'content-type': 'application/json' }, huge);
    expect(declared.status).toBe(413);
    const streamed = await raw(
      'POST',
      '/api/call/neutral/queryBalance',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      huge,
    );
    expect(streamed.status).toBe(413);
    expect(await listed()).toBe(before);
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
