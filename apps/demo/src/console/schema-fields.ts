import type { FormField } from './api-types.js';

interface SchemaLike {
  readonly type: string;
  readonly kind?: string;
  readonly entries?: Readonly<Record<string, SchemaLike>>;
  readonly wrapped?: SchemaLike;
  readonly options?: readonly unknown[];
  readonly item?: SchemaLike;
  readonly pipe?: readonly SchemaLike[];
  readonly message?: unknown;
}

const OPTIONAL = new Set(['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable']);

function unwrap(schema: SchemaLike): { schema: SchemaLike; required: boolean } {
  let current = schema;
  let required = true;
  while (OPTIONAL.has(current.type) && current.wrapped) {
    required = false;
    current = current.wrapped;
  }
  return { schema: current, required };
}

function checksOf(schema: SchemaLike): string[] {
  return (schema.pipe ?? [])
    .filter((action) => action.kind === 'validation' && typeof action.message === 'string')
    .map((action) => action.message as string);
}

function kindOf(name: string, schema: SchemaLike): Pick<FormField, 'kind' | 'options'> {
  switch (schema.type) {
    case 'number':
      return { kind: /amount$/i.test(name) ? 'amount' : 'number' };
    case 'picklist':
      return {
        kind: 'choice',
        options: (schema.options ?? []).map((option) => (typeof option === 'number' ? option : String(option))),
      };
    case 'array':
      return schema.item && unwrap(schema.item).schema.type === 'string' ? { kind: 'list' } : { kind: 'json' };
    case 'string':
    case 'custom':
    case 'literal':
      return { kind: 'text' };
    default:
      return { kind: 'json' };
  }
}

/**
 * The form fields of an endpoint's params schema (a valibot object schema, possibly piped): one per
 * entry, with its kind (amounts by name: `amount`, `refundAmount`, ...), whether it is required, the
 * choices of a picklist and the messages of its checks.
 */
export function schemaFields(params: unknown): FormField[] {
  const root = params as SchemaLike;
  const entries = root.entries ?? root.pipe?.[0]?.entries ?? {};
  return Object.entries(entries).map(([name, entry]) => {
    const { schema, required } = unwrap(entry);
    return { name, required, ...kindOf(name, schema), checks: checksOf(schema) };
  });
}
