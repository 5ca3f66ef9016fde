// The size budget, run by `pnpm check` (this package's `test`): every published entry point, and the one
// call the README's quick start makes, bundled as a merchant's bundler does (esbuild, code splitting,
// minified, gzip -9, every chunk counted) and held to the budget in `size-budget.json`, which gives the
// reason for each figure. Growing past a budget fails; so does a published entry point with no budget,
// or a budget for an entry point that is gone, or a budget 1 KB or more above what it measures (it would
// let 1 KB of growth through unseen). Raising a budget is a decision: change its bytes and say
// why in its reason, in the commit that grows it.
//
// Usage: node src/size-budget.mjs [--print]  (--print: each entry's bytes as measured, and nothing fails)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entries as calls } from './bundle-size.mjs';
import { measure } from './measure-bundle.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const budget = JSON.parse(readFileSync(new URL('../size-budget.json', import.meta.url), 'utf8')).budget;

/**
 * Every entry point of every published package (`@lintas/core`, `@lintas/core/tracing`, ...), with what
 * its bundle leaves out: the package's peers that are not Lintas (`ioredis`, `@opentelemetry/api`), which
 * the merchant already has.
 */
function publishedEntries() {
  const names = new Map();
  for (const folder of readdirSync(join(root, 'packages'))) {
    const manifest = JSON.parse(readFileSync(join(root, 'packages', folder, 'package.json'), 'utf8'));
    if (manifest.private) continue;
    for (const path of Object.keys(manifest.exports ?? { '.': null })) {
      if (path === './package.json' || path.includes('*')) continue;
      const peers = Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !peer.startsWith('@lintas/'));
      names.set(path === '.' ? manifest.name : `${manifest.name}${path.slice(1)}`, peers);
    }
  }
  return names;
}

/** What a bundle of `name` holds: a call (see bundle-size.mjs), or everything the entry point exports. */
const contentsOf = (name) => (name.startsWith('call: ') ? calls[name.slice(6)] : `export * from '${name}';`);

const print = process.argv.includes('--print');
/**
 * A budget that leaves 1 KB or more above what it measures would let 1 KB of growth through: such a
 * budget fails too, so that every budget stays tight enough to catch it (set: measured + 2 %, at most
 * 512 B, rounded up to 100 B).
 */
const slack = 1024;

/**
 * 1 KB of new code (minified), as a feature adds it: a table of messages, kept because it is exported.
 * A call's budget must fail once this is added to the call: the size check measures that too.
 */
const grownBy1KB = (() => {
  const words = 'the gateway refused this call because its signature key merchant dashboard clock order amount'.split(
    ' ',
  );
  let seed = 1;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed;
  };
  let table = '';
  for (let index = 0; table.length < 1024; index++) {
    const text = Array.from({ length: 8 }, () => words[next() % words.length]).join(' ');
    table += `m${index}:'${text}',`;
  }
  return `\nconst grown={${table}};export const grownMessage=(key)=>grown[key];`;
})();
const names = publishedEntries();
for (const name of Object.keys(budget)) if (name.startsWith('call: ')) names.set(name, []);
const failures = [];
for (const name of new Set([...names.keys(), ...Object.keys(budget)])) {
  const entry = budget[name];
  if (!names.has(name)) {
    failures.push(`${name}: has a budget but is no published entry point (remove it from size-budget.json)`);
    continue;
  }
  const measureOn = (platform, more = '') => measure(contentsOf(name) + more, { platform, external: names.get(name) });
  // An entry point for servers only (its budget says `"platform": "node"`) is bundled for Node.
  let platform = entry?.platform ?? 'neutral';
  const { all } = await measureOn(platform).catch((error) => {
    if (entry || platform !== 'neutral') throw error;
    platform = 'node';
    return measureOn(platform);
  });
  if (print) console.log(`${name}: ${all} B (${platform})`);
  if (!entry) failures.push(`${name}: ${all} B, and no budget: add it to size-budget.json with its reason`);
  else if (all > entry.bytes)
    failures.push(`${name}: ${all} B, over its budget of ${entry.bytes} B by ${all - entry.bytes} B (${entry.reason})`);
  else if (entry.bytes - all >= slack)
    failures.push(
      `${name}: ${all} B, ${entry.bytes - all} B under its budget of ${entry.bytes} B: 1 KB more would pass unseen (lower it to ${all + Math.min(512, Math.ceil(all * 0.02))} B rounded up to 100 B)`,
    );
  else if (name.startsWith('call: ') && (await measureOn(platform, grownBy1KB)).all <= entry.bytes)
    failures.push(
      `${name}: ${all} B under its budget of ${entry.bytes} B, and 1 KB more code in the call would still fit: lower the budget so that 1 KB more fails`,
    );
  else if (!print) console.log(`size budget: ${name} ${all} B of ${entry.bytes} B`);
}
if (failures.length > 0 && !print) {
  console.error(
    `size budget: ${failures.length} over or missing (min+gzip, every chunk counted):\n${failures.map((line) => `  ${line}`).join('\n')}\nA budget grows only as a decision: raise its bytes in tools/bench/size-budget.json and say why in its reason.`,
  );
  process.exitCode = 1;
}
