#!/usr/bin/env node
// `pnpm generate`: writes every list derived from the endpoint definitions and families.json.
// `pnpm generate --check` (run by `pnpm check`): writes nothing, and exits 1 naming each stale file.
// `--root=<folder>`: another checkout than the one this file is in.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, generate } from './generate.mjs';

const rootArgument = process.argv.find((argument) => argument.startsWith('--root='));
const root = rootArgument
  ? resolve(rootArgument.slice('--root='.length))
  : resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

try {
  if (process.argv.includes('--check')) {
    const stale = compare(root).filter((derived) => derived.expected !== derived.actual);
    for (const derived of stale)
      console.error(
        `stale: ${derived.path} ${derived.actual === undefined ? '(missing)' : 'differs from its sources'}`,
      );
    if (stale.length > 0) {
      console.error(`${stale.length} generated file(s) out of date: run pnpm generate, and commit what it writes.`);
      process.exitCode = 1;
    } else {
      console.log('pnpm generate --check: every generated file is up to date.');
    }
  } else {
    const written = generate(root);
    for (const path of written) console.log(`wrote ${path}`);
    console.log(
      written.length === 0 ? 'pnpm generate: nothing to write.' : `pnpm generate: ${written.length} file(s) written.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
