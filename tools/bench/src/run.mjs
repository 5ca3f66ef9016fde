// `pnpm bench`: every performance figure of Lintas in one run, each beside its target, the floor it is
// built on and its peers, on each runtime, and whether the target is met. Each figure is measured in
// its own processes (see the scripts beside this one); figures are medians or interleaved ratios, so
// that a machine shared with other work still gives comparable numbers. Asserts nothing.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeBinary } from '@lintas/runtimes';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const runJson = (command, args, env = {}) => {
  const stdout = execFileSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(stdout.trim().split('\n').at(-1));
};
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const percent = (value) => `${value.toFixed(1)}%`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

const rows = [];
const row = (figure, target, lintas, floor, peers, met, before = '') => {
  rows.push({ figure, target, lintas, before, floor, peers, met: met === undefined ? '-' : met ? 'MET' : 'NOT MET' });
  console.error(`  measured: ${figure}`);
};
// The same figures as measured on this machine before the call loop (src/call/) landed, when the first
// attempt went straight to fetch and the failure path loaded by import(): what the targets improve on.
const before = {
  overhead: { 'Node 24': '~6%' },
  coldStart: 'bare + 31.5 ms (ky not loaded at start)',
  bundle: '19.8 KB (9.2 KB loaded first)',
};

// Per-call overhead: three counterbalanced runs on each runtime, runtimes interleaved run by run.
const runtimes = [
  {
    name: `Node ${process.versions.node.split('.')[0]} (this machine's)`,
    target: false,
    command: () => [process.execPath, [here('overhead.mjs')]],
  },
  { name: 'Node 22', target: true, command: () => [nodeBinary('22'), [here('overhead.mjs')]] },
  { name: 'Node 24', target: true, command: () => [nodeBinary('24'), [here('overhead.mjs')]] },
  { name: 'Bun', target: true, command: () => [bin('bun'), [here('overhead.mjs')]] },
  { name: 'Deno', target: true, command: () => [bin('deno'), ['run', '--allow-all', here('overhead.mjs')]] },
];
const runsOf = new Map(runtimes.map((runtime) => [runtime, []]));
for (let run = 0; run < 3; run++) {
  for (const runtime of runtimes) {
    const [command, args] = runtime.command();
    runsOf.get(runtime).push(runJson(command, args));
  }
  console.error(`  overhead: run ${run + 1} of 3 done on every runtime`);
}
for (const runtime of runtimes) {
  const runs = runsOf.get(runtime);
  const above = (name) => runs.map((run) => (run.perCall[name] / run.perCall.fetch - 1) * 100);
  const sdk = above('sdk');
  row(
    `per-call overhead vs hand-written fetch, ${runs[0].runtime}`,
    runtime.target ? '<= 10%' : '(no target)',
    `${percent(median(sdk))} (runs ${sdk.map((value) => value.toFixed(1)).join(' / ')})`,
    `ky floor ${percent(median(above('floor')))}`,
    `plain ky.post ${percent(median(above('ky')))}`,
    runtime.target ? median(sdk) <= 10 : undefined,
    before.overhead[runtime.name] ?? '',
  );
}

// Tracing: the same runs, the call with an OpenTelemetry tracer against the call without (the figure above).
for (const runtime of runtimes) {
  const runs = runsOf.get(runtime);
  const traced = runs.map((run) => (run.perCall.traced / run.perCall.sdk - 1) * 100);
  const off = runs.map((run) => (run.perCall.sdk / run.perCall.fetch - 1) * 100);
  row(
    `per-call cost of tracing on (OpenTelemetry SDK tracer) vs off, ${runs[0].runtime}`,
    '(no target)',
    `+${percent(median(traced))} (runs ${traced.map((value) => value.toFixed(1)).join(' / ')})`,
    `tracing off: ${percent(median(off))} above hand-written fetch`,
    '',
  );
}

// Cold start: the target runtime, and this machine's Node for comparison.
for (const [binary, target] of [
  [nodeBinary('24'), true],
  [process.execPath, false],
]) {
  const cold = runJson(process.execPath, [here('cold-start.mjs'), binary]);
  const { floor, lintas, stripe, openai } = cold.cpu;
  row(
    `cold start, import() of core + one family (CPU above bare node: an empty module), ${cold.runtime}`,
    target ? '<= bare + 40 ms' : '(no target)',
    `bare + ${ms(lintas)} (floor ${lintas >= floor ? '+' : '-'} ${ms(Math.abs(lintas - floor))}; wall ${ms(cold.wall.lintas)})`,
    `ky + valibot bare + ${ms(floor)}`,
    `stripe bare + ${ms(stripe)}, openai bare + ${ms(openai)}`,
    target ? lintas <= 40 : undefined,
    target ? before.coldStart : '',
  );
}

