import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { EVERY_FAMILY_MANIFESTS } from '../src/outputs/manifests.mjs';
import { markersOf } from '../src/regions.mjs';

/** The repository these tests run in. */
export const repositoryRoot = resolve(import.meta.dirname, '../../..');

/** A repository of one family, `sample`, in a temporary folder, with the real Biome and its settings. */
export interface FixtureRepository {
  readonly root: string;
  write(path: string, text: string): void;
  read(path: string): string;
  remove(path: string): void;
  close(): void;
}

const md = markersOf('README.md', 'src/endpoints');
const ts = markersOf('index.ts', 'src/endpoints');

/** Two endpoints, a read and a write whose recovery looks the record up through the read. */
export const SAMPLE_FILES: Readonly<Record<string, string>> = {
  'packages/sample/src/endpoints/query-thing.ts': `import { defineEndpoint } from '@lintas/core';
import * as v from 'valibot';

export const QueryThingParamsSchema = v.strictObject({ id: v.string() });
export type QueryThingParams = v.InferInput<typeof QueryThingParamsSchema>;
export type QueryThingData = { id: string };

/** Reads a thing. */
export const queryThing = defineEndpoint({
  path: '/open-api/thing/query',
  params: QueryThingParamsSchema,
  data: v.looseObject({ id: v.string() }),
  retry: 'read',
});
`,
  'packages/sample/src/endpoints/create-thing.ts': `import { defineEndpoint, type GatewayCode } from '@lintas/core';
import * as v from 'valibot';
import { queryThing } from './query-thing.js';

export type CreateThingParams = { id: string };
export type CreateThingData = { id: string };

/** Creates a thing. */
export const createThing = defineEndpoint({
  path: '/open-api/thing/create',
  params: v.strictObject({ id: v.string() }),
  data: v.looseObject({ id: v.string() }),
  retry: {
    keys: ['id'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    async recover({ params, call }) {
      return call(queryThing, { id: params.id });
    },
  },
});
`,
  'packages/sample/src/index.ts': `/**
 * The sample family.
 *
 * @packageDocumentation
 */

${ts.start}

${ts.end}

export { sample } from './sample-plugin.js';
`,
  'README.md': `# Lintas

${markersOf('README.md', 'families.json').start}
${md.end}
`,
  'packages/core/docs/notifications.md': `# Receiving notifications

${markersOf('README.md', "each family's src/notifications").start}
${md.end}
`,
  'packages/sample/src/notifications/sample-notifications.ts': `export const sampleNotifications = {
  /** A thing of \`createThing\` was made. */
  'thing.success': thing,
} as const;
`,
  'packages/sample/README.md': `# @lintas/sample

## Operations

${md.start}
${md.end}

More prose.
`,
};

/** A fresh fixture repository (a git repository, so Biome's settings apply as in the real one). */
export function fixtureRepository(): FixtureRepository {
  const root = mkdtempSync(join(tmpdir(), 'lintas-generate-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  execFileSync('git', ['init', '--quiet'], { cwd: root });
  copyFileSync(join(repositoryRoot, 'biome.jsonc'), join(root, 'biome.jsonc'));
  symlinkSync(join(repositoryRoot, 'node_modules'), join(root, 'node_modules'));
  write('families.json', JSON.stringify({ families: [{ name: 'sample', currency: 'PHP', country: 'PH' }] }));
  for (const manifest of EVERY_FAMILY_MANIFESTS)
    write(
      manifest,
      `${JSON.stringify({ name: manifest, dependencies: { '@lintas/core': 'workspace:*' } }, null, 2)}\n`,
    );
  for (const [path, text] of Object.entries(SAMPLE_FILES)) write(path, text);
  return {
    root,
    write,
    read: (path) => readFileSync(join(root, path), 'utf8'),
    remove: (path) => rmSync(join(root, path)),
    close: () => rmSync(root, { recursive: true, force: true }),
  };
}
