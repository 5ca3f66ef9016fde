// Per-call time of the SDK against a hand-written fetch + node:crypto signature to the same loopback
// server, as a ratio (target: SDK overhead <= 10%). Prints figures; asserts nothing.
import { createSign, generateKeyPairSync } from 'node:crypto';
import ky from 'ky';
import * as v from 'valibot';
import { createClient, defineEndpoint, rsaSha256Signer } from '@lintas/core';
import { startLoopbackServer } from './loopback-server.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 1500);
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

// ky alone with the same timeout and retry settings, to show which part of the overhead is the
// transport library's own per-request work (timeout controller, request clone kept for retries).
const bareKy = ky.create({ prefixUrl: server.url, headers: { 'content-type': 'application/json' }, timeout: 30_000, retry: { limit: 2, methods: ['post'] } });
async function kyOnly() {
  const param = JSON.stringify({ ...params, timestamp: Date.now() });
  const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');
  const envelope = JSON.parse(await bareKy.post('open-api/payment/generate', { body: JSON.stringify({ appId: 'bench', sign, param }) }).text());
  if (envelope.code !== 10000) throw new Error('unexpected answer');
  return envelope.data;
}

async function measure(run) {
  for (let index = 0; index < 200; index++) await run();
  const started = performance.now();
  for (let index = 0; index < rounds; index++) await run();
  return (performance.now() - started) / rounds;
}

// Interleave to spread machine noise over both.
const samples = { sdk: [], fetch: [], ky: [] };
for (let pass = 0; pass < 3; pass++) {
  samples.fetch.push(await measure(handWritten));
  samples.ky.push(await measure(kyOnly));
  samples.sdk.push(await measure(sdk));
}
const best = (list) => Math.min(...list);
const percent = (time) => `${((time / best(samples.fetch) - 1) * 100).toFixed(1)}%`;
console.log(`core: per call ${best(samples.sdk).toFixed(3)} ms via the SDK, ${best(samples.fetch).toFixed(3)} ms hand-written fetch + node:crypto, ${best(samples.ky).toFixed(3)} ms ky alone`);
console.log(`core: SDK overhead ${percent(best(samples.sdk))} (target <= 10%), of which ky alone ${percent(best(samples.ky))}; ${rounds} calls x 3 passes, best pass, loopback`);
await server.close();
