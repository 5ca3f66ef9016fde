// One run of the per-call figure on the runtime that runs this file (Node, Bun or Deno), measured as
// someone outside the project would: each variant makes the same signed `createPayment` call to the
// same loopback server in this process, and every single call is timed.
//   fetch    what a merchant writes by hand: `node:crypto` `createSign` and `fetch`, no library
//   sdk      this build: `createClient(...).use(philippines)`, `client.philippines.createPayment(params)`
//   release  the same call on the build of a previous commit (see release-build.mjs), in this process
//   traced   this build with an OpenTelemetry tracer (the SDK's BasicTracerProvider, spans dropped)
//   floor    the hand-written call sent through ky as the SDK's attempt sends it: ky's share of `sdk`
// Calls are interleaved one by one and counterbalanced: each round runs every variant once, in the next
// of all their orders, so each variant runs equally often in each position and after each other one
// (the garbage one leaves, a timer due, a JIT tier-up, a neighbour's load fall on all of them alike).
// Each variant's figure is the median of its calls; beside it, the median over rounds of its call minus
// the hand-written call of the same round (a paired figure, robust to the machine's load drifting).
//
// Usage: overhead.mjs <variant,variant,...>  (fetch is always measured)
//   -> one JSON line { runtime, rounds, load, medianUs, pairedUs, meanUs } (µs per variant; the means are
//      there to show why they are not the figure: one stall of the machine moves them, see the README)
import { createSign, generateKeyPairSync } from 'node:crypto';
import { loadavg } from 'node:os';
import { createClient, rsaSha256Signer } from '@lintas/core';
import { tracing } from '@lintas/core/tracing';
import { philippines } from '@lintas/philippines';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import ky from 'ky';
import { startLoopbackServer } from './loopback-server.mjs';
import { paymentParams } from './payment-params.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3000);
const warmUp = Number(process.env.BENCH_WARM_UP ?? 500);
const wanted = ['fetch', ...(process.argv[2] ?? 'sdk').split(',').filter((name) => name !== 'fetch')];

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' });
const server = await startLoopbackServer();
const url = `${server.url}/open-api/philippines/payment/generate`;
const params = paymentParams('bench-order-1');

// What a merchant would write by hand with no library.
async function handWritten() {
  const param = JSON.stringify({ ...params, timestamp: Date.now() });
  const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: 'bench', sign, param }),
  });
  const envelope = await response.json();
  if (envelope.code !== 10000) throw new Error('unexpected answer');
  return envelope.data;
}

// The least any client built on ky does per call: the hand-written body sent through one ky instance as
// packages/core/src/call/attempt.ts sends it (ky's Request handed to fetch with the body as text), and
// nothing else.
const kyClient = ky.create({ prefixUrl: `${server.url}/`, retry: 0, stringifyJson: (text) => text });
async function kyFloor() {
  const param = JSON.stringify({ ...params, timestamp: Date.now() });
  const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');
  const body = JSON.stringify({ appId: 'bench', sign, param });
  let text = '';
  await kyClient.post('open-api/philippines/payment/generate', {
    json: body,
    timeout: 30_000,
    fetch: async (request, init) => {
      const answer = await fetch(request, { ...init, body });
      text = await answer.text();
      return answer;
    },
  });
  const envelope = JSON.parse(text);
  if (envelope.code !== 10000) throw new Error('unexpected answer');
  return envelope.data;
}

/** `client.philippines.createPayment` of the core and philippines builds given, with `config` added. */
async function sdkCall(core, family, config = {}) {
  const signer = await core.rsaSha256Signer({ privateKey: pkcs8 });
  const client = core.createClient({ baseUrl: server.url, appId: 'bench', signer, ...config }).use(family.philippines);
  return () => client.philippines.createPayment(params);
}

const makers = {
  fetch: async () => handWritten,
  floor: async () => kyFloor,
  sdk: () => sdkCall({ createClient, rsaSha256Signer }, { philippines }),
  traced: () => sdkCall({ createClient, rsaSha256Signer }, { philippines }, { tracer: tracer() }),
  release: async () => {
    const { releaseBuild } = await import('./release-build.mjs');
    const build = releaseBuild();
    return sdkCall(await import(build.core), await import(build.philippines));
  },
};
const tracer = () => tracing(new BasicTracerProvider().getTracer('bench'));

const variants = [];
for (const name of wanted) variants.push({ name, run: await makers[name](), times: new Float64Array(rounds) });

/** Every order of `items` (k! of them). */
const orders = (items) =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, index) => orders(items.toSpliced(index, 1)).map((rest) => [item, ...rest]));
const schedule = orders(variants);

const loadBefore = loadavg()[0];
for (let round = 0; round < warmUp; round++)
  for (const variant of schedule[round % schedule.length]) await variant.run();
for (let round = 0; round < rounds; round++) {
  for (const variant of schedule[round % schedule.length]) {
    const started = performance.now();
    await variant.run();
    variant.times[round] = performance.now() - started;
  }
}
await server.close();

const median = (values) => {
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const baseline = variants[0].times;
const runtime = globalThis.Bun
  ? `Bun ${globalThis.Bun.version}`
  : globalThis.Deno
    ? `Deno ${globalThis.Deno.version.deno}`
    : `Node ${process.versions.node}`;
const us = (ms) => Math.round(ms * 10_000) / 10;
console.log(
  JSON.stringify({
    runtime,
    rounds,
    load: [loadBefore, loadavg()[0]],
    medianUs: Object.fromEntries(variants.map(({ name, times }) => [name, us(median(times))])),
    pairedUs: Object.fromEntries(
      variants.map(({ name, times }) => [name, us(median(times.map((time, round) => time - baseline[round])))]),
    ),
    meanUs: Object.fromEntries(variants.map(({ name, times }) => [name, us(times.reduce((a, b) => a + b) / rounds)])),
  }),
);
