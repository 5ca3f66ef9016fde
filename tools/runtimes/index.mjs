// Where the Node.js binaries of this package live. They come from the registry's per-platform `node-*`
// packages (the ones the `node` package's install script fetches), declared as optional dependencies
// so that pnpm installs only the one matching the machine.
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The Node.js majors this package provides: every one Lintas supports. */
export const majors = ['22', '24'];

/**
 * The path of the `node` binary of a major (`'22'`, `'24'`) for this platform, or throws saying why.
 * @param {string} major
 * @returns {string}
 */
export function nodeBinary(major) {
  const name = `node-${major}-${process.platform}-${process.arch}`;
  let manifest;
  try {
    manifest = require.resolve(`${name}/package.json`);
  } catch {
    throw new Error(
      `Node ${major} is not installed for ${process.platform}-${process.arch} (no ${name} package): run pnpm install`,
    );
  }
  const binary = join(dirname(manifest), 'bin', 'node');
  accessSync(binary, constants.X_OK);
  return binary;
}
