import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import semver from 'semver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayRelease } from '../src/changeset-replay.js';
import {
  lintasInLockfile,
  lintasInNodeModules,
  lintasLockEntries,
  loadedLine,
  writeLoadScripts,
} from '../src/install-by-name.js';
import { publishRelease, startRegistry, type TestRegistry } from '../src/registry.js';
import { describeRun, type RunResult, run } from '../src/run.js';
import { packedTarballs, tarballName } from '../src/tarballs.js';
import { publishedPackages, repositoryRoot } from '../src/workspace.js';

// The packed tarballs (`release/`, packed once for the run) published with `npm publish` to a Verdaccio
// registry this file starts on 127.0.0.1 (storage in a temp folder), exactly as a release publishes to the
// public registry but for its address; then what the registry serves, and installs by name from it in
// fresh folders outside the repository whose .npmrc sends `@lintas/*` there (everything else comes from
// the npm registry as usual): with pnpm, yarn 1 and Bun, and a merchant upgrading one package alone.
// The README quick start installs by name with npm from a registry of its own (quick-start.test.ts).

const root = mkdtempSync(join(tmpdir(), 'lintas-install-'));
let tarballs = '';
let registry: TestRegistry | undefined;
afterAll(async () => {
  await registry?.stop();
  rmSync(root, { recursive: true, force: true });
});

beforeAll(async () => {
  tarballs = await packedTarballs();
  registry = await startRegistry();
  const published = await publishRelease(registry);
  expect(published.length).toBe(publishedPackages().length);
}, 900_000);

function environment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LINTAS_')));
}

/** Runs a command line in `project`, as a shell would, with no LINTAS_* of the test's own. */
function sh(line: string, project: string): Promise<RunResult> {
  return run('sh', ['-c', line], { cwd: project, env: environment() });
}

/** A new merchant project whose .npmrc sends `@lintas/*` to the test registry. */
function newProject(name: string): string {
  const project = join(root, name);
  mkdirSync(project);
  writeFileSync(join(project, '.npmrc'), `${registry?.scopeLine}\n`);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'merchant-app', version: '1.0.0', private: true }),
  );
  return project;
}

/** The range a published manifest carries for a `workspace:` one: pnpm pack resolves the protocol. */
function publishedRange(range: string, version: string): string {
  const bare = range.replace(/^workspace:/, '');
  if (bare === '*') return version;
  return bare === '^' || bare === '~' ? `${bare}${version}` : bare;
}

