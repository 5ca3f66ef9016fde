// Generated code goes through Biome as `pnpm lint` would leave it (format, safe fixes, import and export
// order), so a generated file is never reported by the lint and its text does not depend on how the
// generator spells it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The files Biome formats here: the rest (Markdown) is written as generated. */
const FORMATTED = /\.(ts|mts|cts|js|mjs|cjs|json|jsonc)$/;

/**
 * The Biome binary of the repository's install.
 * @param {string} root
 */
function biomeOf(root) {
  const binary = join(root, 'node_modules', '.bin', 'biome');
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run pnpm install first.`);
  return binary;
}

/**
 * `text` as `biome check --write` leaves the file `path` (relative to `root`, whose biome.jsonc applies).
 * @param {string} root
 * @param {string} path
 * @param {string} text
 * @returns {Promise<string>}
 */
export function format(root, path, text) {
  if (!FORMATTED.test(path)) return Promise.resolve(text);
  return new Promise((resolve, reject) => {
    const child = spawn(biomeOf(root), ['check', '--write', `--stdin-file-path=${path}`], { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && stdout !== '') resolve(stdout);
      else reject(new Error(`Biome could not format the generated ${path}:\n${stderr || stdout}`));
    });
    child.stdin.end(text);
  });
}
