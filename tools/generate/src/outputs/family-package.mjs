// The files of a family's package: the configuration every family shares, written from the templates
// (tools/generate/templates/family), and the files a new family starts from, written only when missing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../generate.mjs').Output} Output
 */

const templates = join(import.meta.dirname, '..', '..', 'templates', 'family');

/** The files every family has the same, from `templates/family/<file>.tmpl`. */
export const SHARED_FILES = ['LICENSE', 'tsconfig.json', 'tsup.config.ts', 'vitest.config.ts'];

/** The files a new family starts from (the template's name, and the file's in the package). */
const STARTER_FILES = [
  ['package.json', 'package.json'],
  ['CHANGELOG.md', 'CHANGELOG.md'],
  ['README.md', 'README.md'],
  ['src/index.ts', 'src/index.ts'],
  ['src/plugin.ts', 'src/{{folder}}-plugin.ts'],
  ['test/setup-sandbox.ts', 'test/setup-sandbox.ts'],
];

/**
 * A template with the family's names in place of `{{folder}}`, `{{packageName}}`, `{{plugin}}` and `{{pascal}}`.
 * @param {string} text @param {Family} family
 */
const fill = (text, family) =>
  text
    .replaceAll('{{folder}}', family.folder)
    .replaceAll('{{packageName}}', family.packageName)
    .replaceAll('{{plugin}}', family.plugin)
    .replaceAll('{{pascal}}', family.pascal);

/** @param {string} name */
const template = (name) => readFileSync(join(templates, `${name}.tmpl`), 'utf8');

/**
 * @param {Family} family
 * @returns {Output[]}
 */
export function familyPackage(family) {
  const folder = `packages/${family.folder}`;
  return [
    ...STARTER_FILES.map(([name, path]) => ({
      path: `${folder}/${fill(/** @type {string} */ (path), family)}`,
      content: fill(template(/** @type {string} */ (name)), family),
      starter: true,
    })),
    ...SHARED_FILES.map((name) => ({ path: `${folder}/${name}`, content: fill(template(name), family) })),
  ];
}
