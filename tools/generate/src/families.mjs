// The one list of API families (families.json at the repository's root), and the names derived from each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {object} Family
 * @property {string} folder The package's folder under packages/, e.g. `split-v1`.
 * @property {string} packageName The npm name, e.g. `@lintas/split-v1`.
 * @property {string} plugin The plugin's export and client namespace, e.g. `splitV1`.
 * @property {string} pascal The plugin's name in PascalCase, e.g. `SplitV1` (`SplitV1Endpoints`).
 * @property {string} currency What the console's forms assume when an operation names no currency.
 * @property {string} country What the console's forms assume when an operation names no country.
 * @property {'envelope' | 'snap'} protocol What the family's operations speak: the `{appId, sign, param}`
 *   envelope (the default, every family mounted on one `createClient` client), or SNAP BI (a client of
 *   its own, `createSnapClient`, so the lists of envelope families leave it out).
 */

/** The file that lists the families, relative to the repository's root. */
export const FAMILIES_FILE = 'families.json';

/** `split-v1` → `splitV1`. */
export const camelCase = (/** @type {string} */ kebab) =>
  kebab.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** `splitV1` → `SplitV1`. */
export const pascalCase = (/** @type {string} */ name) => name.charAt(0).toUpperCase() + camelCase(name).slice(1);

/** `createPayment` → `create-payment`; `queryBalanceV2` → `query-balance-v2`. */
export const kebabCase = (/** @type {string} */ camel) => camel.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The families of families.json, in its order, each with the names derived from its folder.
 * @param {string} root the repository's root
 * @returns {Family[]}
 */
export function readFamilies(root) {
  const listed = JSON.parse(readFileSync(join(root, FAMILIES_FILE), 'utf8')).families;
  if (!Array.isArray(listed)) throw new Error(`${FAMILIES_FILE}: "families" must be an array.`);
  return listed.map((entry, index) => {
    const where = `${FAMILIES_FILE}: families[${index}]`;
    for (const field of ['name', 'currency', 'country'])
      if (typeof entry?.[field] !== 'string' || entry[field] === '') throw new Error(`${where}.${field} must be text.`);
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(entry.name))
      throw new Error(`${where}.name must be a package folder in kebab-case, e.g. "split-v1".`);
    const protocol = entry.protocol ?? 'envelope';
    if (protocol !== 'envelope' && protocol !== 'snap')
      throw new Error(`${where}.protocol must be "envelope" (the default) or "snap".`);
    return {
      folder: entry.name,
      packageName: `@lintas/${entry.name}`,
      plugin: camelCase(entry.name),
      pascal: pascalCase(entry.name),
      currency: entry.currency,
      country: entry.country,
      protocol,
    };
  });
}
