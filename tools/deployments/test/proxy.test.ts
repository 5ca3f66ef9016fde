import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createClient, isNetworkError, isOutcomeUnknownError, type NetworkError, rsaSha256Signer } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { rejectionOf, startTinyproxy, type Tinyproxy } from '@lintas/testing';
import { ProxyAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment, payout } from './orders.js';

/**
 * A proxy address where nothing accepts connections, and nothing will: port 1 of the loopback, which no
 * test binds. (A proxy started and closed frees its port, which another test's server running beside this
 * one can take before the call: seen once, a Bun child that connected there and hung to its 60 s limit.)
 */
const refusingProxy = { url: 'http://127.0.0.1:1', port: 1 } as const;

// A fixed egress IP: every call of the client goes out through an HTTP CONNECT proxy (Debian's tinyproxy,
// started here), given to the client's `fetch` option as undici's ProxyAgent
// (https://undici.nodejs.org/#/docs/api/ProxyAgent), the way the going-live guide shows.
let sandbox: Sandbox;
let merchant: DemoMerchant;
let proxy: Tinyproxy;

beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
  proxy = await startTinyproxy();
});
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
});

async function clientThrough(proxyUrl: string) {
  const dispatcher = new ProxyAgent(proxyUrl);
  return createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
    // Node's fetch takes undici's `dispatcher` option, which the RequestInit type does not list.
    fetch: (input, init) => fetch(input, { ...init, dispatcher } as RequestInit),
    retry: { initialDelay: 10 },
  }).use(philippines);
}

const sandboxHost = () => new URL(sandbox.url).host;
const queryPath = '/open-api/philippines/payment/query';
const payoutPath = '/open-api/philippines/disbursement/transfer';

