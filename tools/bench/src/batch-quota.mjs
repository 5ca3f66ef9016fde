// A batch at the gateway's quota: `BENCH_BATCH_PAYOUTS` payouts (default 1,000), shared by 4 processes
// (batch-payer.mjs, `BENCH_BATCH_IN_FLIGHT` at a time each, default 4), to a @lintas/sandbox in this
// process that limits the merchant to `BENCH_BATCH_RATE` requests per second (default 10) and refuses
// the others with 21020 "Too many requests". Prints one JSON line: the batch's seconds against the
// ideal (payouts / rate), the payouts paid, left unknown and failed, and the attempts refused 21020.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDemoMerchant, startSandbox } from '@lintas/sandbox';

const payouts = Number(process.env.BENCH_BATCH_PAYOUTS ?? 1000);
const rate = Number(process.env.BENCH_BATCH_RATE ?? 10);
const inFlight = Number(process.env.BENCH_BATCH_IN_FLIGHT ?? 4);
const processes = 4;
const sandbox = await startSandbox();
const merchant = createDemoMerchant(sandbox);
sandbox.updateMerchant({ appId: merchant.appId, rateLimitPerSecond: rate });

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
const sum = (key) => ends.reduce((total, end) => total + end[key], 0);
console.log(
  JSON.stringify({
    payouts,
    rate,
    processes,
    inFlight,
    seconds,
    idealSeconds: payouts / rate,
    paid: sum('paid'),
    unknown: sum('unknown'),
    failed: sum('failed'),
    refused: sum('refused'),
  }),
);
