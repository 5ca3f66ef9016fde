// The sandbox's routing table, `OPERATIONS` (src/operations/served-operations.ts), and its README's table
// of paths: each sandbox operation under the family and name of the SDK endpoint of the same path.
import { generatedHeader } from './family-endpoints.mjs';

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../read-endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('../read-sandbox-operations.mjs').SandboxOperation} SandboxOperation
 * @typedef {import('../generate.mjs').Output} Output
 */

/**
 * A sandbox operation with the SDK's family and name for it: those of the SDK endpoint with its path, or,
 * for a path no SDK endpoint has, its folder and its export name.
 * @typedef {SandboxOperation & { family: string, name: string, page: string | undefined, notes: string }} ServedOperation
 */

/**
 * The operation's documentation without the path it starts with, and the page it names first.
 * @param {SandboxOperation} operation
 */
export function describeOperation(operation) {
  const flat = operation.doc.replace(/\s+/g, ' ').trim();
  const match = /^`([^`]+)`(?: \((https:\/\/[^)\s]+)\))?[:.]? ?(.*)$/.exec(flat);
  if (!match || match[1] !== operation.path) return { page: undefined, notes: flat };
  const notes = match[3] ?? '';
  return { page: match[2], notes: notes.charAt(0).toUpperCase() + notes.slice(1) };
}

/**
 * The sandbox's operations, each under the SDK's family (in the order of families.json) and name,
 * those no SDK endpoint has last.
 * @param {readonly Family[]} families
 * @param {ReadonlyMap<Family, readonly Endpoint[]>} endpoints
 * @param {readonly SandboxOperation[]} operations
 * @returns {ServedOperation[]}
 */
export function servedOperations(families, endpoints, operations) {
  /** @type {Map<string, { family: string, name: string, order: number }[]>} */
  const byPath = new Map();
  let order = 0;
  for (const family of families)
    for (const endpoint of endpoints.get(family) ?? [])
      byPath.set(endpoint.path, [
        ...(byPath.get(endpoint.path) ?? []),
        { family: family.plugin, name: endpoint.name, order: order++ },
      ]);
  return operations
    .map((operation) => {
      // A path two families share (`/open-api/disbursement`, Indonesia's and Malaysia's) is named by the
      // endpoint of the sandbox operation's own folder.
      const named = byPath.get(operation.path) ?? [];
      const sdk = named.find((endpoint) => endpoint.family === operation.folder) ?? named[0];
      return {
        ...operation,
        ...describeOperation(operation),
        family: sdk?.family ?? operation.folder,
        name: sdk?.name ?? operation.exportName,
        order: sdk?.order ?? Number.MAX_SAFE_INTEGER,
      };
    })
    .sort((a, b) => a.order - b.order || (a.path < b.path ? -1 : 1))
    .map(({ order: _order, ...operation }) => operation);
}

/**
 * `packages/sandbox/src/operations/served-operations.ts`.
 * @param {readonly ServedOperation[]} served
 * @returns {Output}
 */
export function sandboxOperationsModule(served) {
  const taken = new Set();
  const locals = served.map((operation) => {
    const local = taken.has(operation.name)
      ? `${operation.family}${operation.name.charAt(0).toUpperCase()}${operation.name.slice(1)}`
      : operation.name;
    taken.add(local);
    return local;
  });
  const imports = served.map((operation, index) =>
    operation.exportName === locals[index]
      ? `import { ${operation.exportName} } from '${operation.module}';`
      : `import { ${operation.exportName} as ${locals[index]} } from '${operation.module}';`,
  );
  const families = [...new Set(served.map((operation) => operation.family))];
  const groups = families.map((family) => {
    const members = served.flatMap((operation, index) =>
      operation.family !== family
        ? []
        : [operation.name === locals[index] ? operation.name : `${operation.name}: ${locals[index]}`],
    );
    return `  ${family}: { ${members.join(', ')} },`;
  });
  const content = [
    generatedHeader('the sandbox operations (src/operations/**) and the SDK endpoints of the same paths'),
    "import type { Operation } from './define-operation.js';",
    ...imports,
    '',
    '/**',
    ' * Every operation the sandbox serves, grouped and named as the Lintas SDK groups and names them:',
    ' * `OPERATIONS.philippines.createPayment` answers what `client.philippines.createPayment()` sends.',
    ' */',
    'export const OPERATIONS = {',
    ...groups,
    '} as const satisfies Readonly<Record<string, Readonly<Record<string, Operation>>>>;',
    '',
  ].join('\n');
  return { path: 'packages/sandbox/src/operations/served-operations.ts', content };
}

/**
 * The generated region of the sandbox's README: one row per operation.
 * @param {readonly ServedOperation[]} served
 * @returns {Output}
 */
export function sandboxReadme(served) {
  const rows = served.map((operation) => {
    const name = `\`${operation.family}.${operation.name}\``;
    const named = operation.page ? `[${name}](${operation.page})` : name;
    return `| \`${operation.path}\` | ${named} | ${operation.notes.replaceAll('|', '\\|')} |`;
  });
  return {
    path: 'packages/sandbox/README.md',
    region: 'src/operations',
    content: ['| Path | SDK method, and the page it follows | What the sandbox does |', '|---|---|---|', ...rows].join(
      '\n',
    ),
  };
}
