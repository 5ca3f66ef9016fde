// Signed requests per second that the sandbox verifies and answers, against the minimal `node:http`
// server that verifies the same signature (minimal-gateway.mjs), in interleaved rounds of the same
// length. Both run in this process (quiet: no request listener); autocannon runs in a child process.
// The ratio is the median of the rounds' ratios (each round runs both servers back to back, alternating
// which goes first): on a shared 2-core machine one slow second would sway a ratio of totals.
// Memory: the sandbox's heap after a forced GC, before the rounds and after them all.
// Run with --expose-gc. Prints one JSON line.
import { fork } from 'node:child_process';
import { createPrivateKey, createPublicKey, createSign } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const PATH = '/open-api/account/balance';
const SECONDS = Number(process.env.BENCH_SANDBOX_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_SANDBOX_ROUNDS ?? 7);
const CONNECTIONS = 20;
const BODIES = 500;

if (process.argv[2] === '--load') {
  // Child: autocannon against the URL the parent sends, rotating the pre-signed bodies.
  const { default: autocannon } = await import('autocannon');
  process.on('message', ({ url, bodies }) => {
    let next = 0;
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            path: PATH,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              next += 1;
              return { ...request, body: bodies[next % bodies.length] };
            },
          },
        ],
      },
      (error, result) => {
        if (error) throw error;
        process.send({ total: result.requests.total, non2xx: result.non2xx, errors: result.errors });
      },
    );
  });
} else {
  const { startSandbox, createDemoMerchant } = await import('@lintas/sandbox');
  const { startMinimalGateway } = await import('./minimal-gateway.mjs');
  const sandbox = await startSandbox();
  const merchant = createDemoMerchant(sandbox);
  const privateKey = createPrivateKey({
    key: Buffer.from(merchant.privateKey, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  const minimal = await startMinimalGateway({ appId: merchant.appId, publicKey: createPublicKey(privateKey) });
  // Timestamps spread over the run, all inside the sandbox's window.
  const now = Date.now();
  const bodies = Array.from({ length: BODIES }, (_, index) => {
    const param = JSON.stringify({ countryCode: 'PH', timestamp: now + index });
    const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(privateKey, 'base64');
    return JSON.stringify({ appId: merchant.appId, sign, param });
  });
  for (const url of [sandbox.url, minimal.url]) {
    const answer = await (
      await fetch(`${url}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[0] })
    ).json();
    if (answer.code !== 10000) throw new Error(`${url} refused the benchmark body: ${answer.code} ${answer.message}`);
  }

  const load = fork(fileURLToPath(import.meta.url), ['--load'], { stdio: 'inherit' });
  // One round at a time: the child answers each with one message.
  let pending;
  load.on('message', (result) => pending?.resolve(result));
  load.on('error', (error) => pending?.reject(error));
  const round = (url) =>
    new Promise((resolve, reject) => {
      pending = { resolve, reject };
      load.send({ url, bodies });
    });
  const heap = () => {
    globalThis.gc?.();
    return process.memoryUsage().heapUsed;
  };

  await round(sandbox.url); // warm-up, not counted
  const heapBefore = heap();
  const totals = { sandbox: 0, minimal: 0 };
  const ratios = [];
  let failures = 0;
  for (let index = 0; index < ROUNDS; index++) {
    // Alternating which goes first, so neither always runs on the warmer machine.
    const order = index % 2 ? ['minimal', 'sandbox'] : ['sandbox', 'minimal'];
    const served = {};
    for (const name of order) {
      const result = await round(name === 'sandbox' ? sandbox.url : minimal.url);
      served[name] = result.total;
      totals[name] += result.total;
      failures += result.non2xx + result.errors;
    }
    ratios.push(served.sandbox / served.minimal);
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  const heapAfter = heap();
  load.kill();
  await sandbox.close();
  await minimal.close();
  const perSecond = (name) => totals[name] / (SECONDS * ROUNDS);
  console.log(
    JSON.stringify({
      ratio: sorted[Math.floor(sorted.length / 2)],
      ratios: ratios.map((ratio) => Number(ratio.toFixed(3))),
      sandbox: perSecond('sandbox'),
      minimal: perSecond('minimal'),
      sandboxRequests: totals.sandbox,
      failures,
      heapGrowthBytes: heapAfter - heapBefore,
      gc: typeof globalThis.gc === 'function',
    }),
  );
}
