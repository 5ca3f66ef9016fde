// Each family's `test/<family>-endpoints.test-d.ts`: the plugin adds exactly its endpoints, each typed with
// the params and data types its endpoint file exports (`<Name>Params`, `<Name>Data`).
import { pascalCase } from '../families.mjs';
import { generatedHeader } from './family-endpoints.mjs';

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../read-endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('../generate.mjs').Output} Output
 */

/**
 * The params and data types of an endpoint, which its file must export.
 * @param {Family} family @param {Endpoint} endpoint
 */
function typesOf(family, endpoint) {
  const params = `${pascalCase(endpoint.name)}Params`;
  const data = `${pascalCase(endpoint.name)}Data`;
  for (const name of [params, data])
    if (!endpoint.exports.some((exported) => exported.name === name && exported.typeOnly))
      throw new Error(
        `packages/${family.folder}/src/${endpoint.module.slice(2, -3)}.ts: export the type ${name} (its schema's inferred type).`,
      );
  return { params, data };
}

/**
 * @param {Family} family
 * @param {readonly Endpoint[]} endpoints
 * @returns {Output}
 */
export function familyTypeTest(family, endpoints) {
  const types = endpoints.map((endpoint) => ({ endpoint, ...typesOf(family, endpoint) }));
  const imported = types.flatMap(({ params, data }) => [`type ${params}`, `type ${data}`]);
  const method = (/** @type {Endpoint} */ endpoint) => `client.${family.plugin}.${endpoint.name}`;
  const assertions = types.flatMap(({ endpoint, params, data }) => [
    `    expectTypeOf(${method(endpoint)}).parameters.toEqualTypeOf<[${params}, (CallOptions | undefined)?]>();`,
    `    expectTypeOf(${method(endpoint)}).returns.resolves.toEqualTypeOf<${data}>();`,
  ]);
  const names = endpoints.map((endpoint) => `'${endpoint.name}'`).join(' | ') || 'never';
  const content = [
    generatedHeader('src/endpoints/*.ts'),
    "import { type CallOptions, createClient, type Signer } from '@lintas/core';",
    "import { describe, expectTypeOf, it } from 'vitest';",
    `import { ${[...imported, family.plugin].join(', ')} } from '../src/index.js';`,
    '',
    'declare const signer: Signer;',
    `const client = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer }).use(${family.plugin});`,
    '',
    `describe('the ${family.plugin} plugin', () => {`,
    `  it('adds exactly its endpoints under client.${family.plugin}', () => {`,
    `    expectTypeOf<keyof typeof client.${family.plugin}>().toEqualTypeOf<${names}>();`,
    '  });',
    '',
    "  it('types each method with its endpoint’s params and data', () => {",
    ...assertions,
    '  });',
    '});',
    '',
  ].join('\n');
  return { path: `packages/${family.folder}/test/${family.folder}-endpoints.test-d.ts`, content };
}
