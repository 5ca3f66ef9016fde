/**
 * The id of an operation in a journal: the merchant account it was sent for, its endpoint path and its
 * merchant keys, sorted, as a query string
 * (`app/A100/open-api/philippines/disbursement/transfer?idempotencyId=idem-1&mchOrderId=out-1`). The
 * same operation ending unknown twice lands on one entry; the same keys under two accounts are two
 * entries. Without `appId` it is the id of an entry written before entries named their account
 * (`/open-api/...?mchOrderId=out-1`), which `migrateRedisJournal` and `migratePostgresJournal` move
 * under the account whose calls they are.
 */
export function journalEntryId(
  endpoint: string,
  keys: Readonly<Record<string, string | number>>,
  appId?: string,
): string {
  const pairs = Object.keys(keys)
    .sort()
    .map((name) => [name, String(keys[name])]);
  const id = `${endpoint}?${new URLSearchParams(pairs).toString()}`;
  return appId === undefined ? id : `${accountPrefix(appId)}${id}`;
}

/** What the id of every entry of the account `appId` starts with. */
export const accountPrefix = (appId: string): string => `app/${encodeURIComponent(appId)}`;
