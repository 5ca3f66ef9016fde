import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeRun, run } from './run.js';
import { repositoryRoot, workspacePackages } from './workspace.js';

/** Where `pnpm pack:packages` (turbo's `tarballs` task, cached) leaves the packed packages. */
export const releaseFolder = join(repositoryRoot, 'release');

/** The name `pnpm pack` gives a package's tarball: `@lintas/core` 0.1.0 → `lintas-core-0.1.0.tgz`. */
export function tarballName(name: string, version: string): string {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/** The newest modification time of the files a package packs (everything but its tests and installs). */
function newestFile(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (['node_modules', 'test', '.turbo'].includes(entry.name)) continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether `release/` holds a tarball of every published package, packed after its files last changed. */
function releaseIsCurrent(): boolean {
  return workspacePackages()
    .filter(({ manifest }) => manifest.private !== true)
    .every(({ directory, manifest }) => {
      const tarball = join(releaseFolder, tarballName(manifest.name, manifest.version));
      return existsSync(tarball) && statSync(tarball).mtimeMs >= newestFile(directory);
    });
}

/**
 * The folder of the packed tarballs every check that installs them shares: turbo's `tarballs` task packs them
 * once per run (and restores them from its cache when nothing packed changed); a test run on its own packs them
 * when they are missing or older than a package's files.
 */
export async function packedTarballs(): Promise<string> {
  if (releaseIsCurrent()) return releaseFolder;
  const packed = await run(process.execPath, [join(repositoryRoot, 'scripts/pack-packages.mjs'), releaseFolder], {
    cwd: repositoryRoot,
  });
  if (packed.status !== 0) throw new Error(describeRun('node scripts/pack-packages.mjs', packed));
  return releaseFolder;
}
