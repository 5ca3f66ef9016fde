import type { DocumentedField, FormField } from './api-types.js';

interface SchemaLike {
  readonly type: string;
  readonly kind?: string;
  readonly key?: string;
  readonly literal?: unknown;
  readonly entries?: Readonly<Record<string, SchemaLike>>;
  readonly wrapped?: SchemaLike;
  readonly options?: readonly unknown[];
  readonly item?: SchemaLike;
  readonly pipe?: readonly SchemaLike[];
  readonly message?: unknown;
}

// Wrappers that let the key be left out, and those that let its value be null.
const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable']);
const NULLABLE = new Set(['nullable', 'nullish']);

function unwrap(schema: SchemaLike): { schema: SchemaLike; required: boolean; nullable: boolean } {
  let current = schema;
  let required = true;
  let nullable = false;
  while ((OPTIONAL.has(current.type) || NULLABLE.has(current.type)) && current.wrapped) {
    if (OPTIONAL.has(current.type)) required = false;
    if (NULLABLE.has(current.type)) nullable = true;
    current = current.wrapped;
  }
  return { schema: current, required, nullable };
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
    case 'literal':
      return typeof schema.literal === 'string' || typeof schema.literal === 'number'
        ? { kind: 'choice', options: [schema.literal] }
        : { kind: 'text' };
    case 'array':
      return schema.item && unwrap(schema.item).schema.type === 'string' ? { kind: 'list' } : { kind: 'json' };
    case 'string':
    case 'custom':
      return { kind: 'text' };
    default:
      return { kind: 'json' };
  }
}

function objectFields(
  entries: Readonly<Record<string, SchemaLike>>,
  docs: Readonly<Record<string, string>>,
): DocumentedField[] {
  return Object.entries(entries).map(([name, entry]) => {
    const { schema, required, nullable } = unwrap(entry);
    return {
      name,
      required,
      ...(required && nullable ? { nullable } : {}),
      ...kindOf(name, schema),
      checks: checksOf(schema),
      doc: docs[name] ?? '',
    };
  });
}

const sameField = (a: DocumentedField, b: DocumentedField) =>
  JSON.stringify({ ...a, when: undefined }) === JSON.stringify({ ...b, when: undefined });

/**
 * The form fields of an endpoint's params schema, each with its JSDoc from `docs` (one record per
 * object; one per option of a variant): one field per entry, with its kind (amounts by name: `amount`,
 * `refundAmount`, ...), whether it is required, the choices of a picklist and the messages of its
 * checks.
 *
 * Params that are a variant of objects told apart by a key (a PH payout: `payMethodCode` `BANK` or
 * `EWALLET`) give the key first, as a choice of the options' values, then each option's fields: a field
 * the options share as it is appears once; one that differs (the bank account number against the
 * wallet's mobile number) appears once per option, with `when` naming the key's values it applies to.
 */
export function schemaFields(
  params: unknown,
  docs: readonly Readonly<Record<string, string>>[] = [],
): DocumentedField[] {
  const root = params as SchemaLike;
  if (root.type !== 'variant' || !root.key) return objectFields(root.entries ?? {}, docs[0] ?? {});
  const key = root.key;
  const options = (root.options ?? []) as SchemaLike[];
  const values: string[] = [];
  const versions: DocumentedField[] = [];
  options.forEach((option, index) => {
    const discriminator = option.entries?.[key];
    const value = discriminator?.type === 'literal' ? String(discriminator.literal) : undefined;
    if (value === undefined) return;
    values.push(value);
    for (const field of objectFields(option.entries ?? {}, docs[index] ?? {})) {
      if (field.name === key) continue;
      const same = versions.find((version) => sameField(version, field));
      if (same) versions[versions.indexOf(same)] = { ...same, when: [...(same.when ?? []), value] };
      else versions.push({ ...field, when: [value] });
    }
  });
  const fields = versions.map(({ when, ...field }) =>
    when && when.length < values.length ? { ...field, when } : field,
  );
  const keyDocs = docs
    .map((record) => record[key])
    .filter((doc): doc is string => !!doc)
    .map((doc, index) => `${values[index]}: ${doc}`);
  return [
    { name: key, kind: 'choice', required: true, options: values, checks: [], doc: keyDocs.join(' ') },
    ...fields,
  ];
}

/** The key that tells the options of variant params apart, if the params are a variant. */
export function variantKeyOf(params: unknown): string | undefined {
  const root = params as SchemaLike;
  return root.type === 'variant' ? root.key : undefined;
}
