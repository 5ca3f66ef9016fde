// For the console's page: imports nothing that needs Node.
import type { FormField } from './api-types.js';
import { toMajor } from './money.js';

/**
 * The params a call was sent with (as the SDK took them: amounts in minor units, choices as the schema
 * has them, lists as arrays, JSON fields as values) as its form is typed: each by field name, a choice
 * by its option's text. A param the form has no field for is dropped; `null` is an empty box.
 */
export function formValuesOf(
  fields: readonly FormField[],
  params: Readonly<Record<string, unknown>>,
  currency: string,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (!Object.hasOwn(params, field.name)) continue;
    const value = params[field.name];
    if (value === null || value === undefined) values[field.name] = '';
    else if (field.kind === 'amount' && typeof value === 'number') values[field.name] = toMajor(value, currency);
    else if (field.kind === 'list' && Array.isArray(value)) values[field.name] = value.join(', ');
    else if (field.kind === 'json' || typeof value === 'object') values[field.name] = JSON.stringify(value);
    else values[field.name] = String(value);
  }
  return values;
}
