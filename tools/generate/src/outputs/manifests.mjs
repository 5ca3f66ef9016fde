// The manifests of the packages that use every family: each depends on every family package, with the
// same workspace range as its dependency on @lintas/core.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../generate.mjs').Output} Output
 */

/** The manifests that list every family: the root's (for the READMEs' code blocks) and those of the packages that use them all. */
export const EVERY_FAMILY_MANIFESTS = [
  'package.json',
  'apps/demo/package.json',
  'packages/contract/package.json',
  'packages/fault-suite/package.json',
  'packages/stores/package.json',
  'tools/examples/package.json',
  'tools/release-checks/package.json',
];

/**
 * @param {string} root
 * @param {readonly Family[]} families
 * @returns {Output[]}
 */
export function manifests(root, families) {
  return EVERY_FAMILY_MANIFESTS.map((path) => {
    const manifest = JSON.parse(readFileSync(join(root, path), 'utf8'));
    const section = ['dependencies', 'devDependencies'].find((name) => manifest[name]?.['@lintas/core']);
    if (!section) throw new Error(`${path}: lists every family, so it depends on @lintas/core too.`);
    const dependencies = { ...manifest[section] };
    for (const family of families) dependencies[family.packageName] = dependencies['@lintas/core'];
    manifest[section] = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : 1)));
    return { path, content: `${JSON.stringify(manifest, null, 2)}\n` };
  });
}
