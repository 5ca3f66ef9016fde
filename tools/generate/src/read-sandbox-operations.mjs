// The operations of `@lintas/sandbox`, read from its source files: each `export const x =
// defineOperation({ path, ... })` under packages/sandbox/src/operations/, with its documentation.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { camelCase } from './families.mjs';
import { jsDocText, sourceError, sourceFile } from './source-files.mjs';

/**
 * @typedef {object} SandboxOperation
 * @property {string} exportName the operation's export, e.g. `createPayment`
 * @property {string} module the module specifier from `src/operations`, e.g. `./philippines/create-payment.js`
 * @property {string} folder the folder under `src/operations`, e.g. `philippines`
 * @property {string} path the API path it serves
 * @property {string} doc its JSDoc, as written
 */

/** The folder of the operations, relative to the repository's root. */
export const SANDBOX_OPERATIONS = 'packages/sandbox/src/operations';

/** @param {string} folder @returns {string[]} */
const sourcesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourcesUnder(join(folder, entry.name))
        : /\.ts$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name)
          ? [join(folder, entry.name)]
          : [],
    );

/**
 * Every operation the sandbox defines, by file.
 * @param {string} root
 * @returns {SandboxOperation[]}
 */
export function readSandboxOperations(root) {
  const folder = join(root, SANDBOX_OPERATIONS);
  if (!existsSync(folder)) return [];
  return sourcesUnder(folder).flatMap((file) =>
    sourceFile(file)
      .statements.filter(ts.isVariableStatement)
      .flatMap((statement) => statement.declarationList.declarations)
      .flatMap((declaration) => {
        const call = declaration.initializer;
        if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return [];
        if (call.expression.text !== 'defineOperation' || !ts.isIdentifier(declaration.name)) return [];
        const [definition] = call.arguments;
        const path =
          definition && ts.isObjectLiteralExpression(definition)
            ? definition.properties.find(
                (property) =>
                  ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'path',
              )
            : undefined;
        const value = path && ts.isPropertyAssignment(path) ? path.initializer : undefined;
        if (!value || !(ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)))
          throw sourceError(declaration, root, 'a sandbox operation has its `path` written as a literal.');
        const module = `./${relative(folder, file).replace(/\.ts$/, '.js')}`;
        return [
          {
            exportName: declaration.name.text,
            module,
            folder: camelCase(module.split('/')[1] ?? ''),
            path: value.text,
            doc: jsDocText(declaration),
          },
        ];
      }),
  );
}
