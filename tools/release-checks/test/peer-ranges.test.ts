import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRun, run } from '../src/run.js';
import { type PackageManifest, repositoryRoot, workspacePackages } from '../src/workspace.js';

// Replays a release with changesets' own `changeset version` on a copy of the workspace manifests, then the
// release script's fix-up, to see the peer ranges the families would be published with.

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

async function releaseWith(changeset: string): Promise<Map<string, PackageManifest>> {
  const copy = mkdtempSync(join(tmpdir(), 'lintas-changesets-'));
  copies.push(copy);
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
  expect(versioned.status, describeRun('changeset version', versioned)).toBe(0);
  const fixed = await run(process.execPath, [join(repositoryRoot, 'scripts/bound-peer-ranges.mjs'), copy], {
    cwd: copy,
  });
  expect(fixed.status, describeRun('node scripts/bound-peer-ranges.mjs', fixed)).toBe(0);
  return new Map(
    workspacePackages().map(({ path }) => {
      const manifest = JSON.parse(readFileSync(join(copy, path, 'package.json'), 'utf8')) as PackageManifest;
      return [manifest.name, manifest];
    }),
  );
}

/** The range a peer is published with: pnpm pack turns `workspace:^` into `^<version>` and drops `workspace:`. */
function publishedRange(range: string, coreVersion: string): string {
  const bare = range.replace(/^workspace:/, '');
  if (bare === '*') return coreVersion;
  if (bare === '^' || bare === '~') return `${bare}${coreVersion}`;
  return bare;
}

/** True when a range has an upper bound: caret, tilde, exact, or an explicit `<`. */
function bounded(range: string): boolean {
  return range.split('||').every((part) => /^\s*[\^~]?\d+\.\d+\.\d+\s*$/.test(part) || /</.test(part));
}

const families = () =>
  workspacePackages().filter(
    ({ manifest }) => manifest.private !== true && manifest.peerDependencies?.['@lintas/core'] !== undefined,
  );

describe("the families' peer ranges on @lintas/core", () => {
  it('stay bounded when core reaches 1.0.0 (changesets alone would write an open `>=1.0.0`)', async () => {
    const released = await releaseWith('"@lintas/core": major');
    const core = released.get('@lintas/core')?.version ?? '';
    expect(core).toMatch(/^\d+\.0\.0$/);
    expect(families().length).toBeGreaterThan(0);
    for (const { manifest, path } of families()) {
      const range = publishedRange(released.get(manifest.name)?.peerDependencies?.['@lintas/core'] ?? '', core);
      expect(
        bounded(range),
        `${manifest.name} would peer on @lintas/core ${range} after core ${core}: give it a range like "workspace:>=0.0.0 <1.0.0" in ${path}/package.json, which scripts/bound-peer-ranges.mjs keeps bounded`,
      ).toBe(true);
      expect(range, `${manifest.name}'s published peer range must accept core ${core}`).toMatch(
        new RegExp(`^[\\^~]?${core.replace(/\./g, '\\.')}$|<`),
      );
    }
  });

  it('do not force the families to a new major when core takes a 0.x minor', async () => {
    const released = await releaseWith('"@lintas/core": minor');
    for (const { manifest } of families()) {
      const after = released.get(manifest.name);
      expect(after?.peerDependencies?.['@lintas/core'], `${manifest.name}'s peer range`).toBe(
        manifest.peerDependencies?.['@lintas/core'],
      );
      expect(after?.version.split('.')[0], `${manifest.name} must not go to a new major`).toBe(
        manifest.version.split('.')[0],
      );
    }
  });
});
