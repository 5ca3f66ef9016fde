import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeRun, run } from './run.js';
import { type PackageManifest, repositoryRoot, workspacePackages } from './workspace.js';

/**
 * Replays a release with changesets' own `changeset version` on a copy of the workspace manifests, the
 * changesets config and the CHANGELOGs (never the checkout), then the release script's fix-up of peer ranges.
 * `changeset` is the front matter of one changeset (`"@lintas/core": minor`). Answers every workspace
 * package's manifest after the release, by name; the copy is deleted.
 */
export async function replayRelease(changeset: string): Promise<Map<string, PackageManifest>> {
  const copy = mkdtempSync(join(tmpdir(), 'lintas-changesets-'));
  try {
    mkdirSync(join(copy, '.changeset'));
    for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json'])
      copyFileSync(join(repositoryRoot, file), join(copy, file));
    for (const { path, directory } of workspacePackages()) {
      mkdirSync(join(copy, path), { recursive: true });
      copyFileSync(join(directory, 'package.json'), join(copy, path, 'package.json'));
      if (existsSync(join(directory, 'CHANGELOG.md')))
        copyFileSync(join(directory, 'CHANGELOG.md'), join(copy, path, 'CHANGELOG.md'));
    }
    writeFileSync(join(copy, '.changeset/replay.md'), `---\n${changeset}\n---\n\nReplayed release.\n`);
    const versioned = await run(join(repositoryRoot, 'node_modules/.bin/changeset'), ['version'], { cwd: copy });
    if (versioned.status !== 0) throw new Error(describeRun('changeset version', versioned));
    const fixed = await run(process.execPath, [join(repositoryRoot, 'scripts/bound-peer-ranges.mjs'), copy], {
      cwd: copy,
    });
    if (fixed.status !== 0) throw new Error(describeRun('node scripts/bound-peer-ranges.mjs', fixed));
    return new Map(
      workspacePackages().map(({ path }) => {
        const manifest = JSON.parse(readFileSync(join(copy, path, 'package.json'), 'utf8')) as PackageManifest;
        return [manifest.name, manifest];
      }),
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
