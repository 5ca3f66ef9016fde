/** What the stores need of `pg`: a `Pool` (recommended), a `Client` or a pool's client. */
export interface PostgresClient {
  query(text: string, values?: unknown[]): Promise<{ readonly rows: readonly Record<string, unknown>[] }>;
}

/** Quotes a table name given as `name` or `schema.name`, after checking it is a plain identifier. */
export function quoteTable(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/.test(name)) {
    throw new TypeError(`table name ${JSON.stringify(name)}: use letters, digits and _ (optionally schema.table)`);
  }
  return name
    .split('.')
    .map((part) => `"${part}"`)
    .join('.');
}

/** The table's own name, without its schema: the base of its index names. */
export function bareName(name: string): string {
  return name.split('.').at(-1) ?? name;
}
