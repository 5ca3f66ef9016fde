// The control routes of `@lintas/sandbox`, read from its source: each object of `CONTROL_ROUTES` in
// packages/sandbox/src/control/control-routes.ts, with the literals the README's table shows.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { sourceError, sourceFile } from './source-files.mjs';

/**
 * @typedef {object} ControlRoute
 * @property {string} method
 * @property {string} path below `/__sandbox`
 * @property {string} summary
 * @property {string | undefined} verb the `lintas-sandbox` verb that calls it
 */

/** The file of the control routes, relative to the repository's root. */
export const SANDBOX_CONTROL_ROUTES = 'packages/sandbox/src/control/control-routes.ts';

/**
 * The literal string members of an object literal, by name.
 * @param {ts.ObjectLiteralExpression} object
 * @returns {Map<string, string>}
 */
function literalMembers(object) {
  const members = new Map();
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const value = property.initializer;
    if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
      members.set(property.name.text, value.text);
  }
  return members;
}

/**
 * Every control route, in the order of the list; none when the sandbox has no such file.
 * @param {string} root
 * @returns {ControlRoute[]}
 */
export function readControlRoutes(root) {
  const file = join(root, SANDBOX_CONTROL_ROUTES);
  if (!existsSync(file)) return [];
  const declaration = sourceFile(file)
    .statements.filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === 'CONTROL_ROUTES');
  const list = declaration?.initializer;
  if (!declaration || !list || !ts.isArrayLiteralExpression(list))
    throw new Error(`${SANDBOX_CONTROL_ROUTES}: CONTROL_ROUTES is written as an array literal.`);
  return list.elements.map((element) => {
    const members = ts.isObjectLiteralExpression(element) ? literalMembers(element) : new Map();
    const [method, path, summary] = [members.get('method'), members.get('path'), members.get('summary')];
    if (method === undefined || path === undefined || summary === undefined)
      throw sourceError(element, root, 'a control route has its `method`, `path` and `summary` written as literals.');
    return { method, path, summary, verb: members.get('verb') };
  });
}
