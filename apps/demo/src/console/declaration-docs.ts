import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The documentation of one operation, read from its package's published declarations. */
export interface OperationDocs {
  /** The method's JSDoc on the plugin's endpoints interface. */
  readonly summary: string;
  /**
   * Each param's JSDoc, by field name: one record for an object of params, one per option (in order)
   * for params that are a variant of objects.
   */
  readonly fields: readonly Readonly<Record<string, string>>[];
}

function jsDocOf(node: ts.Node): string {
  const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
  return docs
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim();
}

/**
 * The object literals of a params schema type: `StrictObjectSchema<{ ... }>` gives one,
 * `SchemaWithPipe<readonly [StrictObjectSchema<{ ... }>, ...checks]>` the one of its first element,
 * `VariantSchema<'key', [StrictObjectSchema<{ ... }>, ...]>` one per option.
 */
function paramsLiterals(type: ts.TypeNode | undefined): ts.TypeLiteralNode[] {
  if (!type) return [];
  if (ts.isTypeLiteralNode(type)) return [type];
  // `readonly [schema, ...actions]`: a pipe, whose first element is the schema.
  if (ts.isTypeOperatorNode(type) && ts.isTupleTypeNode(type.type))
    return paramsLiterals(type.type.elements[0] as ts.TypeNode | undefined);
  // `[option, option, ...]`: a variant's options.
  if (ts.isTupleTypeNode(type)) return type.elements.flatMap((element) => paramsLiterals(element as ts.TypeNode));
  if (!ts.isTypeReferenceNode(type)) return [];
  for (const argument of type.typeArguments ?? []) {
    const found = paramsLiterals(argument);
    if (found.length > 0) return found;
  }
  return [];
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
  const fields = new Map<string, Record<string, string>[]>();
  const summaries = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!isEndpointDefinition(declaration.type)) continue;
        // The params schema is the first type argument of EndpointDefinition<params, data>.
        const literals = paramsLiterals(declaration.type.typeArguments?.[0]);
        const docs = literals.map((literal) => {
          const record: Record<string, string> = {};
          for (const member of literal.members) {
            if (ts.isPropertySignature(member) && member.name) record[member.name.getText(source)] = jsDocOf(member);
          }
          return record;
        });
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
  for (const [name, summary] of summaries) operations.set(name, { summary, fields: fields.get(name) ?? [] });
  return operations;
}