describe('the registry, after every published package is published to it', () => {
  it('serves each at its version, its workspace: and catalog: ranges turned into real ranges', async () => {
    const versions = new Map(publishedPackages().map(({ manifest }) => [manifest.name, manifest.version]));
    for (const { manifest } of publishedPackages()) {
      const packument = await registry?.packument(manifest.name);
      expect(packument?.['dist-tags']['latest'], manifest.name).toBe(manifest.version);
      const served = packument?.versions[manifest.version];
      expect(JSON.stringify(served), `${manifest.name}'s published manifest`).not.toMatch(/"(workspace|catalog):/);
      for (const field of ['dependencies', 'peerDependencies'] as const)
        for (const [name, range] of Object.entries(manifest[field] ?? {})) {
          const version = versions.get(name);
          if (!version) continue;
          const published = served?.[field]?.[name] ?? '';
          expect(published, `${manifest.name} ${field} ${name}`).toBe(publishedRange(range, version));
          expect(semver.satisfies(version, published), `${manifest.name} accepts ${name} ${version}`).toBe(true);
        }
    }
  });

  it('serves READMEs and docs whose links resolve outside the repository: into the tarball, or to the public repository', () => {
    const broken: string[] = [];
    for (const tarball of readdirSync(tarballs).filter((file) => file.endsWith('.tgz'))) {
      const listing = execFileSync('tar', ['-tzf', join(tarballs, tarball)], { encoding: 'utf8' }).split('\n');
      const manifest = JSON.parse(
        execFileSync('tar', ['-xzOf', join(tarballs, tarball), 'package/package.json'], { encoding: 'utf8' }),
      ) as { repository?: { directory?: string } };
      const markdown = listing.filter((file) => file.endsWith('.md') && !file.endsWith('CHANGELOG.md'));
      expect(markdown, tarball).toContain('package/README.md');
      for (const file of markdown) {
        const text = execFileSync('tar', ['-xzOf', join(tarballs, tarball), file], { encoding: 'utf8' }).replace(
          /```[\s\S]*?```/g,
          '',
        );
        for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          const where = `${tarball}: ${file.replace(/^package\//, '')} links to ${target}`;
          const repository = /^https:\/\/github\.com\/lintas-sdk\/lintas\/(?:blob|tree)\/main\/([^#?]+)/.exec(target);
          if (repository) {
            // A page of the public repository: it must name a file or folder that this commit has.
            if (!existsSync(join(repositoryRoot, decodeURIComponent(repository[1] ?? ''))))
              broken.push(`${where}: no such path in the repository`);
            continue;
          }
          if (/^(?:[a-z]+:|#)/i.test(target)) continue;
          const path = posix.normalize(posix.join(posix.dirname(file), decodeURIComponent(target.split('#')[0] ?? '')));
          const inside =
            listing.includes(path) || listing.some((entry) => entry.startsWith(`${path.replace(/\/$/, '')}/`));
          if (!inside || !path.startsWith('package/'))
            broken.push(
              `${where}: not in the tarball; link to https://github.com/lintas-sdk/lintas/blob/main/${manifest.repository?.directory ?? ''}/... or ship the file`,
            );
        }
      }
    }
    expect(broken, `Links a reader of the installed package cannot follow:\n${broken.join('\n')}`).toEqual([]);
  });
});

// Adding the two packages by name with the other package managers merchants use.
const managers = [
  { name: 'pnpm', add: ['pnpm', 'add'], lockfile: 'pnpm-lock.yaml' },
  {
    name: 'yarn 1',
    add: [join(repositoryRoot, 'tools/release-checks/node_modules/.bin/yarn'), 'add'],
    lockfile: 'yarn.lock',
  },
  {
    name: 'Bun',
    add: [join(repositoryRoot, 'tools/release-checks/node_modules/.bin/bun'), 'add'],
    lockfile: 'bun.lock',
  },
] as const;

describe.each(managers)('@lintas/core and @lintas/philippines added by name with $name', ({ name, add, lockfile }) => {
  it('installs those two and no other @lintas package; require() and import both load the client', async () => {
    const project = newProject(name.replace(/\W/g, '-'));
    const [command = '', ...args] = add;
    const added = await run(command, [...args, '@lintas/core', '@lintas/philippines'], {
      cwd: project,
      env: environment(),
    });
    expect(added.status, describeRun(`${name} add`, added)).toBe(0);
    expect(lintasInNodeModules(project)).toEqual(['@lintas/core', '@lintas/philippines']);
    expect(lintasInLockfile(readFileSync(join(project, lockfile), 'utf8'))).toEqual([
      '@lintas/core',
      '@lintas/philippines',
    ]);
    writeLoadScripts(project);
    for (const script of ['load.cjs', 'load.mjs']) {
      const loaded = await run(process.execPath, [script], { cwd: project });
      expect(loaded.status, describeRun(`node ${script}`, loaded)).toBe(0);
      expect(loaded.stdout.trim()).toBe(loadedLine);
    }
  }, 600_000);
});

describe('a merchant on this release, when only @lintas/philippines takes a patch', () => {
  it('upgrades philippines alone: its lockfile changes no other @lintas package', async () => {
    const project = newProject('upgrade');
    const installed = await sh('npm install @lintas/core @lintas/philippines --no-audit --no-fund', project);
    expect(installed.status, describeRun('npm install', installed)).toBe(0);
    expect(lintasInNodeModules(project)).toEqual(['@lintas/core', '@lintas/philippines']);
    const before = lintasLockEntries(project);

    // The release: `changeset version` with a patch changeset for philippines alone, then its publish.
    const released = await replayRelease('"@lintas/philippines": patch');
    const current = publishedPackages().find(({ manifest }) => manifest.name === '@lintas/philippines')?.manifest;
    const next = released.get('@lintas/philippines')?.version ?? '';
    expect(next).toBe(semver.inc(current?.version ?? '', 'patch'));
    await registry?.publish(nextPackage(tarballName('@lintas/philippines', current?.version ?? ''), next));
    expect((await registry?.packument('@lintas/philippines'))?.['dist-tags']['latest']).toBe(next);

    const upgraded = await sh(`npm install @lintas/philippines@${next} --no-audit --no-fund`, project);
    expect(upgraded.status, describeRun('npm install @lintas/philippines@next', upgraded)).toBe(0);
    const after = lintasLockEntries(project);
    const changed = Object.keys(after).filter((path) => JSON.stringify(after[path]) !== JSON.stringify(before[path]));
    expect(changed).toEqual(['node_modules/@lintas/philippines']);
    expect((after['node_modules/@lintas/philippines'] as { version?: string }).version).toBe(next);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  }, 600_000);
});

/** The packed package `tarball`, unpacked into a folder at version `version`: the next release's build. */
function nextPackage(tarball: string, version: string): string {
  const folder = mkdtempSync(join(root, 'next-'));
  execFileSync('tar', ['-xzf', join(tarballs, tarball), '-C', folder]);
  const manifestPath = join(folder, 'package/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string };
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, version }, null, 2));
  return join(folder, 'package');
}
