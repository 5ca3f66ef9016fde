// Per-call time of the SDK against a hand-written fetch + node:crypto signature to the same loopback
// server, as a ratio (target: SDK overhead <= 10%). Prints figures; asserts nothing. `pnpm bench` runs
// it on Node, Bun and Deno: the transport library's own share differs a lot between their fetch
// implementations (Node 20's undici builds each Request and its AbortSignal in JavaScript).
import { createSign, generateKeyPairSync } from 'node:crypto';
import ky from 'ky';
import * as v from 'valibot';
import { createClient, defineEndpoint, rsaSha256Signer } from '@lintas/core';
import { startLoopbackServer } from './loopback-server.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 4000);
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const server = await startLoopbackServer();
const params = { mchOrderId: 'bench-order', amount: 50010, notifyUrl: 'https://merchant.example/notify' };

const createOrder = defineEndpoint({
  path: '/open-api/payment/generate',
  params: v.strictObject({ mchOrderId: v.pipe(v.string(), v.maxLength(32)), amount: v.number(), notifyUrl: v.string() }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string(), transactionStatus: v.string() }),
  retry: { keys: ['mchOrderId'] },
});
const client = createClient({ baseUrl: server.url, appId: 'bench', signer: await rsaSha256Signer({ privateKey }) });

async function handWritten() {
  const param = JSON.stringify({ ...params, timestamp: Date.now() });
  const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');
  const response = await fetch(`${server.url}/open-api/payment/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: 'bench', sign, param }),
  });
  const envelope = await response.json();
  if (envelope.code !== 10000) throw new Error('unexpected answer');
  return envelope.data;
}

const sdk = () => client.call(createOrder, params);

// Plain ky with the same timeout and retry settings, as a merchant would call it by hand: shows the
// transport library's own per-request work (abort controller, Request, its clone kept for retries).
const bareKy = ky.create({ prefixUrl: server.url, headers: { 'content-type': 'application/json' }, timeout: 30_000, retry: { limit: 2, methods: ['post'] } });
async function kyOnly() {
  const param = JSON.stringify({ ...params, timestamp: Date.now() });
  const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');
  const envelope = JSON.parse(await bareKy.post('open-api/payment/generate', { body: JSON.stringify({ appId: 'bench', sign, param }) }).text());
  if (envelope.code !== 10000) throw new Error('unexpected answer');
  return envelope.data;
}

// The least any client built on ky does per call: the hand-written call above, sent through ky with
// the SDK's own fetch adapter (the signed body handed to fetch as a string, the answer read once) and
// nothing else: no validation, no hooks, no response schema. Its distance to `fetch` is ky's floor.
async function kyFloor() {
  const param = JSON.stringify({ ...params, timestamp: Date.now() });
  const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');
  const body = JSON.stringify({ appId: 'bench', sign, param });
  let text = '';
  await ky.post(`${server.url}/open-api/payment/generate`, {
    timeout: 30_000,
    retry: { limit: 2, methods: ['post'] },
    fetch: async (request) => {
      const response = await fetch(request.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: request.signal });
      text = await response.text();
      return new Response(null, { status: response.status });
    },
  });
  const envelope = JSON.parse(text);
  if (envelope.code !== 10000) throw new Error('unexpected answer');
  return envelope.data;
}

// The four are interleaved call by call, so machine noise (GC, other processes) falls on all alike.
const runs = { fetch: handWritten, ky: kyOnly, floor: kyFloor, sdk };
const totals = { fetch: 0, ky: 0, floor: 0, sdk: 0 };
for (let index = 0; index < 300; index++) for (const run of Object.values(runs)) await run();
for (let index = 0; index < rounds; index++) {
  for (const [name, run] of Object.entries(runs)) {
    const started = performance.now();
    await run();
    totals[name] += performance.now() - started;
  }
}
const runtime = globalThis.Bun ? `Bun ${globalThis.Bun.version}` : globalThis.Deno ? `Deno ${globalThis.Deno.version.deno}` : `Node ${process.versions.node}`;
const mean = (name) => totals[name] / rounds;
const percent = (name) => `${((mean(name) / mean('fetch') - 1) * 100).toFixed(1)}%`;
console.log(`core (${runtime}): per call ${mean('sdk').toFixed(3)} ms via the SDK, ${mean('fetch').toFixed(3)} ms hand-written fetch + node:crypto, ${mean('ky').toFixed(3)} ms plain ky`);
console.log(`core (${runtime}): SDK overhead ${percent('sdk')} (target <= 10%); plain ky.post ${percent('ky')}; ky floor ${percent('floor')}; ${rounds} interleaved calls each, loopback`);
await server.close();
