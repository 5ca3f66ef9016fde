// The notification events a family declares, read from its source: the members of the map its
// `src/notifications/<family>-notifications.ts` exports as `<plugin>Notifications`, each with the
// one-line JSDoc the API reference check requires of it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { jsDocText, sourceError, sourceFile } from './source-files.mjs';

/**
 * @typedef {import('./families.mjs').Family} Family
 * @typedef {{ eventName: string, summary: string }} DeclaredEvent
 */

/**
 * The events `family` declares, in the order its map lists them; none when it has no such file.
 * @param {string} root the repository's root
 * @param {Family} family
 * @returns {DeclaredEvent[]}
 */
export function readNotifications(root, family) {
  const file = join(root, 'packages', family.folder, 'src/notifications', `${family.folder}-notifications.ts`);
  if (!existsSync(file)) return [];
  const name = `${family.plugin}Notifications`;
  const tree = sourceFile(file);
  const declaration = tree.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === name);
  if (!declaration) throw new Error(`${file}: no \`export const ${name} = { ... }\` map of its events.`);
  let map = declaration.initializer;
  while (map && (ts.isAsExpression(map) || ts.isSatisfiesExpression(map) || ts.isParenthesizedExpression(map)))
    map = map.expression;
  if (!map || !ts.isObjectLiteralExpression(map))
    throw sourceError(declaration, root, `${name} must be an object literal of its events.`);
  return map.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.name))
      throw sourceError(property, root, `write each event of ${name} out as a quoted key: 'payment.success': ...`);
    const summary = jsDocText(property).replace(/\s+/g, ' ').trim();
    if (summary === '')
      throw sourceError(property, root, `give ${property.name.text} a one-line JSDoc: what the event announces.`);
    return { eventName: property.name.text, summary };
  });
}
