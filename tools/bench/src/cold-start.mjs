// Cold start: how long a fresh process takes to `import()` core + one family, beside the ky + valibot
// floor, the previous release's build (release-build.mjs), peer SDKs and an empty module (the loader's own cost, subtracted from the others). Timed inside
// each process, so the noise of starting one stays out, as CPU time (the figure judged: it holds on a
// loaded machine) and as wall time. The processes of all variants are interleaved, and each figure is
// the median over the runs.
// Usage: node cold-start.mjs <node binary>
//   -> one JSON line { runtime, runs, cpu: { name: ms above bare }, wall: { name: ms above bare } }.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { releaseBuild } from './release-build.mjs';

const node = process.argv[2] ?? process.execPath;
const runs = Number(process.env.BENCH_COLD_RUNS ?? 25);
const variants = ['bare', 'floor', 'lintas', 'release', 'stripe', 'openai'];
const release = releaseBuild();
const env = { ...process.env, LINTAS_RELEASE_CORE: release.core, LINTAS_RELEASE_PHILIPPINES: release.philippines };
const importer = fileURLToPath(new URL('../entries/cold-import.mjs', import.meta.url));

const start = (name) => {
  const result = spawnSync(node, [importer, name], { encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`cold start of ${name} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim());
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const times = Object.fromEntries(variants.map((name) => [name, []]));
for (const name of variants) start(name); // the file system cache, once
for (let run = 0; run < runs; run++) {
  // Rotated order: no variant always runs right after another.
  for (let step = 0; step < variants.length; step++) {
    const name = variants[(run + step) % variants.length];
    times[name].push(start(name));
  }
}
const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const above = (measure) => {
  const bare = median(times.bare.map((time) => time[measure]));
  return Object.fromEntries(
    variants
      .filter((name) => name !== 'bare')
      .map((name) => [name, median(times[name].map((time) => time[measure])) - bare]),
  );
};
console.log(
  JSON.stringify({ runtime: `Node ${version.replace(/^v/, '')}`, runs, cpu: above('cpu'), wall: above('wall') }),
);
