import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { replayRelease as releaseWith } from '../src/changeset-replay.js';
import { type PackageManifest, publishedPackages, workspacePackages } from '../src/workspace.js';

// Replays a release with changesets' own `changeset version` on a copy of the workspace manifests, then the
// release script's fix-up, to see the versions and peer ranges the packages would be published with.

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

/** The published packages whose version a replayed release changed, by name. */
function bumped(released: Map<string, PackageManifest>): string[] {
  return publishedPackages()
    .filter(({ manifest }) => released.get(manifest.name)?.version !== manifest.version)
    .map(({ manifest }) => manifest.name)
    .sort();
}

describe('each package released on its own version (independent semver)', () => {
  it('a patch to @lintas/philippines releases philippines alone', async () => {
    const before = publishedPackages().find(({ manifest }) => manifest.name === '@lintas/philippines')?.manifest;
    const released = await releaseWith('"@lintas/philippines": patch');
    expect(bumped(released)).toEqual(['@lintas/philippines']);
    expect(released.get('@lintas/philippines')?.version).toBe(semver.inc(before?.version ?? '', 'patch'));
  });

  it('a minor to core releases core and only the packages whose ranges on core no longer admit it', async () => {
    const core = publishedPackages().find(({ manifest }) => manifest.name === '@lintas/core')?.manifest;
    const next = semver.inc(core?.version ?? '', 'minor') ?? '';
    const released = await releaseWith('"@lintas/core": minor');
    expect(released.get('@lintas/core')?.version).toBe(next);
    const outOfRange = publishedPackages()
      .filter(({ manifest }) =>
        [manifest.dependencies, manifest.peerDependencies].some((ranges) => {
          const range = ranges?.['@lintas/core']?.replace(/^workspace:/, '');
          return range !== undefined && !['*', '^', '~'].includes(range) && !semver.satisfies(next, range);
        }),
      )
      .map(({ manifest }) => manifest.name);
    expect(bumped(released)).toEqual(['@lintas/core', ...outOfRange].sort());
    for (const { manifest } of publishedPackages()) {
      const range = released.get(manifest.name)?.peerDependencies?.['@lintas/core']?.replace(/^workspace:/, '');
      if (range) expect(semver.satisfies(next, range), `${manifest.name} peers on core ${range}`).toBe(true);
    }
  });
});
