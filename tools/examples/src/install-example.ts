import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The prefix of the tarball paths in an example's package.json: `pnpm pack:packages` writes them there. */
const releasePrefix = 'file:../../release/';

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * Points an example's `file:../../release/<tarball>` dependencies at `tarballs`, refusing a path that names
 * no tarball there (a version bumped by a release, a package renamed), and drops the dev dependencies in
 * `omit`.
 */
export function pointAtTarballs(manifest: Manifest, tarballs: string, omit: readonly string[] = []): Manifest {
  const rewrite = (dependencies: Record<string, string> = {}) =>
    Object.fromEntries(
      Object.entries(dependencies)
        .filter(([name]) => !omit.includes(name))
        .map(([name, version]) => {
          if (!version.startsWith(releasePrefix)) return [name, version];
          const file = version.slice(releasePrefix.length);
          if (!existsSync(join(tarballs, file)))
            throw new Error(
              `${name} is "${version}", but pnpm pack:packages writes no release/${file}: name the tarball it writes (release/${basename(file).replace(/-\d[^-]*\.tgz$/, '')}-<version>.tgz)`,
            );
          return [name, `file:${join(tarballs, file)}`];
        }),
    );
  return {
    ...manifest,
    dependencies: rewrite(manifest.dependencies),
    devDependencies: rewrite(manifest.devDependencies),
  };
}

/**
 * Copies `examples/<folder>` into a new temporary folder, as a merchant copies it, with its Lintas packages
 * from `tarballs`, and installs it with npm (frameworks from the registry). Answers the project's folder.
 */
export async function installExample(
  folder: string,
  tarballs: string,
  options: { readonly omit?: readonly string[] } = {},
): Promise<string> {
  const project = join(mkdtempSync(join(tmpdir(), `lintas-example-${folder}-`)), folder);
  cpSync(join(repositoryRoot, 'examples', folder), project, {
    recursive: true,
    filter: (source) => !leftovers.has(basename(source)),
  });
  const manifestPath = join(project, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  writeFileSync(manifestPath, JSON.stringify(pointAtTarballs(manifest, tarballs, options.omit), null, 2));
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
