import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports package `name` (or one of its entry points, `@lintas/end-of-day/cli`) as the project in `cwd`
 * has it installed (its ESM entry when the package declares one), else as this package resolves it; `undefined` when neither has it. A command run from
 * a merchant's project uses the project's own plugins and database clients, whatever its installer.
 */
export async function importFromProject(name: string, cwd: string): Promise<Record<string, unknown> | undefined> {
  const fromProject = createRequire(join(cwd, 'package.json'));
  const entry = esmEntry(fromProject, name) ?? resolved(fromProject, name);
  try {
    return (await import(entry === undefined ? name : pathToFileURL(entry).href)) as Record<string, unknown>;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

function esmEntry(require: NodeRequire, name: string): string | undefined {
  // `@scope/package/subpath` → the package `@scope/package` and its export `./subpath`.
  const parts = name.split('/');
  const length = name.startsWith('@') ? 2 : 1;
  const packageName = parts.slice(0, length).join('/');
  const subpath = parts.length > length ? `./${parts.slice(length).join('/')}` : '.';
  const manifest = resolved(require, `${packageName}/package.json`);
  if (manifest === undefined) return undefined;
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown };
  const main =
    typeof exports === 'object' && exports !== null ? (exports as Record<string, unknown>)[subpath] : undefined;
  const file = (main as { import?: { default?: unknown } } | undefined)?.import?.default;
  return typeof file === 'string' ? join(dirname(manifest), file) : undefined;
}

function resolved(require: NodeRequire, specifier: string): string | undefined {
  try {
    return require.resolve(specifier);
  } catch {
    return undefined;
  }
}

function isNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
}
