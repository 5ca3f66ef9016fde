import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The documentation of one operation, read from its package's published declarations. */
export interface OperationDocs {
  /** The method's JSDoc on the plugin's endpoints interface. */
  readonly summary: string;
  /** Each param's JSDoc, by field name. */
  readonly fields: Readonly<Record<string, string>>;
}

function jsDocOf(node: ts.Node): string {
  const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
  return docs
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim();
}

function paramsLiteral(type: ts.TypeNode | undefined): ts.TypeLiteralNode | undefined {
  // EndpointDefinition<v.StrictObjectSchema<{ ...params }, ...>, ...> (possibly inside a SchemaWithPipe).
  if (!type || !ts.isTypeReferenceNode(type)) return undefined;
  for (const argument of type.typeArguments ?? []) {
    if (ts.isTypeLiteralNode(argument)) return argument;
    const found = paramsLiteral(argument);
    if (found) return found;
    if (ts.isTupleTypeNode(argument)) {
      for (const element of argument.elements) {
        const inTuple = paramsLiteral(element as ts.TypeNode);
        if (inTuple) return inTuple;
      }
    }
    if (ts.isTypeOperatorNode(argument) && ts.isTupleTypeNode(argument.type)) {
      const first = argument.type.elements[0];
      const inPipe = paramsLiteral(first as ts.TypeNode | undefined);
      if (inPipe) return inPipe;
    }
  }
  return undefined;
}

function isEndpointDefinition(type: ts.TypeNode | undefined): type is ts.TypeReferenceNode {
  return !!type && ts.isTypeReferenceNode(type) && type.typeName.getText().endsWith('EndpointDefinition');
}

/**
 * Reads the documentation a merchant's editor shows from the declaration file of the package at
 * `packageName` (resolved as this app resolves it): each endpoint's params' JSDoc and each method's
 * JSDoc on the plugin's endpoints interface. Answers operations by method name.
 */
export function readDeclarationDocs(packageName: string): Map<string, OperationDocs> {
  const entry = fileURLToPath(import.meta.resolve(packageName));
  const file = entry.replace(/\.c?js$/, '.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const fields = new Map<string, Record<string, string>>();
  const summaries = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!isEndpointDefinition(declaration.type)) continue;
        const literal = paramsLiteral(declaration.type);
        const docs: Record<string, string> = {};
        for (const member of literal?.members ?? []) {
          if (ts.isPropertySignature(member) && member.name) docs[member.name.getText(source)] = jsDocOf(member);
        }
        fields.set(declaration.name.getText(source), docs);
      }
    }
    if (ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Endpoints')) {
      for (const member of statement.members) {
        if (ts.isPropertySignature(member) && member.name) summaries.set(member.name.getText(source), jsDocOf(member));
      }
    }
  }
  const operations = new Map<string, OperationDocs>();
  for (const [name, summary] of summaries) operations.set(name, { summary, fields: fields.get(name) ?? {} });
  return operations;
}
