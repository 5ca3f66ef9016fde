// Totals the vitest results of every package from turbo's task logs: the full suite on Node 24, the
// runtime suite on Node 22 (tools/runtimes) and the type tests. Prints a line per package and suite, one closing line
// `Tests: N passed, N failed`, and the ten slowest test files with their seconds. Exits 1 when a log is
// missing or reports failures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the colour codes this strips
const ansi = /\u001b\[[0-9;]*m/g;
// turbo names a task's log after the task, with `:` spelled `$colon$`.
// A package with type tests (`*.test-d.ts`) runs them in its type check, `vitest run --typecheck.only`,
// which is tsc over the whole package: once, not again in its tests.
const tasks = [
  { task: 'test', log: 'turbo-test.log', label: 'node 24, full suite' },
  { task: 'test:node22', log: 'turbo-test$colon$node22.log', label: 'node 22, runtime suite' },
  { task: 'typecheck', log: 'turbo-typecheck.log', label: 'type tests', when: (script) => script.startsWith('vitest') },
];
// A file's line in vitest's report: `✓ test/x.test.ts (12 tests) 2886ms` (type tests print no time).
const fileLine = /^\s*[✓❯×↓]\s+(\S+\.test\.[cm]?[jt]s)\s+\([^)]*\)\s+([\d.]+)(ms|s)\s*$/;
// What tools/runtimes/run-runtime-suite.mjs prints for a package none of whose tests is in the runtime suite.
const noRuntimeTests = /^Runtime suite: none of /;

let passed = 0;
let failed = 0;
const problems = [];
const files = [];
for (const group of ['packages', 'apps', 'tools']) {
  if (!existsSync(group)) continue;
  for (const name of readdirSync(group)) {
    const manifest = join(group, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const scripts = JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {};
    for (const { task, log: file, label, when } of tasks) {
      if (when && !when(scripts[task] ?? '')) continue;
      if (!scripts[task]) {
        if (scripts.test) problems.push(`${group}/${name}: has a test script but no ${task}`);
        continue;
      }
      const where = `${group}/${name} (${label})`;
      const log = join(group, name, '.turbo', file);
      if (!existsSync(log)) {
        problems.push(`${where}: no test log`);
        continue;
      }
      const lines = readFileSync(log, 'utf8').replace(ansi, '').split('\n');
      for (const text of lines) {
        const match = fileLine.exec(text);
        if (match?.[1] && match[2])
          files.push({
            where: `${group}/${name}/${match[1]}`,
            label,
            seconds: Number(match[2]) / (match[3] === 'ms' ? 1000 : 1),
          });
      }
      if (lines.some((text) => noRuntimeTests.test(text))) continue;
      const line = [...lines].reverse().find((text) => /^\s*Tests\s+/.test(text));
      if (!line) {
        problems.push(`${where}: no vitest summary in its log`);
        continue;
      }
      const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
      passed += count('passed');
      failed += count('failed');
      console.log(`${where.padEnd(46)} ${line.trim().replace(/^Tests\s+/, '')}`);
    }
  }
}
for (const problem of problems) console.log(problem);
console.log(`Tests: ${passed} passed, ${failed} failed`);
console.log('\nThe ten slowest test files:');
for (const { where, label, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${where} (${label})`);
process.exit(failed > 0 || problems.length > 0 || passed === 0 ? 1 : 0);
