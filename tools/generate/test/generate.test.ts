import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compare } from '../src/generate.mjs';
import { type FixtureRepository, fixtureRepository, repositoryRoot } from './fixture-repository.js';

const main = join(import.meta.dirname, '../src/main.mjs');

/** `pnpm generate` (or, with `--check`, the step of `pnpm check`) run on `root`. */
function run(root: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [main, `--root=${root}`, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('pnpm generate', () => {
  let repository: FixtureRepository;
  beforeEach(() => {
    repository = fixtureRepository();
  });
  afterEach(() => repository.close());

  it('writes every derived file, after which the check passes', () => {
    const first = run(repository.root);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('wrote packages/sample/src/sample-endpoints.ts');
    expect(first.stdout).toContain('wrote apps/demo/src/families.ts');
    // The package's shared configuration, and the files a new family starts from where they are missing.
    expect(first.stdout).toContain('wrote packages/sample/tsup.config.ts');
    expect(first.stdout).toContain('wrote packages/sample/package.json');
    expect(first.stdout).toContain('wrote packages/sample/test/setup-sandbox.ts');
    expect(repository.read('packages/sample/src/index.ts')).toContain(' * The sample family.');
    expect(repository.read('packages/sample/tsup.config.ts')).toBe(
      readFileSync(join(repositoryRoot, 'packages/philippines/tsup.config.ts'), 'utf8'),
    );
    expect(JSON.parse(repository.read('packages/sample/package.json'))).toMatchObject({
      name: '@lintas/sample',
      peerDependencies: { '@lintas/core': 'workspace:>=0.0.0 <1.0.0' },
    });
    expect(repository.read('packages/sample/src/sample-plugin.ts')).toContain(
      "export const sample = definePlugin<'sample', SampleEndpoints>({",
    );
    expect(repository.read('README.md')).toContain(
      '| [`@lintas/sample`](packages/sample) | what it holds, as the root README lists it | `createThing`, `queryThing` |',
    );
    expect(repository.read('packages/sample/src/sample-endpoints.ts')).toContain(
      'export interface SampleEndpoints {\n  /** {@inheritDoc createThing} */\n  readonly createThing: typeof createThing;',
    );
    expect(repository.read('packages/sample/README.md')).toContain('| `queryThing` | `/open-api/thing/query` | read |');
    expect(repository.read('packages/sample/src/index.ts')).toMatch(
      /export \{\s*type QueryThingData,\s*type QueryThingParams,\s*QueryThingParamsSchema,\s*queryThing,?\s*\} from '\.\/endpoints\/query-thing\.js';/,
    );
    expect(repository.read('packages/sample/test/sample-endpoints.test-d.ts')).toContain(
      "expectTypeOf<keyof typeof client.sample>().toEqualTypeOf<'createThing' | 'queryThing'>();",
    );
    expect(JSON.parse(repository.read('apps/demo/package.json')).dependencies).toEqual({
      '@lintas/core': 'workspace:*',
      '@lintas/sample': 'workspace:*',
    });
    expect(run(repository.root).stdout).toContain('pnpm generate: nothing to write.');
    const check = run(repository.root, '--check');
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toContain('every generated file is up to date');
  });

  it('fails the check on a stale file, naming each and the command that fixes them', () => {
    expect(run(repository.root).status).toBe(0);
    // A new operation written by hand, nothing else: the lists that derive from it are stale.
    repository.write(
      'packages/sample/src/endpoints/close-thing.ts',
      "import { defineEndpoint } from '@lintas/core';\nexport type CloseThingParams = { id: string };\nexport type CloseThingData = { id: string };\nexport const closeThing = defineEndpoint({ path: '/open-api/thing/close', retry: { keys: ['id'] } });\n",
    );
    const stale = run(repository.root, '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr.split('\n')).toEqual([
      'stale: packages/sample/README.md differs from its sources',
      'stale: packages/sample/src/index.ts differs from its sources',
      'stale: packages/sample/src/sample-endpoints.ts differs from its sources',
      'stale: packages/sample/test/sample-endpoints.test-d.ts differs from its sources',
      'stale: README.md differs from its sources',
      '5 generated file(s) out of date: run pnpm generate, and commit what it writes.',
      '',
    ]);
    expect(run(repository.root).status).toBe(0);
    expect(repository.read('packages/sample/README.md')).toContain('| `closeThing` | `/open-api/thing/close` |');
    expect(run(repository.root, '--check').status).toBe(0);
  });

  it('keeps a starter file once it exists, and rewrites a shared configuration file edited by hand', () => {
    expect(run(repository.root).status).toBe(0);
    repository.write('packages/sample/package.json', '{ "name": "@lintas/sample", "description": "Sample: kept." }\n');
    repository.write('packages/sample/tsconfig.json', '{}\n');
    const stale = run(repository.root, '--check');
    expect(stale.stderr).toContain('stale: packages/sample/tsconfig.json differs from its sources');
    expect(stale.stderr).not.toContain('packages/sample/package.json');
    expect(run(repository.root).status).toBe(0);
    expect(repository.read('packages/sample/package.json')).toBe(
      '{ "name": "@lintas/sample", "description": "Sample: kept." }\n',
    );
    expect(repository.read('README.md')).toContain('| [`@lintas/sample`](packages/sample) | kept |');
  });

  it('fails the check on a generated file edited by hand, or missing', () => {
    expect(run(repository.root).status).toBe(0);
    repository.write(
      'packages/sample/README.md',
      repository.read('packages/sample/README.md').replace('| read |', '| read, by hand |'),
    );
    repository.remove('packages/fault-suite/src/families.ts');
    const stale = run(repository.root, '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('stale: packages/sample/README.md differs from its sources');
    expect(stale.stderr).toContain('stale: packages/fault-suite/src/families.ts (missing)');
    expect(stale.stderr).toContain('2 generated file(s) out of date: run pnpm generate');
  });

  it("stops when an endpoint's file lacks its params or data type, naming the type", () => {
    repository.write(
      'packages/sample/src/endpoints/create-thing.ts',
      repository
        .read('packages/sample/src/endpoints/create-thing.ts')
        .replace('export type CreateThingData', 'type CreateThingData'),
    );
    const failed = run(repository.root);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      "packages/sample/src/endpoints/create-thing.ts: export the type CreateThingData (its schema's inferred type).",
    );
  });

  it('stops with the reason when a source cannot be read, and writes nothing', () => {
    repository.write('packages/sample/src/index.ts', '/** No region. */\nexport {};\n');
    const failed = run(repository.root);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('packages/sample/src/index.ts: no generated region');
    expect(failed.stdout).not.toContain('wrote');
  });
});

describe('this repository', () => {
  it('has every generated file up to date (else: run pnpm generate)', () => {
    const stale = compare(repositoryRoot).filter((derived) => derived.expected !== derived.actual);
    expect(stale.map((derived) => derived.path)).toEqual([]);
  });
});
