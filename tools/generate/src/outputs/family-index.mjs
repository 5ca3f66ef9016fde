// The generated region of each family's `src/index.ts`: every export of every endpoint file, and the
// `<Family>Endpoints` interface.

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../read-endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('../generate.mjs').Output} Output
 */

/**
 * @param {Family} family
 * @param {readonly Endpoint[]} endpoints
 * @returns {Output}
 */
export function familyIndex(family, endpoints) {
  const lines = endpoints.map((endpoint) => {
    const names = endpoint.exports.map((exported) => (exported.typeOnly ? `type ${exported.name}` : exported.name));
    return `export { ${names.join(', ')} } from '${endpoint.module}';`;
  });
  lines.push(`export type { ${family.pascal}Endpoints } from './${family.folder}-endpoints.js';`);
  return {
    path: `packages/${family.folder}/src/index.ts`,
    region: 'src/endpoints',
    content: lines.join('\n'),
  };
}
