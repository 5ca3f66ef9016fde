import { parseArgs } from 'node:util';

/** What `lintas reconcile` (without `--date`) runs with, read from its arguments and environment. */
export interface ReconcileArgs {
  /** The journal's URL: `--store`, else `LINTAS_JOURNAL_URL`. */
  readonly url: string;
  readonly prefix: string | undefined;
  readonly table: string | undefined;
  readonly json: boolean;
  /** `--re-drive`: send again, with the same keys, what settles only so. */
  readonly reDrive: boolean;
  readonly limit: number;
  readonly windowMs: number;
  readonly abandonedAfterMs: number;
}

/** What the arguments ask for: a run, the usage, or nothing, with why and the exit code (2). */
export type ParsedReconcileArgs =
  | { readonly kind: 'run'; readonly args: ReconcileArgs }
  | { readonly kind: 'help' }
  | { readonly kind: 'wrong'; readonly message: string; readonly withUsage: boolean };

const minute = 60_000;

/** The numeric flags: their default, and whether they count entries (a positive integer) or minutes. */
const numericFlags = [
  ['limit', 100, 'count'],
  ['window-minutes', 10, 'minutes'],
  ['abandoned-after-minutes', 10, 'minutes'],
] as const;

/** Reads `lintas reconcile`'s arguments (after `reconcile`) and `LINTAS_JOURNAL_URL`; a pure function. */
export function parseReconcileArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ParsedReconcileArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: {
        store: { type: 'string' },
        prefix: { type: 'string' },
        table: { type: 'string' },
        json: { type: 'boolean' },
        're-drive': { type: 'boolean' },
        limit: { type: 'string' },
        'window-minutes': { type: 'string' },
        'abandoned-after-minutes': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'wrong', message: (error as Error).message, withUsage: true };
  }
  if (values.help) return { kind: 'help' };
  const numbers = new Map<string, number>();
  for (const [name, fallback, unit] of numericFlags) {
    const given = values[name];
    const value = given === undefined ? fallback : Number(given);
    const valid = unit === 'count' ? Number.isInteger(value) && value >= 1 : Number.isFinite(value) && value >= 0;
    const expected = unit === 'count' ? 'a positive integer' : 'a number of minutes, 0 or more';
    if (!valid)
      return { kind: 'wrong', message: `--${name} must be ${expected}, got ${String(given)}`, withUsage: false };
    numbers.set(name, value);
  }
  const url = (typeof values.store === 'string' ? values.store : undefined) ?? env.LINTAS_JOURNAL_URL;
  if (url === undefined || url.trim() === '')
    return {
      kind: 'wrong',
      message: 'no journal: pass --store <url> or set LINTAS_JOURNAL_URL (redis://... or postgres://...)',
      withUsage: false,
    };
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  return {
    kind: 'run',
    args: {
      url: url.trim(),
      prefix: text('prefix'),
      table: text('table'),
      json: values.json === true,
      reDrive: values['re-drive'] === true,
      limit: numbers.get('limit') ?? 100,
      windowMs: (numbers.get('window-minutes') ?? 10) * minute,
      abandonedAfterMs: (numbers.get('abandoned-after-minutes') ?? 10) * minute,
    },
  };
}
