// Totals the vitest results of every package from turbo's task logs and prints one closing line,
// `Tests: N passed, N failed`. Exits 1 when a package's log is missing or reports failures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ansi = /\u001b\[[0-9;]*m/g;
let passed = 0;
let failed = 0;
const problems = [];
for (const group of ['packages', 'apps', 'tools']) {
  if (!existsSync(group)) continue;
  for (const name of readdirSync(group)) {
    const manifest = join(group, name, 'package.json');
    if (!existsSync(manifest) || !JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test) continue;
    const log = join(group, name, '.turbo', 'turbo-test.log');
    if (!existsSync(log)) {
      problems.push(`${group}/${name}: no test log`);
      continue;
    }
    const line = readFileSync(log, 'utf8').replace(ansi, '').split('\n').reverse().find((text) => /^\s*Tests\s+/.test(text));
    if (!line) {
      problems.push(`${group}/${name}: no vitest summary in its log`);
      continue;
    }
    const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
    passed += count('passed');
    failed += count('failed');
    console.log(`${`${group}/${name}`.padEnd(24)} ${line.trim().replace(/^Tests\s+/, '')}`);
  }
}
for (const problem of problems) console.log(problem);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 || passed === 0 ? 1 : 0);
