#!/usr/bin/env node
// Runs a command with a given Node.js major first on PATH, so that the command (vitest, a bench script)
// and every process it starts with `node` or `process.execPath` run on that Node:
//
//   on-node 24 vitest run
import { spawn } from 'node:child_process';
import { delimiter, dirname } from 'node:path';
import { majors, nodeBinary } from './index.mjs';

const [major, command, ...args] = process.argv.slice(2);
if (!major || !majors.includes(major) || !command) {
  console.error(`usage: on-node <${majors.join('|')}> <command> [args...]`);
  process.exit(2);
}
const binary = nodeBinary(major);
const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}` },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (error) => {
  console.error(`on-node: could not start ${command}: ${error.message}`);
  process.exit(1);
});
