// The modules that use every family: the demo's, the fault suite's and the stores' crash tests' list of
// plugins, and the packages `lintas reconcile` loads. Each is written whole from families.json.
import { generatedHeader } from './family-endpoints.mjs';

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../generate.mjs').Output} Output
 */

/** @param {readonly Family[]} families */
const pluginImports = (families) =>
  families.map((family) => `import { ${family.plugin} } from '${family.packageName}';`);

/** @param {readonly Family[]} families */
const pluginList = (families) => families.map((family) => family.plugin).join(', ');

/** @param {readonly Family[]} families */
const useEvery = (families) => families.map((family) => `.use(${family.plugin})`).join('');

/**
 * A module that imports every plugin (and those of `listed`, which `body` lists but the client does not
 * mount): `body`, then `useEveryFamily(client)`, which mounts `families` in the order of `listName`.
 * @param {readonly Family[]} families @param {readonly string[]} body @param {string} listName
 * @param {readonly Family[]} [listed]
 */
const everyPluginModule = (families, body, listName, listed = []) =>
  [
    generatedHeader('families.json'),
    "import type { Client } from '@lintas/core';",
    ...pluginImports([...families, ...listed]),
    '',
    ...body,
    '',
    `/** \`client\` with every API family mounted, in the order of {@link ${listName}}. */`,
    `export const useEveryFamily = (client: Client) => client${useEvery(families)};`,
    '',
  ].join('\n');

/** @param {readonly Family[]} families */
const consoleRows = (families) =>
  families.map(
    (family) =>
      `  { plugin: ${family.plugin}, packageName: '${family.packageName}', currency: '${family.currency}', country: '${family.country}' },`,
  );

/**
 * `apps/demo/src/families.ts`: the plugins with the package, currency and country the console needs;
 * the envelope families mounted on one client, a SNAP family listed apart (it needs a client of its own).
 * @param {readonly Family[]} families
 * @returns {Output}
 */
export function demoFamilies(families) {
  const envelope = families.filter((family) => family.protocol === 'envelope');
  const snap = families.filter((family) => family.protocol === 'snap');
  const body = [
    '/**',
    ' * Every API family, in the order of families.json: its plugin, the package whose declarations document',
    " * it, and the currency and country the console's forms assume when an operation names neither.",
    ' */',
    'export const demoFamilies = [',
    ...consoleRows(envelope),
    '] as const;',
    '',
    '/**',
    ' * The SNAP families, in the order of families.json, as {@link demoFamilies}: each speaks SNAP BI through a',
    ' * client of its own (`createSnapClient`), so the envelope client leaves them out.',
    ' */',
    'export const demoSnapFamilies = [',
    ...consoleRows(snap),
    '] as const;',
    '',
    '/**',
    ' * Every API family the demo uses, in the order its client adds them: the notification receiver reads',
    ' * and confirms the events these families declare.',
    ' */',
    `export const demoPlugins = [${pluginList(envelope)}] as const;`,
  ];
  return { path: 'apps/demo/src/families.ts', content: everyPluginModule(envelope, body, 'demoPlugins', snap) };
}

/**
 * `packages/fault-suite/src/families.ts`: the plugins, and a client with all of them.
 * @param {readonly Family[]} families
 * @returns {Output}
 */
export function faultSuiteFamilies(families) {
  const body = [
    "/** Every family's plugin, in the order of families.json. */",
    `export const families = [${pluginList(families)}] as const;`,
  ];
  return { path: 'packages/fault-suite/src/families.ts', content: everyPluginModule(families, body, 'families') };
}

/**
 * `packages/stores/test/support/families.mjs`: the plugins by name, for the crash tests' child process.
 * @param {readonly Family[]} families
 * @returns {Output}
 */
export function crashChildFamilies(families) {
  const content = [
    generatedHeader('families.json'),
    ...pluginImports(families),
    '',
    "/** Every family's plugin by its name, as an endpoint is named in a call (`philippines.createPayout`). */",
    `export const plugins = { ${pluginList(families)} };`,
    '',
  ].join('\n');
  return { path: 'packages/stores/test/support/families.mjs', content };
}

/**
 * `packages/stores/src/cli/family-packages.ts`: the packages `lintas reconcile` loads from the project.
 * @param {readonly Family[]} families
 * @returns {Output}
 */
export function reconcileFamilies(families) {
  const content = [
    generatedHeader('families.json'),
    '',
    "/** The API family packages `lintas reconcile` loads from the merchant's project, when installed there. */",
    `export const familyPackages = [${families.map((family) => `'${family.packageName}'`).join(', ')}] as const;`,
    '',
  ].join('\n');
  return { path: 'packages/stores/src/cli/family-packages.ts', content };
}

/**
 * `packages/core/src/cli/proxy/family-packages.ts`: the packages `lintas proxy` loads from the project,
 * each with its plugin's export.
 * @param {readonly Family[]} families
 * @returns {Output}
 */
export function proxyFamilies(families) {
  const content = [
    generatedHeader('families.json'),
    '',
    "/** The API family packages `lintas proxy` loads from the merchant's project when installed there, and their plugins. */",
    `export const familyPackages = [${families.map((family) => `{ packageName: '${family.packageName}', plugin: '${family.plugin}' }`).join(', ')}] as const;`,
    '',
  ].join('\n');
  return { path: 'packages/core/src/cli/proxy/family-packages.ts', content };
}
