// Reading TypeScript sources without compiling them: one file's syntax tree, what it exports, and where
// a name it uses is declared (through relative imports and the workspace's `@lintas/*` packages).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** @type {Map<string, ts.SourceFile>} */
const parsed = new Map();

/**
 * The syntax tree of a TypeScript file, parsed once per run.
 * @param {string} file an absolute path
 */
export function sourceFile(file) {
  let tree = parsed.get(file);
  if (!tree) {
    tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, tree);
  }
  return tree;
}

/** Forgets the parsed files (the tests write sources between runs). */
export function forgetSourceFiles() {
  parsed.clear();
}

/**
 * An error that names the file and line of `node`.
 * @param {ts.Node} node
 * @param {string} root the repository's root, to print the path relative to it
 * @param {string} message
 */
export function sourceError(node, root, message) {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return new Error(`${relative(root, file.fileName)}:${line + 1}: ${message}`);
}

/** @param {ts.Node} node */
const hasExportModifier = (node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * @typedef {object} ExportedName
 * @property {string} name
 * @property {boolean} typeOnly an interface, a type alias or a name exported with `type`
 */

/**
 * The names a module exports, in source order.
 * @param {ts.SourceFile} file
 * @returns {ExportedName[]}
 */
export function exportedNames(file) {
  /** @type {ExportedName[]} */
  const names = [];
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements)
        names.push({ name: element.name.text, typeOnly: statement.isTypeOnly || element.isTypeOnly });
      continue;
    }
    if (!hasExportModifier(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push({ name: declaration.name.text, typeOnly: false });
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      names.push({ name: statement.name.text, typeOnly: true });
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push({ name: statement.name.text, typeOnly: false });
    }
  }
  return names;
}

/**
 * The file a module specifier names: a relative `./x.js` is `./x.ts` beside `from`; `@lintas/<name>` is
 * `packages/<name>/src/index.ts`. Anything else is outside the repository: `undefined`.
 * @param {string} root
 * @param {string} from the importing file
 * @param {string} specifier
 */
export function moduleFile(root, from, specifier) {
  const candidates = specifier.startsWith('.')
    ? [resolve(dirname(from), specifier.replace(/\.js$/, '.ts')), resolve(dirname(from), specifier, 'index.ts')]
    : specifier.startsWith('@lintas/')
      ? [join(root, 'packages', specifier.slice('@lintas/'.length), 'src', 'index.ts')]
      : [];
  return candidates.find((candidate) => existsSync(candidate));
}

/**
 * Where `name`, as `file` sees it, is declared: the variable or function declaration, followed through
 * imports and re-exports into the repository's files. `undefined` when it comes from outside.
 * @param {string} root
 * @param {ts.SourceFile} file
 * @param {string} name
 * @returns {ts.VariableDeclaration | ts.FunctionDeclaration | undefined}
 */
export function declarationOf(root, file, name, depth = 0) {
  if (depth > 8) return undefined;
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      const found = statement.declarationList.declarations.find(
        (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
      );
      if (found) return found;
    } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      return statement;
    }
  }
  for (const statement of file.statements) {
    const clause = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : ts.isExportDeclaration(statement)
        ? statement.exportClause
        : undefined;
    if (!clause || !(ts.isNamedImports(clause) || ts.isNamedExports(clause))) continue;
    const specifier = /** @type {ts.ImportDeclaration | ts.ExportDeclaration} */ (statement).moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const element = clause.elements.find((candidate) => candidate.name.text === name);
    if (!element) continue;
    const target = moduleFile(root, file.fileName, specifier.text);
    if (!target) return undefined;
    return declarationOf(root, sourceFile(target), (element.propertyName ?? element.name).text, depth + 1);
  }
  return undefined;
}

/**
 * The JSDoc comment right before a declaration (of its statement, for a variable), as written.
 * @param {ts.Node} node
 */
export function jsDocText(node) {
  const holder = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const docs = /** @type {{ jsDoc?: ts.JSDoc[] }} */ (/** @type {unknown} */ (holder)).jsDoc ?? [];
  const last = docs.at(-1);
  if (!last) return '';
  return typeof last.comment === 'string' ? last.comment : (ts.getTextOfJSDocComment(last.comment) ?? '');
}
