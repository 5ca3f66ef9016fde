// A valibot schema as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), and the rules the converter
// could not express, each with the member it applies to: the document lists them (`x-lintas-checks`)
// rather than dropping them.
import { toJsonSchema } from '@valibot/to-json-schema';

/**
 * A rule of a schema that JSON Schema does not express (a custom check, a transformation).
 * @typedef {object} SkippedRule
 * @property {string} at the member it applies to, e.g. `amount` or `items[].price` (`` for the whole)
 * @property {string} rule the valibot schema or action, e.g. `check`, `transform`
 * @property {string} [message] its error message, when it states the rule
 */

/** @typedef {{ kind: string, type: string, message?: unknown, pipe?: unknown[], entries?: Record<string, unknown>, wrapped?: unknown, options?: unknown[], item?: unknown, items?: unknown[], rest?: unknown, key?: unknown, value?: unknown }} Node */

/**
 * Where each schema and action of `schema` sits, by object identity.
 * @param {unknown} schema
 * @returns {Map<unknown, string>}
 */
export function locations(schema) {
  /** @type {Map<unknown, string>} */
  const at = new Map();
  const visit = (/** @type {unknown} */ value, /** @type {string} */ path) => {
    if (typeof value !== 'object' || value === null || at.has(value)) return;
    const node = /** @type {Node} */ (value);
    at.set(node, path);
    for (const step of node.pipe ?? []) visit(step, path);
    for (const [key, entry] of Object.entries(node.entries ?? {})) visit(entry, path === '' ? key : `${path}.${key}`);
    visit(node.wrapped, path);
    for (const option of node.options ?? []) visit(option, path);
    visit(node.item, `${path}[]`);
    for (const item of node.items ?? []) visit(item, `${path}[]`);
    visit(node.rest, path);
    visit(node.value, `${path}{}`);
  };
  visit(schema, '');
  return at;
}

/**
 * A rule as the document lists it.
 * @param {string} at @param {Node} node
 * @returns {SkippedRule}
 */
const ruleOf = (at, node) => ({
  at,
  rule: node.type,
  ...(typeof node.message === 'string' ? { message: node.message } : {}),
});

/**
 * The JSON Schema of `schema`, and what it leaves out.
 * @param {unknown} schema a valibot schema
 * @param {'input' | 'output'} typeMode `input` for what a caller gives, `output` for what is read
 * @returns {{ schema: Record<string, unknown>, skipped: SkippedRule[] }}
 */
export function convertSchema(schema, typeMode) {
  const at = locations(schema);
  /** @type {SkippedRule[]} */
  const skipped = [];
  /** @returns {any} a JSON Schema of our own for an open enum, else the converter's */
  const record = (/** @type {{ errors: unknown, valibotAction?: unknown, valibotSchema?: unknown }} */ context) => {
    const node = /** @type {Node} */ (context.valibotAction ?? context.valibotSchema);
    const known = openEnumOf(node);
    if (known) return known;
    if (context.errors) skipped.push(ruleOf(at.get(node) ?? '', node));
    return undefined;
  };
  const json = toJsonSchema(/** @type {never} */ (schema), {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    overrideAction: record,
    overrideSchema: record,
  });
  const { $schema: _, $defs, ...rest } = /** @type {Record<string, unknown>} */ (json);
  const inlined = /** @type {Record<string, unknown>} */ (
    simplified(inlineDefinitions(rest, /** @type {Record<string, unknown>} */ ($defs ?? {})))
  );
  const unique = new Map(skipped.map((rule) => [JSON.stringify(rule), rule]));
  return { schema: inlined, skipped: [...unique.values()] };
}

/**
 * An open enum of the SDK (a string, its known values listed in its message) as JSON Schema: a string,
 * its known values as examples. `undefined` for any other schema.
 * @param {Node} node
 */
export function openEnumOf(node) {
  if (node.kind !== 'schema' || node.type !== 'custom' || typeof node.message !== 'string') return undefined;
  const listed = /Expected a string such as (.*)$/.exec(node.message);
  if (!listed) return undefined;
  const values = [...String(listed[1]).matchAll(/"([^"]*)"/g)].map((match) => match[1]);
  return { type: 'string', description: `Known values: ${values.join(', ')}; others may come.`, examples: values };
}

/**
 * `schema` with each `{ $ref: '#/$defs/<name>' }` replaced by its definition (a schema embedded in a
 * document cannot point at its own root); a definition met again inside itself is left open (`{}`).
 * @param {unknown} schema @param {Record<string, unknown>} definitions @param {readonly string[]} open
 * @returns {unknown}
 */
export function inlineDefinitions(schema, definitions, open = []) {
  if (Array.isArray(schema)) return schema.map((item) => inlineDefinitions(item, definitions, open));
  if (typeof schema !== 'object' || schema === null) return schema;
  const { $ref, ...rest } = /** @type {Record<string, unknown>} */ (schema);
  if (typeof $ref === 'string' && $ref.startsWith('#/$defs/')) {
    const name = $ref.slice('#/$defs/'.length);
    if (open.includes(name)) return { ...rest, description: 'The same shape as its container.' };
    return { ...rest, .../** @type {object} */ (inlineDefinitions(definitions[name], definitions, [...open, name])) };
  }
  return Object.fromEntries(
    Object.entries(/** @type {object} */ (schema)).map(([key, value]) => [
      key,
      inlineDefinitions(value, definitions, open),
    ]),
  );
}

/**
 * `anyOf` with a member that accepts anything (`{}`, what an unexpressed rule leaves) is that member.
 * @param {unknown} schema
 * @returns {unknown}
 */
export function simplified(schema) {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, simplified(value)]);
  const object = Object.fromEntries(
    entries.filter(([key, value]) => key !== 'required' || !Array.isArray(value) || value.length > 0),
  );
  const anyOf = object.anyOf;
  if (Array.isArray(anyOf) && anyOf.some((member) => Object.keys(member).length === 0)) {
    const { anyOf: _, ...rest } = object;
    return rest;
  }
  return object;
}
