// One run of the per-call overhead figure on the runtime that runs this file (Node, Bun or Deno): the
// SDK's call against a hand-written `fetch` + `node:crypto` signature to the same loopback server.
// Beside them, plain `ky.post` and ky's floor. The variants are interleaved call by call, in an order
// that rotates every round, so machine noise and warm-up fall on all of them alike.
// Beside them too, the SDK's call with an OpenTelemetry tracer (the SDK's BasicTracerProvider, spans
// recorded and dropped): the cost of tracing on; `sdk` is the call with tracing off.
// Prints one JSON line: mean ms per call of each variant. `run.mjs` turns three runs into medians.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createClient, defineEndpoint, rsaSha256Signer } from '@lintas/core';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import ky from 'ky';
import * as v from 'valibot';
import { startLoopbackServer } from './loopback-server.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3000);
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const server = await startLoopbackServer();
const params = { mchOrderId: 'bench-order', amount: 50010, notifyUrl: 'https://merchant.example/notify' };

const createOrder = defineEndpoint({
  path: '/open-api/payment/generate',
  params: v.strictObject({
    mchOrderId: v.pipe(v.string(), v.maxLength(32)),
    amount: v.number(),
    notifyUrl: v.string(),
  }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string(), transactionStatus: v.string() }),
  retry: { keys: ['mchOrderId'] },
});
const client = createClient({ baseUrl: server.url, appId: 'bench', signer: await rsaSha256Signer({ privateKey }) });
const tracedClient = createClient({
  baseUrl: server.url,
  appId: 'bench',
  signer: await rsaSha256Signer({ privateKey }),
  tracer: new BasicTracerProvider().getTracer('bench'),
});

const signedBody = () => {
  const param = JSON.stringify({ ...params, timestamp: Date.now() });
  const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');
  return JSON.stringify({ appId: 'bench', sign, param });
};
const dataOf = (envelope) => {
  if (envelope.code !== 10000) throw new Error('unexpected answer');
  return envelope.data;
};

// What a merchant would write by hand with no library.
async function handWritten() {
  const response = await fetch(`${server.url}/open-api/payment/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signedBody(),
  });
  return dataOf(await response.json());
}

const sdk = () => client.call(createOrder, params);
const traced = () => tracedClient.call(createOrder, params);

// Plain ky with the same timeout and retry settings, as a merchant would call it by hand.
const bareKy = ky.create({
  prefixUrl: server.url,
  headers: { 'content-type': 'application/json' },
  timeout: 30_000,
  retry: { limit: 2, methods: ['post'] },
});
async function kyOnly() {
  return dataOf(JSON.parse(await bareKy.post('open-api/payment/generate', { body: signedBody() }).text()));
}

// The least any client built on ky does per call: the hand-written call sent through ky with a fetch
// adapter that hands the body to fetch as a string and reads the answer once, and nothing else.
async function kyFloor() {
  const body = signedBody();
  let text = '';
  await ky.post(`${server.url}/open-api/payment/generate`, {
    timeout: 30_000,
    retry: { limit: 2, methods: ['post'] },
    fetch: async (request) => {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: request.signal,
      });
      text = await response.text();
      return new Response(null, { status: response.status });
    },
  });
  return dataOf(JSON.parse(text));
}

const variants = [
  ['fetch', handWritten],
  ['sdk', sdk],
  ['ky', kyOnly],
  ['floor', kyFloor],
  ['traced', traced],
];
const totals = { fetch: 0, ky: 0, floor: 0, sdk: 0, traced: 0 };
for (let index = 0; index < 300; index++) for (const [, run] of variants) await run();
for (let round = 0; round < rounds; round++) {
  for (let step = 0; step < variants.length; step++) {
    const [name, run] = variants[(round + step) % variants.length];
    const started = performance.now();
    await run();
    totals[name] += performance.now() - started;
  }
}
await server.close();
const runtime = globalThis.Bun
  ? `Bun ${globalThis.Bun.version}`
  : globalThis.Deno
    ? `Deno ${globalThis.Deno.version.deno}`
    : `Node ${process.versions.node}`;
const perCall = Object.fromEntries(Object.entries(totals).map(([name, total]) => [name, total / rounds]));
console.log(JSON.stringify({ runtime, rounds, perCall }));
