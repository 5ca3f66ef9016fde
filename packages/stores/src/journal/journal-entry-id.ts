/**
 * The id of an operation in a journal: its endpoint path and its merchant keys, sorted, as a query
 * string (`/open-api/philippines/disbursement/transfer?idempotencyId=idem-1&mchOrderId=out-1`). The same
 * operation ending unknown twice lands on one entry.
 */
export function journalEntryId(endpoint: string, keys: Readonly<Record<string, string | number>>): string {
  const pairs = Object.keys(keys)
    .sort()
    .map((name) => [name, String(keys[name])]);
  return `${endpoint}?${new URLSearchParams(pairs).toString()}`;
}
