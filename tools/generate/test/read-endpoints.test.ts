import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFamilies } from '../src/families.mjs';
import { readEndpoints } from '../src/read-endpoints.mjs';
import { forgetSourceFiles } from '../src/source-files.mjs';
import { type FixtureRepository, fixtureRepository } from './fixture-repository.js';

describe('reading the endpoint definitions of a family', () => {
  let repository: FixtureRepository;
  beforeEach(() => {
    repository = fixtureRepository();
  });
  afterEach(() => repository.close());
  const endpoints = () => {
    const [family] = readFamilies(repository.root);
    return readEndpoints(repository.root, family!);
  };

  it('finds each endpoint by its file, with its path, retry policy, exports and JSDoc, by method name', () => {
    expect(endpoints()).toEqual([
      {
        name: 'createThing',
        module: './endpoints/create-thing.js',
        path: '/open-api/thing/create',
        retry: { kind: 'write', keys: ['id'], duplicateCodes: ['21007'], recovers: true, lookup: '`queryThing`' },
        exports: [
          { name: 'CreateThingParams', typeOnly: true },
          { name: 'CreateThingData', typeOnly: true },
          { name: 'createThing', typeOnly: false },
        ],
        description: 'Creates a thing.',
      },
      {
        name: 'queryThing',
        module: './endpoints/query-thing.js',
        path: '/open-api/thing/query',
        retry: { kind: 'read' },
        exports: [
          { name: 'QueryThingParamsSchema', typeOnly: false },
          { name: 'QueryThingParams', typeOnly: true },
          { name: 'QueryThingData', typeOnly: true },
          { name: 'queryThing', typeOnly: false },
        ],
        description: 'Reads a thing.',
      },
    ]);
  });

  it('reads the status check a write declares, and refuses one it cannot read', () => {
    const create = repository.read('packages/sample/src/endpoints/create-thing.ts');
    repository.write(
      'packages/sample/src/endpoints/create-thing.ts',
      create.replace(
        '    async recover(',
        "    statusCheck: { method: 'sample.queryThing', params: ['id'], fixed: { countryCode: 'PH' }, page: 'https://x.test/q' },\n    async recover(",
      ),
    );
    expect(endpoints()[0]?.retry).toEqual({
      kind: 'write',
      keys: ['id'],
      duplicateCodes: ['21007'],
      recovers: true,
      lookup: '`queryThing`',
      statusCheck: {
        method: 'sample.queryThing',
        params: ['id'],
        fixed: [['countryCode', 'PH']],
        page: 'https://x.test/q',
      },
    });
    repository.write(
      'packages/sample/src/endpoints/create-thing.ts',
      create.replace('    async recover(', '    statusCheck: checkOf(),\n    async recover('),
    );
    forgetSourceFiles();
    expect(endpoints).toThrow('`retry.statusCheck` must be an object literal');
  });

  it('reads how reconcile() settles a write without a status check, and refuses a strategy it cannot read', () => {
    const create = repository.read('packages/sample/src/endpoints/create-thing.ts');
    const declare = (settlement: string) => {
      repository.write(
        'packages/sample/src/endpoints/create-thing.ts',
        create.replace('    async recover(', `    settlement: ${settlement},\n    async recover(`),
      );
      forgetSourceFiles();
      return () => endpoints()[0]?.retry;
    };
    expect(
      declare(
        "{ strategy: 're-drive', committedCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId, 21021], page: 'https://x.test/codes' }",
      )(),
    ).toMatchObject({ settlement: { strategy: 're-drive', page: 'https://x.test/codes', codes: ['21007', '21021'] } });
    expect(
      declare(
        "{ strategy: 'probe', cost: 'cancels it', page: 'https://x.test/cancel', probe: ({ params, call }) => call(cancelThing, params) }",
      )(),
    ).toMatchObject({ settlement: { strategy: 'probe', cost: 'cancels it', page: 'https://x.test/cancel' } });
    expect(
      declare(
        "{ strategy: 'notification', events: ['thing.paid'], match: { id: 'id' }, otherwise: 'nobody got it', page: 'https://x.test/n' }",
      )(),
    ).toMatchObject({ settlement: { strategy: 'notification', events: ['thing.paid'], reason: 'nobody got it' } });
    expect(declare("{ strategy: 'guess', page: 'https://x.test/n' }")).toThrow(
      '`retry.settlement.strategy` is one of re-drive, probe, notification, unreachable',
    );
    expect(declare("{ strategy: 'unreachable', reason: 'nobody got it' }")).toThrow('`retry.settlement` has no `page`');
    expect(declare('settlementOf()')).toThrow('`retry.settlement` must be an object literal');
  });

  it("names the path of a lookup another package's helper makes, and no lookup when there is no recovery", () => {
    repository.write(
      'packages/core/src/index.ts',
      "export { recoverPayout } from './recover-payout.js';\nexport const defineEndpoint = (definition: unknown) => definition;\n",
    );
    repository.write(
      'packages/core/src/recover-payout.ts',
      `import { defineEndpoint } from './index.js';
const queryPayout = defineEndpoint({ path: '/open-api/disbursement/check', retry: 'read' });
export async function recoverPayout(call: (endpoint: unknown, params: unknown) => Promise<unknown>, params: { id: string }) {
  return call(queryPayout, { mchOrderId: params.id });
}
`,
    );
    repository.write(
      'packages/sample/src/endpoints/create-payout.ts',
      `import { defineEndpoint, recoverPayout } from '@lintas/core';
export const createPayout = defineEndpoint({
  path: '/open-api/sample/payout',
  retry: { keys: ['id', 'idempotencyId'], duplicateCodes: [21007, 21015], recover: ({ params, call }) => recoverPayout(call, params) },
});
`,
    );
    repository.write(
      'packages/sample/src/endpoints/upload-file.ts',
      "import { defineEndpoint } from '@lintas/core';\nexport const uploadFile = defineEndpoint({ path: '/open-api/file', retry: { keys: ['fileName'] } });\n",
    );
    repository.write(
      'packages/sample/src/endpoints/create-ticket.ts',
      "import { defineEndpoint } from '@lintas/core';\nexport const createTicket = defineEndpoint({ path: '/open-api/ticket', retry: { keys: ['requestId'], movesMoney: false } });\n",
    );
    const byName = Object.fromEntries(endpoints().map((endpoint) => [endpoint.name, endpoint.retry]));
    expect(byName['createPayout']).toEqual({
      kind: 'write',
      keys: ['id', 'idempotencyId'],
      duplicateCodes: ['21007', '21015'],
      recovers: true,
      lookup: '`/open-api/disbursement/check`',
    });
    expect(byName['uploadFile']).toEqual({
      kind: 'write',
      keys: ['fileName'],
      duplicateCodes: [],
      recovers: false,
      lookup: undefined,
    });
    expect(byName['createTicket']).toEqual({
      kind: 'write',
      keys: ['requestId'],
      duplicateCodes: [],
      recovers: false,
      lookup: undefined,
      movesMoney: false,
    });
  });

  it('refuses a movesMoney other than false, naming the file and line', () => {
    repository.write(
      'packages/sample/src/endpoints/create-thing.ts',
      "import { defineEndpoint } from '@lintas/core';\nexport const createThing = defineEndpoint({ path: '/a', retry: { keys: ['id'], movesMoney: true } });\n",
    );
    expect(endpoints).toThrow('`retry.movesMoney` is `false` or left out');
  });

  it.each([
    [
      'two endpoints in one file',
      'create-thing.ts',
      "import { defineEndpoint } from '@lintas/core';\nexport const createThing = defineEndpoint({ path: '/a', retry: 'read' });\nexport const other = defineEndpoint({ path: '/b', retry: 'read' });\n",
      'packages/sample/src/endpoints/create-thing.ts:1: an endpoint file exports exactly one `defineEndpoint({...})`; this one has 2.',
    ],
    [
      'an endpoint in a file of another name',
      'create-thing.ts',
      "import { defineEndpoint } from '@lintas/core';\nexport const makeThing = defineEndpoint({ path: '/a', retry: 'read' });\n",
      'packages/sample/src/endpoints/create-thing.ts:2: the endpoint `makeThing` belongs in make-thing.ts.',
    ],
    [
      'a path that is not a literal',
      'create-thing.ts',
      "import { defineEndpoint } from '@lintas/core';\nconst base = '/a';\nexport const createThing = defineEndpoint({ path: base + '/b', retry: 'read' });\n",
      'packages/sample/src/endpoints/create-thing.ts:3: `path` must be written as a literal, so that `pnpm generate` can read it.',
    ],
    [
      'keys that are not an array literal',
      'create-thing.ts',
      "import { defineEndpoint } from '@lintas/core';\nconst keys = ['id'];\nexport const createThing = defineEndpoint({ path: '/a', retry: { keys } });\n",
      'packages/sample/src/endpoints/create-thing.ts:3: `retry.keys` must be an array literal',
    ],
    [
      'an endpoint that is not exported',
      'create-thing.ts',
      "import { defineEndpoint } from '@lintas/core';\nconst createThing = defineEndpoint({ path: '/a', retry: 'read' });\n",
      'packages/sample/src/endpoints/create-thing.ts:2: export the endpoint: `export const createThing = defineEndpoint(...)`.',
    ],
  ])('refuses %s, naming the file and line', (_, file, source, message) => {
    repository.write(`packages/sample/src/endpoints/${file}`, source);
    expect(endpoints).toThrow(message);
  });
});
