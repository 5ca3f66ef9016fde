// The converter copies valibot's `metadata` (`{ currency: 'PHP' }`) into the JSON Schema as keywords of
// its own; a document keeps JSON Schema's vocabulary and names such members as extensions (`x-currency`).

/** The keywords of JSON Schema 2020-12 and OpenAPI 3.1's Schema Object that the converter writes. */
const KEYWORDS = new Set([
  '$ref',
  '$defs',
  '$id',
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'propertyNames',
  'minProperties',
  'maxProperties',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'title',
  'description',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
  'contentSchema',
  'contentEncoding',
  'if',
  'then',
  'else',
]);

/** Members whose value is a map of names to schemas, not a schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);

/**
 * `schema` with every member outside JSON Schema's vocabulary renamed `x-<name>`.
 * @param {unknown} schema
 * @returns {unknown}
 */
export function withExtensions(schema) {
  if (Array.isArray(schema)) return schema.map(withExtensions);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (SCHEMA_MAPS.has(key))
        return [key, Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withExtensions(inner)]))];
      if (key === 'enum' || key === 'const' || key === 'examples' || key === 'default' || key === 'required')
        return [key, value];
      return [KEYWORDS.has(key) || key.startsWith('x-') ? key : `x-${key}`, withExtensions(value)];
    }),
  );
}
