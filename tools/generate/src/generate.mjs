// Every file or region derived from the endpoint definitions and families.json, as `pnpm generate`
// writes it; and the files on disk that differ from it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readFamilies } from './families.mjs';
import { format } from './format.mjs';
import { crashChildFamilies, demoFamilies, faultSuiteFamilies, reconcileFamilies } from './outputs/every-family.mjs';
import { familyEndpoints } from './outputs/family-endpoints.mjs';
import { familyIndex } from './outputs/family-index.mjs';
import { familyReadme } from './outputs/family-readme.mjs';
import { familyTypeTest } from './outputs/family-type-test.mjs';
import { manifests } from './outputs/manifests.mjs';
import { sandboxOperationsModule, sandboxReadme, servedOperations } from './outputs/sandbox-operations.mjs';
import { readEndpoints } from './read-endpoints.mjs';
import { readSandboxOperations } from './read-sandbox-operations.mjs';
import { replaceRegion } from './regions.mjs';
import { forgetSourceFiles } from './source-files.mjs';

/**
 * What the generator derives: a whole file, or (with `region`) the generated region of a hand-written
 * file, `region` naming what it is generated from.
 * @typedef {object} Output
 * @property {string} path relative to the repository's root
 * @property {string} content
 * @property {string} [region]
 */

/**
 * Every output, as derived from the sources under `root`.
 * @param {string} root
 * @returns {Output[]}
 */
export function derive(root) {
  forgetSourceFiles();
  const families = readFamilies(root);
  const endpoints = new Map(families.map((family) => [family, readEndpoints(root, family)]));
  const outputs = families.flatMap((family) => {
    const own = endpoints.get(family) ?? [];
    return [
      familyEndpoints(family, own),
      familyIndex(family, own),
      familyReadme(family, own),
      familyTypeTest(family, own),
    ];
  });
  const served = servedOperations(families, endpoints, readSandboxOperations(root));
  if (served.length > 0) outputs.push(sandboxOperationsModule(served), sandboxReadme(served));
  outputs.push(
    demoFamilies(families),
    faultSuiteFamilies(families),
    crashChildFamilies(families),
    reconcileFamilies(families),
    ...manifests(root, families),
  );
  return outputs;
}

/**
 * The text a file should have: a whole output as Biome formats it, or the file on disk with its region
 * replaced (and formatted). A region's file must exist.
 * @param {string} root
 * @param {Output} output
 */
async function expectedText(root, output) {
  const file = join(root, output.path);
  if (output.region === undefined) return format(root, output.path, output.content);
  if (!existsSync(file)) throw new Error(`${output.path} is missing: it holds a region that pnpm generate writes.`);
  return format(
    root,
    output.path,
    replaceRegion(output.path, readFileSync(file, 'utf8'), output.region, output.content),
  );
}

/**
 * @typedef {object} Derived
 * @property {string} path
 * @property {string} expected the text `pnpm generate` writes
 * @property {string | undefined} actual the text on disk, `undefined` when the file is missing
 */

/**
 * Every derived file beside the file on disk.
 * @param {string} root
 * @returns {Promise<Derived[]>}
 */
export async function compare(root) {
  const outputs = derive(root);
  const twice = outputs.find((output, index) => outputs.findIndex((other) => other.path === output.path) !== index);
  if (twice) throw new Error(`${twice.path} is derived twice: one output per file.`);
  return Promise.all(
    outputs.map(async (output) => {
      const file = join(root, output.path);
      const actual = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      return { path: output.path, expected: await expectedText(root, output), actual };
    }),
  );
}

/**
 * Writes every derived file that differs from what is derived: the paths written.
 * @param {string} root
 */
export async function generate(root) {
  const stale = (await compare(root)).filter((derived) => derived.expected !== derived.actual);
  for (const derived of stale) {
    const file = join(root, derived.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, derived.expected);
  }
  return stale.map((derived) => derived.path);
}
