import type { AnyEndpoint } from '../types/endpoint.js';
import { personalFields } from './personal-fields.js';
import { redactPersonalData } from './redact-personal-data.js';

/**
 * How the log of one call of `endpoint` with `params` leaves personal data out: the members its params
 * and data schemas mark (`personalData()`), wherever they appear in a line, and the personal values of
 * `params` wherever they are repeated. `undefined` when the endpoint declares no personal field.
 */
export function personalRedaction(endpoint: AnyEndpoint, params: unknown): ((text: string) => string) | undefined {
  const fields = new Set([...personalFields(endpoint.params), ...personalFields(endpoint.data)]);
  if (fields.size === 0) return undefined;
  const values = personalValues(params, fields);
  return (text) => redactPersonalData(text, fields, values);
}

/** The strings and numbers held by members named in `fields`, at any depth of `value`. */
export function personalValues(value: unknown, fields: ReadonlySet<string>): string[] {
  const values: string[] = [];
  const visit = (node: unknown, personal: boolean, depth: number): void => {
    if (depth > 16) return;
    if (typeof node === 'string' || typeof node === 'number') {
      if (personal) values.push(String(node));
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, personal, depth + 1);
    } else if (typeof node === 'object' && node !== null) {
      for (const [name, member] of Object.entries(node)) visit(member, personal || fields.has(name), depth + 1);
    }
  };
  visit(value, false, 0);
  return values;
}
