// The generated region of the repository's README: one row per API family, with what its package holds
// (its package.json's description, after the colon) and its operations.

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../read-endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('../generate.mjs').Output} Output
 */

/**
 * What a package holds, from its description: `Philippines API family of ...: payments and payouts.`
 * is `payments and payouts`.
 * @param {string} description
 */
export const holdings = (description) =>
  description
    .slice(description.indexOf(':') + 1)
    .trim()
    .replace(/\.$/, '');

/**
 * @param {readonly Family[]} families
 * @param {ReadonlyMap<Family, readonly Endpoint[]>} endpoints
 * @param {(family: Family) => string} manifestOf the text of the family's package.json
 * @returns {Output}
 */
export function rootReadme(families, endpoints, manifestOf) {
  const rows = families.map((family) => {
    const description = String(JSON.parse(manifestOf(family)).description ?? '');
    const operations = (endpoints.get(family) ?? []).map((endpoint) => `\`${endpoint.name}\``).join(', ');
    return `| [\`${family.packageName}\`](packages/${family.folder}) | ${holdings(description)} | ${operations} |`;
  });
  return {
    path: 'README.md',
    region: 'families.json',
    content: ['| package | what it holds | operations |', '|---|---|---|', ...rows].join('\n'),
  };
}
