import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

const pure = '/* @__PURE__ */ ';

/** A piece of text to insert into, or put in place of part of, the source. */
interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * Marks what the module scope of one library source file builds as free of side effects, so that a
 * bundler drops whatever of it a merchant does not use:
 * - each call (and `new`) evaluated at module scope gets a `@__PURE__` mark: `v.looseObject(...)`,
 *   `defineEndpoint(...)`, `Symbol.for(...)`, and the calls nested in their arguments (not the bodies of
 *   the functions passed, which run later);
 * - a module-scope value whose building a bundler cannot prove pure even so (an object spread, a class
 *   with a computed member such as an error's `[marker] = true`) is built inside a `@__PURE__` arrow
 *   function called at once: `const X = /* @__PURE__ *\/ (() => <value>)();`.
 */
export function markPure(fileName: string, source: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const markCalls = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node))
      edits.push({ start: node.getStart(file), end: node.getStart(file), text: pure });
    ts.forEachChild(node, markCalls);
  };
  const needsWrapper = (node: ts.Node): boolean => {
    if (ts.isFunctionLike(node)) return false;
    if (ts.isSpreadAssignment(node) || ts.isSpreadElement(node) || ts.isClassLike(node)) return true;
    return ts.forEachChild(node, needsWrapper) ?? false;
  };
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer;
        if (!value || ts.isFunctionLike(value)) continue;
        if (needsWrapper(value)) {
          edits.push({ start: value.getStart(file), end: value.getStart(file), text: `${pure}(() => (` });
          edits.push({ start: value.getEnd(), end: value.getEnd(), text: '))()' });
        } else markCalls(value);
      }
    } else if (ts.isClassDeclaration(statement) && statement.name && hasComputedMember(statement)) {
      const modifiers = statement.modifiers ?? [];
      if (
        modifiers.some(
          (modifier) =>
            modifier.kind === ts.SyntaxKind.DefaultKeyword || modifier.kind === ts.SyntaxKind.AbstractKeyword,
        )
      )
        continue;
      const exported = modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      const classStart = modifiers.length > 0 ? modifiers[modifiers.length - 1]!.getEnd() : statement.getStart(file);
      const name = statement.name.text;
      edits.push({
        start: statement.getStart(file),
        end: statement.getEnd(),
        text: `${exported ? 'export ' : ''}const ${name} = ${pure}(() => ${source.slice(classStart, statement.getEnd()).trim()})();`,
      });
    }
  }
  let result = source;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

function hasComputedMember(node: ts.ClassDeclaration): boolean {
  return (
    node.members.some((member) => member.name !== undefined && ts.isComputedPropertyName(member.name)) ||
    node.members.some(ts.isClassStaticBlockDeclaration)
  );
}

/**
 * An esbuild plugin (for tsup's `esbuildPlugins`) that applies {@link markPure} to every source file,
 * so that a package ships as one file (fast to load) that a merchant's bundler still tree-shakes as
 * well as a module per file: without the marks, a bundler must keep every schema, endpoint and error
 * class built at module scope, since building it might do something. Use it only on library code,
 * whose module scope builds values and does nothing else.
 */
export function pureTopLevel(): Plugin {
  return {
    name: 'pure-top-level',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/][^\\/].*\.ts$/ }, async ({ path }) => ({
        contents: markPure(path, await readFile(path, 'utf8')),
        loader: 'ts',
      }));
    },
  };
}
