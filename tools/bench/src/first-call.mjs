// Import + first call: the wall time of a fresh process, measured from outside (spawn to exit), that
// imports, builds a client with the merchant's PEM key and makes one Philippine `createPayment` against
// a @lintas/sandbox in this process: what every cold start of a serverless function pays before its
// first answer. Variants (entries/first-*.mjs): `bare` (an empty process: the runtime's start-up),
// `hand` (`node:crypto` + `fetch`, no library), `lintas` (this build) and `release` (the previous
// release's build, release-build.mjs). Their processes are interleaved in a rotated order; each figure is
// the median over the runs, and beside it the median of each round's difference to the hand-written
// process (a paired figure, robust to the machine's load drifting).
// Each process also says its own CPU time (all threads, from its start), which a loaded machine moves
// less than the wall time.
// Usage: node first-call.mjs <node binary>
//   -> one JSON line { runtime, runs, wall: { name: ms }, aboveHand: { name: ms }, cpu: { name: ms },
//      cpuAboveHand: { name: ms } }.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDemoMerchant, startSandbox } from '@lintas/sandbox';
import { releaseBuild } from './release-build.mjs';

const node = process.argv[2] ?? process.execPath;
const runs = Number(process.env.BENCH_FIRST_RUNS ?? 15);
const variants = ['bare', 'hand', 'lintas', 'release'];
const release = releaseBuild();
const sandbox = await startSandbox();
const merchant = createDemoMerchant(sandbox);
const env = {
  ...process.env,
  LINTAS_RELEASE_CORE: release.core,
  LINTAS_RELEASE_PHILIPPINES: release.philippines,
  SANDBOX_URL: sandbox.url,
  APP_ID: merchant.appId,
  PRIVATE_KEY: merchant.privateKey,
};
const entry = (name) => fileURLToPath(new URL(`../entries/first-${name}.mjs`, import.meta.url));

/** One fresh process running `name`'s entry: its wall time from spawn to exit and its CPU time, in ms. */
const start = (name) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(node, [entry(name)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const wall = performance.now() - started;
      if (code !== 0) return reject(new Error(`first call of ${name} failed (${code}): ${stderr}`));
      const { user, system } = JSON.parse(stdout.trim());
      resolve({ wall, cpu: (user + system) / 1000 });
    });
  });
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const times = Object.fromEntries(variants.map((name) => [name, []]));
for (const name of variants) await start(name); // the file system cache, once
for (let run = 0; run < runs; run++) {
  // Rotated order: no variant always runs right after another.
  for (let step = 0; step < variants.length; step++) {
    const name = variants[(run + step) % variants.length];
    times[name].push(await start(name));
  }
}
await sandbox.close();
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const round = (value) => Math.round(value * 10) / 10;
/** Each variant's median of `measure`, and the median of its difference to the same round's hand-written process. */
const figures = (measure) => [
  Object.fromEntries(variants.map((name) => [name, round(median(times[name].map((time) => time[measure])))])),
  Object.fromEntries(
    variants.map((name) => [
      name,
      round(median(times[name].map((time, index) => time[measure] - times.hand[index][measure]))),
    ]),
  ),
];
const [wall, aboveHand] = figures('wall');
const [cpu, cpuAboveHand] = figures('cpu');
console.log(JSON.stringify({ runtime: `Node ${version.replace(/^v/, '')}`, runs, wall, aboveHand, cpu, cpuAboveHand }));