// Bundle size of one realistic call: every chunk the bundler emits, whatever loads it and when.
const { all, first, pullsOtherFamily } = runJson(process.execPath, [here('bundle-size.mjs')]);
row(
  'bundle of one createPayment call, core + one family with ky and valibot, every chunk emitted (min+gzip)',
  '<= 16 KB',
  `${kb(all.lintas)} (${kb(first.lintas)} load first; ${(all.stripe / all.lintas).toFixed(1)}x smaller than stripe)${pullsOtherFamily ? '; PULLS ANOTHER FAMILY' : ''}`,
  `ky + valibot ${kb(all.floor)}`,
  `stripe ${kb(all.stripe)}, openai ${kb(all.openai)}`,
  all.lintas <= 16 * 1024 && !pullsOtherFamily,
  before.bundle,
);
row(
  'bundle of the same call through the whole family plugin, every chunk emitted (min+gzip)',
  '(no target)',
  `${kb(all.lintasPlugin)} (${kb(first.lintasPlugin)} load first)`,
  `ky + valibot ${kb(all.floor)}`,
  `stripe ${kb(all.stripe)}`,
);

// The sandbox against the minimal verifying server.
const sandbox = runJson(process.execPath, ['--expose-gc', here('sandbox-throughput.mjs')]);
const ratio = sandbox.ratio;
row(
  'sandbox signed requests/s vs minimal node:http server verifying the same signature',
  '>= 0.9x',
  `${Math.round(sandbox.sandbox)}/s, median of round ratios ${ratio.toFixed(2)}x (rounds ${sandbox.ratios.join(', ')})${sandbox.failures ? `; ${sandbox.failures} FAILED REQUESTS` : ''}`,
  `minimal server ${Math.round(sandbox.minimal)}/s`,
  '',
  ratio >= 0.9 && sandbox.failures === 0,
);
const growth = sandbox.heapGrowthBytes / 1024 / 1024;
row(
  'sandbox heap after GC, before vs after the measured requests',
  'flat (< 8 MB growth)',
  `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB over ${sandbox.sandboxRequests} requests`,
  '',
  '',
  sandbox.gc && growth < 8,
);

// Notifications: hostile bodies against the receiving process, and valid ones per second.
const notifications = runJson(process.execPath, [here('notifications.mjs')]);
row(
  'notification receiver event-loop delay p99 under 100 hostile unsigned bodies at once (nested arrays, 1 MiB)',
  '< 50 ms, every body refused',
  `${ms(notifications.hostile.p99Ms)} (rounds ${notifications.hostile.rounds.join(' / ')} ms; max ${ms(notifications.hostile.maxMs)})${notifications.hostile.allRefused ? '' : '; NOT EVERY BODY REFUSED'}`,
  '',
  '',
  notifications.hostile.p99Ms < 50 && notifications.hostile.allRefused,
);
row(
  'valid notifications/s, createNotificationHandler (verify, dedupe, listener) vs hand-written node:crypto receiver',
  '(no target)',
  `${Math.round(notifications.valid.perSecond)}/s, median of round ratios ${notifications.valid.ratio.toFixed(2)}x (rounds ${notifications.valid.rounds.join(', ')})`,
  `hand-written ${Math.round(notifications.valid.baselinePerSecond)}/s`,
  '',
);
row(
  'valid notifications/s with confirm (one payment query per notification, loopback gateway)',
  '(no target)',
  `${Math.round(notifications.confirmed.perSecond)}/s, ${notifications.confirmed.ratio.toFixed(2)}x the handler without confirm`,
  '',
  '',
);

// Side by side.
const columns = [
  ['figure', 'figure'],
  ['target', 'target'],
  ['Lintas', 'lintas'],
  ['before the call loop', 'before'],
  ['floor', 'floor'],
  ['peers', 'peers'],
  ['met', 'met'],
];
const widths = columns.map(([title, key]) => Math.max(title.length, ...rows.map((entry) => entry[key].length)));
const line = (cells) =>
  cells
    .map((cell, index) => cell.padEnd(widths[index]))
    .join(' | ')
    .trimEnd();
console.log(line(columns.map(([title]) => title)));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const entry of rows) console.log(line(columns.map(([, key]) => entry[key])));
const targets = rows.filter((entry) => entry.met !== '-');
const met = targets.filter((entry) => entry.met === 'MET').length;
const missed = targets.filter((entry) => entry.met !== 'MET');
console.log(
  missed.length === 0
    ? `\nbench: all ${targets.length} targets met`
    : `\nbench: ${met} of ${targets.length} targets met; not met: ${missed.map((entry) => `${entry.figure} (${entry.target}: ${entry.lintas})`).join('; ')}`,
);
