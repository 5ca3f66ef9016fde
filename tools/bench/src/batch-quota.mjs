// A batch at the gateway's quota: `BENCH_BATCH_PAYOUTS` payouts (default 1,000), shared by 4 processes
// (batch-payer.mjs, `BENCH_BATCH_IN_FLIGHT` at a time each, default 4), to a @lintas/sandbox in this
// process that limits the merchant to `BENCH_BATCH_RATE` requests per second (default 10) and refuses
// the others with 21020 "Too many requests". Prints one JSON line: the batch's seconds against the
// ideal (payouts / rate), the payouts paid, left unknown and failed, and the attempts refused 21020.
// The clients pace themselves with `rateLimit` at that rate, shared through a Redis server started here
// (Debian's `redis-server`); `BENCH_BATCH_LIMITER=off` measures clients without it (each call retries
// 21020 on its own).
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createDemoMerchant, startSandbox } from '@lintas/sandbox';

const payouts = Number(process.env.BENCH_BATCH_PAYOUTS ?? 1000);
const rate = Number(process.env.BENCH_BATCH_RATE ?? 10);
const inFlight = Number(process.env.BENCH_BATCH_IN_FLIGHT ?? 4);
const processes = 4;
const sandbox = await startSandbox();
const merchant = createDemoMerchant(sandbox);
sandbox.updateMerchant({ appId: merchant.appId, rateLimitPerSecond: rate });
const limited = process.env.BENCH_BATCH_LIMITER !== 'off';
const redis = limited ? await startRedis() : undefined;

const payer = fileURLToPath(new URL('./batch-payer.mjs', import.meta.url));
const run = (index, share) =>
  new Promise((resolve, reject) => {
    const child = fork(payer, [], {
      env: {
        ...process.env,
        SANDBOX_URL: sandbox.url,
        APP_ID: merchant.appId,
        PRIVATE_KEY: merchant.privateKey,
        BATCH_PAYOUTS: String(share),
        BATCH_IN_FLIGHT: String(inFlight),
        BATCH_PROCESS: String(index),
        ...(redis ? { BATCH_RATE: String(rate), REDIS_URL: redis.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(stdout.trim())) : reject(new Error(`payer ${index} exited ${code}`)),
    );
  });

const started = performance.now();
const shares = Array.from(
  { length: processes },
  (_, index) => Math.floor(payouts / processes) + (index < payouts % processes ? 1 : 0),
);
const ends = await Promise.all(shares.map((share, index) => run(index, share)));
const seconds = (performance.now() - started) / 1000;
await sandbox.close();
redis?.child.kill();
const sum = (key) => ends.reduce((total, end) => total + end[key], 0);
console.log(
  JSON.stringify({
    payouts,
    rate,
    processes,
    inFlight,
    limited,
    seconds,
    idealSeconds: payouts / rate,
    paid: sum('paid'),
    unknown: sum('unknown'),
    failed: sum('failed'),
    refused: sum('refused'),
  }),
);

/** Starts `redis-server` on a free port of 127.0.0.1, without persistence; resolves once it listens. */
async function startRedis() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  let output = '';
  // Read to the end (not just to readiness): the server keeps logging to it.
  await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  return { url: `redis://127.0.0.1:${port}`, child };
}
