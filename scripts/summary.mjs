// Totals the vitest results of every package, on every Node the suite runs on, from turbo's task logs
// and prints one closing line, `Tests: N passed, N failed`. Exits 1 when a log is missing or reports
// failures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the colour codes this strips
const ansi = /\u001b\[[0-9;]*m/g;
// turbo names a task's log after the task, with `:` spelled `$colon$`.
const tasks = [
  { task: 'test', log: 'turbo-test.log', label: `node ${process.versions.node.split('.')[0]}` },
  { task: 'test:node22', log: 'turbo-test$colon$node22.log', label: 'node 22' },
  { task: 'test:node24', log: 'turbo-test$colon$node24.log', label: 'node 24' },
];
let passed = 0;
let failed = 0;
const problems = [];
for (const group of ['packages', 'apps', 'tools']) {
  if (!existsSync(group)) continue;
  for (const name of readdirSync(group)) {
    const manifest = join(group, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const scripts = JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {};
    for (const { task, log: file, label } of tasks) {
      if (!scripts[task]) {
        if (scripts.test) console.log(`${group}/${name}: has no ${task} script, so its tests do not run on ${label}`);
        continue;
      }
      const where = `${group}/${name} (${label})`;
      const log = join(group, name, '.turbo', file);
      if (!existsSync(log)) {
        problems.push(`${where}: no test log`);
        continue;
      }
      const line = readFileSync(log, 'utf8')
        .replace(ansi, '')
        .split('\n')
        .reverse()
        .find((text) => /^\s*Tests\s+/.test(text));
      if (!line) {
        problems.push(`${where}: no vitest summary in its log`);
        continue;
      }
      const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
      passed += count('passed');
      failed += count('failed');
      console.log(`${where.padEnd(34)} ${line.trim().replace(/^Tests\s+/, '')}`);
    }
  }
}
for (const problem of problems) console.log(problem);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || problems.length > 0 || passed === 0 ? 1 : 0);
