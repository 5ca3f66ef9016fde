// Every file or region derived from the endpoint definitions and families.json, as `pnpm generate`
// writes it; and the files on disk that differ from it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readFamilies } from './families.mjs';

/** @typedef {import('./families.mjs').Family} Family */
import { formatAll } from './format.mjs';
import {
  crashChildFamilies,
  demoFamilies,
  faultSuiteFamilies,
  proxyFamilies,
  reconcileFamilies,
} from './outputs/every-family.mjs';
import { familyEndpoints } from './outputs/family-endpoints.mjs';
import { familyIndex } from './outputs/family-index.mjs';
import { familyPackage } from './outputs/family-package.mjs';
import { familyReadme } from './outputs/family-readme.mjs';
import { familyTypeTest } from './outputs/family-type-test.mjs';
import { manifests } from './outputs/manifests.mjs';
import { notificationEvents } from './outputs/notification-events.mjs';
import { openapiOutputs } from './outputs/openapi.mjs';
import { rootReadme } from './outputs/root-readme.mjs';
import { sandboxControlReadme } from './outputs/sandbox-control-routes.mjs';
import { sandboxOperationsModule, sandboxReadme, servedOperations } from './outputs/sandbox-operations.mjs';
import { readControlRoutes } from './read-control-routes.mjs';
import { readEndpoints } from './read-endpoints.mjs';
import { readNotifications } from './read-notifications.mjs';
import { readSandboxOperations } from './read-sandbox-operations.mjs';
import { replaceRegion } from './regions.mjs';
import { forgetSourceFiles } from './source-files.mjs';

/**
 * What the generator derives: a whole file; with `region`, the generated region of a hand-written file,
 * `region` naming what it is generated from; with `starter`, the first version of a file that is
 * hand-written from then on (written only when the file is missing).
 * @typedef {object} Output
 * @property {string} path relative to the repository's root
 * @property {string} content
 * @property {string} [region]
 * @property {boolean} [starter]
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
  const starters = new Map(families.map((family) => [family, familyPackage(family)]));
  // A family's package.json as it is, or as pnpm generate starts it.
  const manifestOf = (/** @type {Family} */ family) => {
    const path = `packages/${family.folder}/package.json`;
    return existsSync(join(root, path))
      ? readFileSync(join(root, path), 'utf8')
      : (starters.get(family)?.find((output) => output.path === path)?.content ?? '{}');
  };
  const outputs = families.flatMap((family) => {
    const own = endpoints.get(family) ?? [];
    return [
      ...(starters.get(family) ?? []),
      familyEndpoints(family, own),
      familyIndex(family, own),
      familyReadme(family, own),
      familyTypeTest(family, own),
    ];
  });
  // The lists that mount every family on one envelope client leave out a family of another protocol.
  const envelope = families.filter((family) => family.protocol === 'envelope');
  const served = servedOperations(families, endpoints, readSandboxOperations(root));
  if (served.length > 0) outputs.push(sandboxOperationsModule(served), sandboxReadme(served));
  const controlRoutes = readControlRoutes(root);
  if (controlRoutes.length > 0) outputs.push(sandboxControlReadme(controlRoutes));
  outputs.push(
    rootReadme(families, endpoints, manifestOf),
    notificationEvents(families, new Map(families.map((family) => [family, readNotifications(root, family)]))),
    demoFamilies(families),
    faultSuiteFamilies(envelope),
    crashChildFamilies(envelope),
    reconcileFamilies(envelope),
    proxyFamilies(envelope),
    ...manifests(root, families),
    ...openapiOutputs(root, families, endpoints, manifestOf),
  );
  return outputs;
}

/**
 * The text a file should have, from its outputs in turn: a starter when the file is missing, a whole
 * output, the file with its region replaced. `undefined` when only a starter applies and the file exists:
 * it is the developer's.
 * @param {string} path
 * @param {readonly Output[]} outputs
 * @param {string | undefined} actual the file on disk
 */
function unformattedText(path, outputs, actual) {
  let text = actual;
  let written = false;
  for (const output of outputs) {
    if (output.starter) {
      if (text === undefined) [text, written] = [output.content, true];
    } else if (output.region === undefined) {
      [text, written] = [output.content, true];
    } else {
      if (text === undefined) throw new Error(`${path} is missing: it holds a region that pnpm generate writes.`);
      [text, written] = [replaceRegion(path, text, output.region, output.content), true];
    }
  }
  return written ? text : undefined;
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
 * @returns {Derived[]}
 */
export function compare(root) {
  const outputs = derive(root);
  const paths = [...new Set(outputs.map((output) => output.path))];
  const actual = new Map(
    paths.map((path) => [path, existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined]),
  );
  /** @type {Map<string, string>} */
  const texts = new Map();
  for (const path of paths) {
    const text = unformattedText(
      path,
      outputs.filter((output) => output.path === path),
      actual.get(path),
    );
    if (text !== undefined) texts.set(path, text);
  }
  const expected = formatAll(root, texts);
  return paths.map((path) => ({
    path,
    expected: expected.get(path) ?? /** @type {string} */ (actual.get(path)),
    actual: actual.get(path),
  }));
}

/**
 * Writes every derived file that differs from what is derived: the paths written.
 * @param {string} root
 */
export function generate(root) {
  const stale = compare(root).filter((derived) => derived.expected !== derived.actual);
  for (const derived of stale) {
    const file = join(root, derived.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, derived.expected);
  }
  return stale.map((derived) => derived.path);
}
