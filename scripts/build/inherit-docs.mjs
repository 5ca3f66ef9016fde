// Resolves `{@inheritDoc}` on the members of interfaces in the built declaration files of a package.
//
// A family's plugin interface lists its methods as
//   /** {@inheritDoc createPayment} */
//   readonly createPayment: typeof createPayment;
// so that each method's type and documentation come from its endpoint definition, written once. TypeDoc
// resolves the tag for the API reference; an editor does not: on `client.philippines.createPayment` it
// shows the member's own comment. So, after tsup, this replaces each such comment in `dist/*.d.ts` and
// `dist/*.d.cts` with the JSDoc of the declaration it names, and fails the build when that has none.
//
//   node ../../scripts/build/inherit-docs.mjs      (in the package folder, after tsup)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const INHERIT = /^\/\*\*\s*\{@inheritDoc\s+([\w$]+)\s*\}\s*\*\/$/;

/** The last comment before `node`, with its position, when it is a JSDoc comment. */
function jsDocBefore(text, node) {
  const last = (ts.getLeadingCommentRanges(text, node.pos) ?? []).at(-1);
  return last && text.startsWith('/**', last.pos) ? { ...last, text: text.slice(last.pos, last.end) } : undefined;
}

/**
 * The declaration file's text with each `/** {@inheritDoc X} *\/` of an interface member replaced by the
 * JSDoc of the top-level declaration `X`, re-indented. Throws when `X` has no JSDoc in the file.
 */
export function inheritDocs(fileName, text) {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const docs = new Map();
  for (const statement of file.statements) {
    const doc = jsDocBefore(text, statement);
    if (!doc) continue;
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        docs.set(declaration.name.getText(file), doc.text);
    else if (statement.name) docs.set(statement.name.getText(file), doc.text);
  }
  const edits = [];
  const visit = (node) => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeLiteralNode(node))
      for (const member of node.members) {
        const comment = jsDocBefore(text, member);
        const name = comment && INHERIT.exec(comment.text)?.[1];
        if (!name) continue;
        const doc = docs.get(name);
        if (!doc) throw new Error(`${fileName}: {@inheritDoc ${name}} names no documented declaration of this file.`);
        const indent = text.slice(text.lastIndexOf('\n', comment.pos - 1) + 1, comment.pos);
        const reindented = doc
          .split('\n')
          .map((line, index) => (index === 0 ? line : `${indent} ${line.trimStart()}`))
          .join('\n');
        edits.push({ start: comment.pos, end: comment.end, text: reindented });
      }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return { text: result, resolved: edits.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = join(process.cwd(), 'dist');
  for (const name of readdirSync(dist).filter((entry) => /\.d\.c?ts$/.test(entry))) {
    const path = join(dist, name);
    const { text, resolved } = inheritDocs(path, readFileSync(path, 'utf8'));
    if (resolved > 0) writeFileSync(path, text);
  }
}
