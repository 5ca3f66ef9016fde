/**
 * Checks that a record found while recovering a lost answer is the one the call created: each field of
 * `expected` must equal the field of the same name in `found`. Throws naming every difference, which
 * the core turns into `OutcomeUnknownError`: a record under the same key with other terms is never
 * taken for the one the merchant asked for.
 */
export function assertMatches(record: string, expected: Readonly<Record<string, unknown>>, found: Readonly<Record<string, unknown>>): void {
  const differences = Object.entries(expected)
    .filter(([field, value]) => found[field] !== value)
    .map(([field, value]) => `${field} ${JSON.stringify(found[field])} instead of ${JSON.stringify(value)}`);
  if (differences.length > 0) throw new Error(`${record} exists with other terms: ${differences.join(', ')}`);
}
