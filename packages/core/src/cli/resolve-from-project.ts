import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The file of a package's entry point (`@lintas/stores/cli`, or `@lintas/philippines` for its main
 * entry: its ESM build) as the project in `cwd` resolves it, if installed there. A command run from a
 * merchant's project uses the project's own packages, so core depends on none of them.
 */
export function resolveFromProject(specifier: `@lintas/${string}`, cwd: string): string | undefined {
  const [scope, name, ...subpath] = specifier.split('/');
  let manifest: string;
  try {
    manifest = createRequire(join(cwd, 'package.json')).resolve(`${scope}/${name}/package.json`);
  } catch {
    return undefined;
  }
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports?: Record<string, { import?: { default?: string } } | undefined>;
  };
  const file = exports?.[subpath.length === 0 ? '.' : `./${subpath.join('/')}`]?.import?.default;
  return file === undefined ? undefined : join(dirname(manifest), file);
}
