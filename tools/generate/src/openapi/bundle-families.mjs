// The families' plugins as they run, read from their TypeScript sources (not their builds, which
// `pnpm generate --check` runs before): one esbuild bundle of every family's `src/index.ts`, each
// `@lintas/<name>` import taken from `packages/<name>/src`, imported from a temporary folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * `@lintas/<name>` and `@lintas/<name>/<entry>` as the package's source (`src/index.ts`, `src/<entry>.ts`).
 * @param {string} root
 * @returns {import('esbuild').Plugin}
 */
const workspaceSources = (root) => ({
  name: 'lintas-workspace-sources',
  setup(context) {
    context.onResolve({ filter: /^@lintas\// }, ({ path }) => {
      const [, name, ...entry] = path.split('/');
      return {
        path: join(root, 'packages', String(name), 'src', `${entry.length > 0 ? entry.join('/') : 'index'}.ts`),
      };
    });
  },
});

/**
 * Every family's module, by folder: what its `src/index.ts` exports.
 * @param {string} root the repository's root
 * @param {readonly { folder: string }[]} families
 * @returns {Promise<Record<string, Record<string, unknown>>>}
 */
export async function bundleFamilies(root, families) {
  const entry = families
    .map((family, index) => `export * as f${index} from ${JSON.stringify(`@lintas/${family.folder}`)};`)
    .join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    plugins: [workspaceSources(root)],
  });
  const folder = mkdtempSync(join(tmpdir(), 'lintas-generate-openapi-'));
  try {
    const file = join(folder, 'families.mjs');
    writeFileSync(file, result.outputFiles[0]?.text ?? '');
    /** @type {Record<string, Record<string, unknown>>} */
    const modules = await import(pathToFileURL(file).href);
    return Object.fromEntries(families.map((family, index) => [family.folder, modules[`f${index}`] ?? {}]));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
