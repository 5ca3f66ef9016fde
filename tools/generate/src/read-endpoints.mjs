// The endpoint definitions of a family, read from its source files: `src/endpoints/<operation>.ts`, each
// exporting one `defineEndpoint({...})` named after the file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { kebabCase } from './families.mjs';
import { declarationOf, exportedNames, jsDocText, sourceError, sourceFile } from './source-files.mjs';

/**
 * @typedef {import('./families.mjs').Family} Family
 * @typedef {import('./source-files.mjs').ExportedName} ExportedName
 */

/**
 * How an endpoint is repeated, as far as its definition states it.
 * @typedef {{ kind: 'read' }
 *   | { kind: 'write', keys: string[], duplicateCodes: string[], recovers: boolean, lookup: string | undefined, statusCheck?: StatusCheckSummary, settlement?: SettlementSummary, movesMoney?: false }} RetrySummary
 */

/**
 * How `reconcile()` settles a write without a status check, as its `retry.settlement` states it: the
 * strategy, the page that justifies it, and what the strategy's row says (the codes that prove a re-drive
 * committed, a probe's cost, the notification's events, why nothing reached anyone).
 * @typedef {{ strategy: 're-drive' | 'probe' | 'notification' | 'unreachable', page: string, codes: string[], events: string[], cost?: string, reason?: string }} SettlementSummary
 */

/**
 * The status check a write declares: the client method and its params, as `OutcomeUnknownError` names it.
 * @typedef {{ method: string, params: string[], fixed: [string, string][], page: string }} StatusCheckSummary
 */

/**
 * @typedef {object} Endpoint
 * @property {string} name the export, which is also the plugin's method name, e.g. `createPayment`
 * @property {string} module the module specifier from the family's `src`, e.g. `./endpoints/create-payment.js`
 * @property {string} path the API path, e.g. `/open-api/philippines/payment/generate`
 * @property {RetrySummary} retry
 * @property {ExportedName[]} exports every name the endpoint's file exports, for the package index
 * @property {string} description the endpoint's JSDoc, as written (its `{@link x}` tags as `x`)
 */

/** @param {ts.ObjectLiteralExpression} object @param {string} name */
const member = (object, name) =>
  object.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === name);

/** @param {ts.Node | undefined} node @returns {ts.Expression | undefined} */
const initializerOf = (node) => (node && ts.isPropertyAssignment(node) ? node.initializer : undefined);

/** @param {ts.Expression} expression */
const withoutSatisfies = (expression) =>
  ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression) ? expression.expression : expression;

/**
 * The text of a string literal, or an error naming where a literal was expected.
 * @param {string} root @param {ts.Node} node @param {string} what
 */
function literalText(root, node, what) {
  const expression = ts.isExpression(node) ? withoutSatisfies(node) : node;
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  throw sourceError(node, root, `${what} must be written as a literal, so that \`pnpm generate\` can read it.`);
}

/**
 * The elements of a member's array literal: string literals as their text, anything else (`21007
 * satisfies ...`, `GatewayCode.X`) as its source text without `satisfies`. No member: none.
 * @param {string} root @param {ts.Node | undefined} property @param {string} what
 */
function listOf(root, property, what) {
  if (!property) return [];
  const node = initializerOf(property);
  if (!node || !ts.isArrayLiteralExpression(node))
    throw sourceError(property, root, `${what} must be an array literal, so that \`pnpm generate\` can read it.`);
  return node.elements.map((element) => {
    const bare = withoutSatisfies(element);
    return ts.isStringLiteral(bare) ? bare.text : bare.getText();
  });
}

/**
 * The endpoints `call(endpoint, ...)` runs inside `body`, following one call into a helper function of
 * the repository (`recoverPayment(call, params)`): the first endpoint found, as its declaration.
 * @param {string} root @param {ts.Node} body
 * @returns {ts.VariableDeclaration | undefined}
 */
