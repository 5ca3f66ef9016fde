/**
 * The JSON shape of `value` as far as `documented` shows one: for each member the documented value has,
 * the type of `value`'s member (`'string'`, `'number'`, ..., nested objects and the first element of
 * arrays alike). A documented `null` says nothing about the type, so any value matches it.
 */
export function shapeOf(value: unknown, documented: unknown): unknown {
  if (documented === null) return 'any';
  if (Array.isArray(documented)) {
    if (!Array.isArray(value)) return typeOf(value);
    return documented.length === 0 ? [] : [value.length === 0 ? 'empty' : shapeOf(value[0], documented[0])];
  }
  if (typeof documented === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return typeOf(value);
    return Object.fromEntries(
      Object.keys(documented).map((key) => [
        key,
        key in value
          ? shapeOf((value as Record<string, unknown>)[key], (documented as Record<string, unknown>)[key])
          : 'absent',
      ]),
    );
  }
  return typeOf(value);
}

function typeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}
