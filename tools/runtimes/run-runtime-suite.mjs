#!/usr/bin/env node
// Runs the runtime suite of the package in the current folder (runtime-suite.mjs) with vitest, on the Node
// this process runs on (`on-node 22 runtime-suite`), type tests left to the full suite:
//
//   runtime-suite [--list]
//
// A package whose tests reach no runtime file says so and passes without starting vitest.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { runtimeSuite } from './runtime-suite.mjs';

const root = resolve(import.meta.dirname, '../..');
const packagePath = relative(root, process.cwd());
const suite = runtimeSuite(root, packagePath);
const node = `Node ${process.versions.node}`;

if (process.argv.includes('--list')) {
  for (const [test, tested] of suite) console.log(`${test}\n  tests ${tested.join(', ')}`);
  process.exit(0);
}
if (suite.size === 0) {
  // scripts/summary.mjs reads this line as the package's result on this Node.
  console.log(`Runtime suite: none of ${packagePath}'s tests reaches a runtime API, so none runs again on ${node}`);
  process.exit(0);
}
console.log(`Runtime suite of ${packagePath} on ${node}: ${suite.size} test files`);
const vitest = join(
  dirname(createRequire(join(process.cwd(), 'package.json')).resolve('vitest/package.json')),
  'vitest.mjs',
);
const files = [...suite.keys()].map((file) => join(root, file));
const child = spawn(process.execPath, [vitest, 'run', '--typecheck.enabled=false', ...files], { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
