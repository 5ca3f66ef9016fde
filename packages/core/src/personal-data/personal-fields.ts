import * as v from 'valibot';
import type { PersonalDataMetadata } from './personal-data.js';

/** The parts of a valibot schema that hold other schemas. */
interface SchemaNode {
  readonly type?: string;
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  readonly wrapped?: SchemaNode;
  readonly item?: SchemaNode;
  readonly items?: readonly SchemaNode[];
  readonly options?: readonly unknown[];
  readonly rest?: SchemaNode;
  readonly value?: SchemaNode;
  readonly pipe?: readonly unknown[];
}

const found = new WeakMap<object, ReadonlySet<string>>();

/**
 * The names of the members `schema` marks as personal data (`personalData()`), at any depth: in
 * objects, arrays, optional and nullable fields, records, and every option of a union or variant. Read
 * once per schema. Lintas's own log leaves their values out; use it to do the same in hooks of your
 * own, which see the whole `param`.
 *
 * @example
 * ```ts
 * import { personalFields } from '@lintas/core';
 * import { createPayment } from '@lintas/philippines';
 *
 * personalFields(createPayment.params); // Set { 'customerName', 'email', 'mobile' }
 * ```
 */
export function personalFields(schema: unknown): ReadonlySet<string> {
  if (!isNode(schema)) return new Set();
  let names = found.get(schema);
  if (!names) {
    const collected = new Set<string>();
    collect(schema, collected, new Set());
    names = collected;
    found.set(schema, names);
  }
  return names;
}

/** True when `schema` (unwrapped from optional, nullable, ...) carries the personal-data mark. */
export function isPersonal(schema: unknown): boolean {
  let node = schema;
  while (isNode(node)) {
    if ((v.getMetadata(node as v.GenericSchema) as Partial<PersonalDataMetadata>).personalData) return true;
    node = node.wrapped;
  }
  return false;
}

function collect(node: SchemaNode, names: Set<string>, seen: Set<SchemaNode>): void {
  if (seen.has(node)) return;
  seen.add(node);
  for (const [name, child] of Object.entries(node.entries ?? {})) {
    if (isPersonal(child)) names.add(name);
    collect(child, names, seen);
  }
  const children = [node.wrapped, node.item, node.rest, node.value, ...(node.items ?? []), ...(node.options ?? [])];
  for (const item of node.pipe ?? [])
    if (isNode(item) && (item as { kind?: string }).kind === 'schema') children.push(item);
  for (const child of children) if (isNode(child)) collect(child, names, seen);
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && typeof (value as SchemaNode).type === 'string';
}
