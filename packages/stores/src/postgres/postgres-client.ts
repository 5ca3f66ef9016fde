import { createHash } from 'node:crypto';

/** A statement `pg` prepares once per connection under `name` (parsed and planned once), then runs with `values`. */
export interface PostgresQueryConfig {
  readonly name: string;
  readonly text: string;
  readonly values: unknown[];
}

/** What the stores need of `pg`: a `Pool` (recommended), a `Client` or a pool's client. */
export interface PostgresClient {
  query(text: string, values?: unknown[]): Promise<{ readonly rows: readonly Record<string, unknown>[] }>;
  query(config: PostgresQueryConfig): Promise<{ readonly rows: readonly Record<string, unknown>[] }>;
}

/**
 * `text` as a prepared statement: its name is derived from the text, so two stores on other tables never
 * share one. For the statements every call runs, where parsing and planning would cost more than running.
 */
export function preparedStatement(text: string): (values: unknown[]) => PostgresQueryConfig {
  const name = `lintas_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  return (values) => ({ name, text, values });
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
