// Generated code goes through Biome as `pnpm lint` would leave it (format, safe fixes, import and export
// order), so a generated file is never reported by the lint and its text does not depend on how the
// generator spells it. One Biome run formats them all: in a scratch folder that mirrors the repository's
// paths beside a copy of its biome.jsonc, so that its per-path settings apply as they do in place.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The files Biome formats here: the rest (Markdown) is written as generated. */
const FORMATTED = /\.(ts|mts|cts|js|mjs|cjs|json|jsonc)$/;

/**
 * Each text as `biome check --write` leaves the file at its path (relative to `root`, whose biome.jsonc
 * applies); texts of other kinds as they are.
 * @param {string} root
 * @param {ReadonlyMap<string, string>} texts by path
 * @returns {Map<string, string>}
 */
export function formatAll(root, texts) {
  const formatted = new Map(texts);
  const paths = [...texts.keys()].filter((path) => FORMATTED.test(path));
  if (paths.length === 0) return formatted;
  const binary = join(root, 'node_modules', '.bin', 'biome');
  if (!existsSync(binary)) throw new Error(`${binary} is missing: run pnpm install first.`);
  const scratch = mkdtempSync(join(tmpdir(), 'lintas-generate-format-'));
  try {
    copyFileSync(join(root, 'biome.jsonc'), join(scratch, 'biome.jsonc'));
    for (const path of paths) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), texts.get(path) ?? '');
    }
    const result = spawnSync(
      binary,
      ['check', '--write', '--vcs-enabled=false', '--colors=off', '--no-errors-on-unmatched', ...paths],
      { cwd: scratch, encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new Error(`Biome could not format the generated files:\n${result.stdout}${result.stderr}`);
    for (const path of paths) formatted.set(path, readFileSync(join(scratch, path), 'utf8'));
    return formatted;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
