import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