function lookupIn(root, body, depth = 0) {
  /** @type {ts.VariableDeclaration | undefined} */
  let found;
  /** @type {ts.CallExpression[]} */
  const helpers = [];
  const visit = (/** @type {ts.Node} */ node) => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [first] = node.arguments;
      if (node.expression.text === 'call' && first && ts.isIdentifier(first)) {
        const declaration = declarationOf(root, node.getSourceFile(), first.text);
        if (declaration && ts.isVariableDeclaration(declaration)) found = declaration;
      } else {
        helpers.push(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  if (found || depth > 0) return found;
  for (const helper of helpers) {
    const callee = /** @type {ts.Identifier} */ (helper.expression);
    const declaration = declarationOf(root, helper.getSourceFile(), callee.text);
    const inner =
      declaration && ts.isFunctionDeclaration(declaration)
        ? declaration.body
        : declaration && ts.isVariableDeclaration(declaration)
          ? declaration.initializer
          : undefined;
    const lookup = inner && lookupIn(root, inner, depth + 1);
    if (lookup) return lookup;
  }
  return undefined;
}

/**
 * The `defineEndpoint({...})` argument of a variable declaration, if it is one.
 * @param {ts.VariableDeclaration} declaration
 */
function definitionOf(declaration) {
  const call = declaration.initializer;
  if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return undefined;
  if (call.expression.text !== 'defineEndpoint') return undefined;
  const [argument] = call.arguments;
  return argument && ts.isObjectLiteralExpression(argument) ? argument : undefined;
}

/**
 * What `recover` looks the record up with: the method name of an endpoint of `endpointFiles`, or the
 * path of another endpoint (a shared status check).
 * @param {string} root @param {ts.Node} recover @param {readonly string[]} endpointFiles
 */
function lookupName(root, recover, endpointFiles) {
  const lookup = lookupIn(root, recover);
  if (!lookup || !ts.isIdentifier(lookup.name)) return undefined;
  if (endpointFiles.includes(lookup.getSourceFile().fileName)) return `\`${lookup.name.text}\``;
  const definition = definitionOf(lookup);
  const path = definition && initializerOf(member(definition, 'path'));
  return path ? `\`${literalText(root, path, 'path')}\`` : `\`${lookup.name.text}\``;
}

/**
 * @param {string} root @param {ts.Node} node @param {readonly string[]} endpointFiles
 * @returns {RetrySummary}
 */
function retryOf(root, node, endpointFiles) {
  const value = initializerOf(node);
  if (!value) throw sourceError(node, root, '`retry` must be written in the definition (`retry: ...`).');
  if (!ts.isObjectLiteralExpression(value)) {
    const text = literalText(root, value, '`retry`');
    if (text !== 'read') throw sourceError(value, root, "`retry` is 'read' or a write policy `{ keys, ... }`.");
    return { kind: 'read' };
  }
  const recover = member(value, 'recover');
  const statusCheck = member(value, 'statusCheck');
  const settlement = member(value, 'settlement');
  const movesMoney = initializerOf(member(value, 'movesMoney'));
  if (movesMoney && movesMoney.kind !== ts.SyntaxKind.FalseKeyword)
    throw sourceError(movesMoney, root, '`retry.movesMoney` is `false` or left out (a write moves money by default).');
  return {
    kind: 'write',
    keys: listOf(root, member(value, 'keys'), '`retry.keys`'),
    duplicateCodes: listOf(root, member(value, 'duplicateCodes'), '`retry.duplicateCodes`'),
    recovers: recover !== undefined,
    lookup: recover ? lookupName(root, recover, endpointFiles) : undefined,
    ...(statusCheck ? { statusCheck: statusCheckOf(root, statusCheck) } : {}),
    ...(settlement ? { settlement: settlementOf(root, settlement) } : {}),
    ...(movesMoney ? { movesMoney: /** @type {const} */ (false) } : {}),
  };
}

/**
 * A write's `statusCheck: { method, params, fixed, page }`, every member a literal.
 * @param {string} root @param {ts.Node} property
 * @returns {StatusCheckSummary}
 */
function statusCheckOf(root, property) {
  const value = initializerOf(property);
  if (!value || !ts.isObjectLiteralExpression(value))
    throw sourceError(
      property,
      root,
      '`retry.statusCheck` must be an object literal, so that `pnpm generate` can read it.',
    );
  const text = (/** @type {string} */ name) => {
    const node = member(value, name);
    if (!node) throw sourceError(value, root, `\`retry.statusCheck\` has no \`${name}\`.`);
    return literalText(root, initializerOf(node) ?? node, `\`retry.statusCheck.${name}\``);
  };
  const fixedNode = initializerOf(member(value, 'fixed'));
  if (fixedNode && !ts.isObjectLiteralExpression(fixedNode))
    throw sourceError(fixedNode, root, '`retry.statusCheck.fixed` must be an object literal of literals.');
  /** @type {[string, string][]} */
  const fixed = (fixedNode?.properties ?? []).map((entry) => {
    if (!ts.isPropertyAssignment(entry) || !entry.name || !ts.isIdentifier(entry.name))
      throw sourceError(entry, root, '`retry.statusCheck.fixed` must be an object literal of literals.');
    return [entry.name.text, literalText(root, entry.initializer, '`retry.statusCheck.fixed`')];
  });
  return {
    method: text('method'),
    params: listOf(root, member(value, 'params'), '`retry.statusCheck.params`'),
    fixed,
    page: text('page'),
  };
}

/** The strategies `retry.settlement` may name. */
const strategies = ['re-drive', 'probe', 'notification', 'unreachable'];

/**
 * A write's `settlement: { strategy, page, ... }`, its members that the README names written as literals
 * (a probe's function is code, and is not read).
 * @param {string} root @param {ts.Node} property
 * @returns {SettlementSummary}
 */
function settlementOf(root, property) {
  const value = initializerOf(property);
  if (!value || !ts.isObjectLiteralExpression(value))
    throw sourceError(
      property,
      root,
      '`retry.settlement` must be an object literal, so that `pnpm generate` can read it.',
    );
  const text = (/** @type {string} */ name) => {
    const node = member(value, name);
    return node ? literalText(root, initializerOf(node) ?? node, `\`retry.settlement.${name}\``) : undefined;
  };
  const strategy = text('strategy');
  const page = text('page');
  if (!strategy || !strategies.includes(strategy))
    throw sourceError(value, root, `\`retry.settlement.strategy\` is one of ${strategies.join(', ')}.`);
  if (!page)
    throw sourceError(value, root, '`retry.settlement` has no `page`: name the gateway page that justifies it.');
  const cost = text('cost');
  const reason = text('reason') ?? text('otherwise');
  return {
    strategy: /** @type {SettlementSummary['strategy']} */ (strategy),
    page,
    codes: listOf(root, member(value, 'committedCodes'), '`retry.settlement.committedCodes`'),
    events: listOf(root, member(value, 'events'), '`retry.settlement.events`'),
    ...(cost ? { cost } : {}),
    ...(reason ? { reason } : {}),
  };
}

/**
 * The endpoint one file defines.
 * @param {string} root @param {string} file @param {readonly string[]} endpointFiles
 * @returns {Endpoint}
 */
function readEndpoint(root, file, endpointFiles) {
  const tree = sourceFile(file);
  const definitions = tree.statements.filter(ts.isVariableStatement).flatMap((statement) =>
    statement.declarationList.declarations.flatMap((declaration) => {
      const definition = definitionOf(declaration);
      return definition && ts.isIdentifier(declaration.name) ? [{ declaration, definition }] : [];
    }),
  );
  const [only] = definitions;
  if (definitions.length !== 1 || !only)
    throw sourceError(
      tree,
      root,
      `an endpoint file exports exactly one \`defineEndpoint({...})\`; this one has ${definitions.length}.`,
    );
  const name = /** @type {ts.Identifier} */ (only.declaration.name).text;
  const base = file.slice(file.lastIndexOf('/') + 1, -'.ts'.length);
  if (kebabCase(name) !== base)
    throw sourceError(only.declaration, root, `the endpoint \`${name}\` belongs in ${kebabCase(name)}.ts.`);
  const pathNode = member(only.definition, 'path');
  if (!pathNode) throw sourceError(only.definition, root, `\`${name}\` has no \`path\`.`);
  const exports = exportedNames(tree);
  if (!exports.some((exported) => exported.name === name))
    throw sourceError(only.declaration, root, `export the endpoint: \`export const ${name} = defineEndpoint(...)\`.`);
  return {
    name,
    module: `./endpoints/${base}.js`,
    path: literalText(root, initializerOf(pathNode) ?? pathNode, '`path`'),
    retry: retryOf(root, member(only.definition, 'retry') ?? only.definition, endpointFiles),
    exports,
    description: jsDocText(only.declaration),
  };
}

/**
 * Every endpoint of a family, by file name (so by method name).
 * @param {string} root
 * @param {Family} family
 * @returns {Endpoint[]}
 */
export function readEndpoints(root, family) {
  const folder = join(root, 'packages', family.folder, 'src', 'endpoints');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(name))
    .sort()
    .map((name) => join(folder, name));
  return files
    .map((file) => readEndpoint(root, file, files))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