describe('a client whose fetch sends through an HTTP CONNECT proxy', () => {
  it('sends every call through the proxy, and a retry on a new connection through it too', async () => {
    const client = await clientThrough(proxy.url);
    const before = (await proxy.requests()).length;
    const created = await client.philippines.createPayment(payment('px-every-1'));
    const afterCreate = await proxy.requests();
    expect(afterCreate.length).toBeGreaterThan(before);

    // The sandbox destroys the connection of the first query: the retry needs a new tunnel.
    sandbox.injectFault({ path: queryPath, kind: 'reset-before' });
    const hits = sandbox.hits(queryPath);
    const queried = await client.philippines.queryPayment({ mchOrderId: 'px-every-1' }).withMetadata();
    expect(queried.data.transactionId).toBe(created.transactionId);
    expect(queried.metadata.attempts).toHaveLength(2);
    expect(sandbox.hits(queryPath) - hits).toBe(2);
    const connects = await proxy.requests();
    expect(connects.length).toBeGreaterThan(afterCreate.length);
    expect(new Set(connects.slice(before).map(({ method, host }) => `${method} ${host}`))).toEqual(
      new Set([`CONNECT ${sandboxHost()}`]),
    );
  });

  it('names the proxy when nothing accepts connections there, and sends nothing', async () => {
    const closed = refusingProxy;
    const client = await clientThrough(closed.url);
    const error = await rejectionOf(client.philippines.createPayout(payout('px-refused-1')));
    expect(isNetworkError(error), String(error)).toBe(true);
    const failure = error as NetworkError;
    expect(failure.via).toBe(`127.0.0.1:${closed.port}`);
    expect(failure.message).toContain(`through the proxy at 127.0.0.1:${closed.port} (ECONNREFUSED)`);
    expect(failure.message).toContain('nothing accepts connections at the proxy');
    expect(sandbox.state().payouts.filter((record) => record.mchOrderId === 'px-refused-1')).toEqual([]);
  });

  it('names the proxy and its answer when it refuses to open the tunnel', async () => {
    const strict = await startTinyproxy({ connectPorts: [443] });
    try {
      const client = await clientThrough(strict.url);
      const error = await rejectionOf(client.philippines.queryPayment({ mchOrderId: 'px-every-1' }));
      expect(isNetworkError(error), String(error)).toBe(true);
      const failure = error as NetworkError;
      expect(failure.proxyStatus).toBe(403);
      expect(failure.via).toBe('proxy');
      expect(failure.message).toContain(`could not reach ${sandboxHost()} through the proxy (HTTP 403 to CONNECT)`);
      expect(await strict.requests()).toContainEqual({ method: 'CONNECT', host: sandboxHost() });
    } finally {
      await strict.close();
    }
  });

  it('ends a payout whose answer the proxy loses in OutcomeUnknownError, and the payout is made once', async () => {
    const lossy = await startTinyproxy();
    const client = await clientThrough(lossy.url);
    // The sandbox holds the answer; the proxy dies with the tunnel open, after the payout request arrived
    // (long before the delay ends, even on a loaded machine).
    sandbox.injectFault({ path: payoutPath, kind: 'delay', delayMs: 5000 });
    const hits = sandbox.hits(payoutPath);
    const call = rejectionOf(client.philippines.createPayout(payout('px-lost-1')));
    while (sandbox.hits(payoutPath) === hits) await new Promise((resolve) => setTimeout(resolve, 10));
    await lossy.close();
    const error = await call;
    expect(isOutcomeUnknownError(error), String(error)).toBe(true);
    if (!isOutcomeUnknownError(error)) return;
    expect(error.keys).toEqual({ mchOrderId: 'px-lost-1', idempotencyId: 'px-lost-1-idem' });
    // Its retries met the dead proxy: the error it carries names the proxy, not the gateway.
    expect(isNetworkError(error.cause) && error.cause.via).toBe(`127.0.0.1:${lossy.port}`);
    // The sandbox commits once its delay is over: one payout, never two.
    const made = () => sandbox.state().payouts.filter((record) => record.mchOrderId === 'px-lost-1');
    for (let waited = 0; made().length === 0 && waited < 15_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(made()).toHaveLength(1);
    expect(sandbox.hits(payoutPath) - hits).toBe(1);
  });
});

// Bun and Deno come from their npm packages (dev dependencies of @lintas/core).
const bin = (name: string) =>
  fileURLToPath(new URL(`../../../packages/core/node_modules/.bin/${name}`, import.meta.url));
const script = fileURLToPath(new URL('./through-proxy.mjs', import.meta.url));
const runtimes: Record<string, (args: string[]) => [string, string[]]> = {
  bun: (args) => [bin('bun'), [script, ...args]],
  deno: (args) => [bin('deno'), ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys', script, ...args]],
};

describe.each(Object.keys(runtimes))('the built SDK on %s, through the proxy', (name) => {
  it('sends every call and its retry through the proxy, and fails with a NetworkError when the proxy refuses', async () => {
    const client = await clientThrough(proxy.url);
    const mchOrderId = `px-${name}-1`;
    const created = await client.philippines.createPayment(payment(mchOrderId));
    const closed = refusingProxy;
    // The sandbox destroys the connection of the first query: the retry goes through the proxy again.
    sandbox.injectFault({ path: queryPath, kind: 'reset-before' });
    const hits = sandbox.hits(queryPath);
    const before = (await proxy.requests()).length;
    const [file, args] = runtimes[name]!([
      sandbox.url,
      merchant.appId,
      merchant.privateKey,
      proxy.url,
      mchOrderId,
      closed.url,
    ]);
    const { stdout } = await promisify(execFile)(file, args, {
      timeout: 60_000,
      env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
    });
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({
      transactionId: created.transactionId,
      attempts: 2,
      // Neither runtime reports the address it could not connect to, so the error cannot name the proxy.
      refused: { name: 'NetworkError', code: name === 'bun' ? 'ECONNREFUSED' : undefined },
    });
    expect(sandbox.hits(queryPath) - hits).toBe(2);
    // Both forward an http:// URL as a plain proxied request (an https:// one through CONNECT): each
    // attempt is one request in the proxy's log.
    expect((await proxy.requests()).slice(before)).toEqual([
      { method: 'POST', host: sandboxHost() },
      { method: 'POST', host: sandboxHost() },
    ]);
  });
});
