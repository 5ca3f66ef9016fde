import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describeRun, run } from '@lintas/release-checks/run';
import { repositoryRoot } from '@lintas/release-checks/workspace';

/** What an example's folder holds after a run there, never copied. */
const leftovers = new Set([
  'node_modules',
  '.next',
  'dist',
  '.lintas-sandbox',
  '.dev.vars',
  '.wrangler',
  'package-lock.json',
]);

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * Checks an example depends on each `@lintas/*` package by a version range, as a merchant's project does (a
 * path to a tarball or a folder would not install once the example is copied), and drops the dev
 * dependencies in `omit`.
 */
export function byVersion(manifest: Manifest, omit: readonly string[] = []): Manifest {
  const check = (dependencies: Record<string, string> = {}) =>
    Object.fromEntries(
      Object.entries(dependencies)
        .filter(([name]) => !omit.includes(name))
        .map(([name, version]) => {
          if (name.startsWith('@lintas/') && !/^[\^~]?\d+\.\d+\.\d+/.test(version))
            throw new Error(`${name} is "${version}": depend on it by version, e.g. "^0.1.0", as a merchant would`);
          return [name, version];
        }),
    );
  return { ...manifest, dependencies: check(manifest.dependencies), devDependencies: check(manifest.devDependencies) };
}

/**
 * Copies `examples/<folder>` into a new temporary folder, as a merchant copies it, and installs it with npm:
 * its `@lintas/*` packages by version from `registry` (the release check's registry, which serves the packed
 * tarballs: an .npmrc beside it sends the scope there), its framework from the npm registry. Answers the
 * project's folder.
 */
export async function installExample(
  folder: string,
  registry: string,
  options: { readonly omit?: readonly string[] } = {},
): Promise<string> {
  const project = join(mkdtempSync(join(tmpdir(), `lintas-example-${folder}-`)), folder);
  cpSync(join(repositoryRoot, 'examples', folder), project, {
    recursive: true,
    filter: (source) => !leftovers.has(basename(source)),
  });
  const manifestPath = join(project, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  writeFileSync(manifestPath, JSON.stringify(byVersion(manifest, options.omit), null, 2));
  writeFileSync(join(project, '.npmrc'), `@lintas:registry=${registry}\n`);
  const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: project,
    env: childEnvironment(),
  });
  if (installed.status !== 0) throw new Error(describeRun(`npm install in examples/${folder}`, installed));
  return project;
}

/** The test's environment without its own LINTAS_* settings, and with Next.js telemetry off. */
export function childEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LINTAS_')));
  return { ...inherited, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}
