import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ColumnNames, ReportField, SummaryField } from '../package/report-columns.js';
import { defaultColumns } from '../package/report-columns.js';
import type { ReportLimits } from '../package/report-limits.js';
import { defaultMaxLines } from '../reconcile-day.js';
import { limitOptions, limitUsage, readLimitFlags } from './limit-flags.js';

/** The usage of `lintas reconcile --date`. */
export const reconcileDateUsage = `Usage: lintas reconcile --date <yyyy-MM-dd> [--date ...] --country <CC> [--type payment|payout|both]
                        [--key <file>] [--store <url>] [--prefix <prefix> | --table <table>] [--json]
                        [--column <field>=<header> ...] [--amount-unit minor|major] [--utc-offset <+hh:mm>]
                        [--journal-limit <n>] [--max-<limit> <n> ...] [--max-lines <n>]

End of day: downloads the gateway's reconciliation package of each date (/open-api/report/download: a
GPG-encrypted zip of a transaction detail file and a summary file, xlsx or csv), decrypts and reads it,
and matches every row with your journal of money-moving calls by order id; a journaled operation the
package does not list is looked up with its status check. Each transaction ends matched, not in journal
(settled by the gateway, no call of yours journaled), not in package, differs (amount, fee, transaction
id, or a journal that says nothing moved) or not settled. The journal is only read.

Reads LINTAS_BASE_URL, LINTAS_APP_ID and LINTAS_PRIVATE_KEY (the merchant), the journal's URL from
--store or LINTAS_JOURNAL_URL, and the package's decryption key from --key <file> or
LINTAS_REPORT_PRIVATE_KEY (an armored OpenPGP private key; its passphrase from LINTAS_REPORT_PASSPHRASE),
or a password from LINTAS_REPORT_PASSWORD. The gateway's pages do not say which key encrypts the
package, nor name its columns, amount unit or time zone: the options below set them.

  --date <yyyy-MM-dd>         the transaction date of a package (repeat it for each date of a
                              Settlement Notification V2's transDateList)
  --country <CC>              the package's country (default: LINTAS_COUNTRY_CODE)
  --type payment|payout|both  which packages (default both: transType 2 and 1)
  --key <file>                the OpenPGP private key file that decrypts the package
  --store <url>               the journal's server (default: LINTAS_JOURNAL_URL)
  --prefix <prefix>           Redis key prefix of the journal (default lintas:journal:)
  --table <table>             PostgreSQL table of the journal (default lintas_outcome_journal)
  --json                      print the result as JSON, for scripts
  --column <field>=<header>   the header of a field in your package: ${Object.keys(defaultColumns).join(', ')}
  --amount-unit minor|major   how the files write amounts: minor (150000 is PHP 1,500.00, as the
                              API) or major (1500.00). Without it, a decimal point means major;
                              whole numbers, which read both ways, stop the run (exit 4)
  --utc-offset <+hh:mm>       the offset the gateway's dates are counted in (default +08:00)
  --journal-limit <n>         at most n journal entries of each status, recorded since the day began,
                              are read (default 10000); more stops the run (exit 1) rather than miss one
${limitUsage}

Exit codes: 0 nothing differs; 1 could not finish for now (gateway, download or journal failed: run
again later); 2 wrong arguments; 3 differences found; 4 a package cannot be read as given (wrong key,
damaged or cut off, unexpected columns: fix the key or options).`;

/** The arguments of `lintas reconcile --date`, read and checked. */
export interface ReconcileDateArgs {
  readonly dates: readonly string[];
  readonly countryCode: string;
  readonly transTypes: readonly (1 | 2)[];
  readonly privateKey: string | undefined;
  readonly passphrase: string | undefined;
  readonly password: string | undefined;
  readonly store: { readonly url: string; readonly prefix?: string; readonly table?: string };
  readonly json: boolean;
  readonly columns: ColumnNames;
  readonly amountUnit: 'minor' | 'major' | undefined;
  readonly utcOffset: string;
  readonly journalLimit: number;
  /** The limits the `--max-<limit>` flags raise (or lower). */
  readonly limits: Partial<ReportLimits>;
  readonly maxLines: number;
  readonly help: boolean;
}

/** Reads the arguments; throws a `TypeError` whose message says what is wrong (exit code 2). */
export function readReconcileDateArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): ReconcileDateArgs {
  if (argv.includes('--help') || argv.includes('-h')) return { ...emptyArgs, json: false, help: true };
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      date: { type: 'string', multiple: true },
      country: { type: 'string' },
      type: { type: 'string' },
      key: { type: 'string' },
      store: { type: 'string' },
      prefix: { type: 'string' },
      table: { type: 'string' },
      json: { type: 'boolean' },
      column: { type: 'string', multiple: true },
      'amount-unit': { type: 'string' },
      'utc-offset': { type: 'string' },
      'journal-limit': { type: 'string' },
      ...limitOptions,
      help: { type: 'boolean', short: 'h' },
    },
  });
  const base = { json: values.json === true, help: values.help === true };
  if (base.help) return { ...base, ...emptyArgs };
  const dates = values.date ?? [];
  const badDate = dates.find((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)));
  if (dates.length === 0 || badDate !== undefined)
    throw new TypeError(`--date must be a date, yyyy-MM-dd${badDate === undefined ? '' : `, got ${badDate}`}`);
  const countryCode = (values.country ?? env.LINTAS_COUNTRY_CODE ?? '').toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode))
    throw new TypeError("--country must be the package's two-letter country code (or set LINTAS_COUNTRY_CODE)");
  const type = values.type ?? 'both';
  if (!['payment', 'payout', 'both'].includes(type)) throw new TypeError('--type must be payment, payout or both');
  const { amountUnit, utcOffset, journalLimit } = readReadingOptions(values);
  const url = (values.store ?? env.LINTAS_JOURNAL_URL ?? '').trim();
  if (url === '')
    throw new TypeError('no journal: pass --store <url> or set LINTAS_JOURNAL_URL (redis://... or postgres://...)');
  const privateKey = values.key === undefined ? env.LINTAS_REPORT_PRIVATE_KEY : readKey(values.key, cwd);
  const password = env.LINTAS_REPORT_PASSWORD;
  if (privateKey === undefined && password === undefined)
    throw new TypeError(
      'no key to decrypt the package: pass --key <file> or set LINTAS_REPORT_PRIVATE_KEY (or LINTAS_REPORT_PASSWORD)',
    );
  return {
    ...base,
    dates,
    countryCode,
    transTypes: type === 'payment' ? [2] : type === 'payout' ? [1] : [2, 1],
    privateKey,
    passphrase: env.LINTAS_REPORT_PASSPHRASE,
    password,
    store: {
      url,
      ...(values.prefix === undefined ? {} : { prefix: values.prefix }),
      ...(values.table === undefined ? {} : { table: values.table }),
    },
    columns: readColumns(values.column ?? []),
    amountUnit,
    utcOffset,
    journalLimit,
    ...readLimitFlags(values),
  };
}

/** The options of how a package is read and the journal listed. */
function readReadingOptions(values: {
  readonly 'amount-unit'?: string | undefined;
  readonly 'utc-offset'?: string | undefined;
  readonly 'journal-limit'?: string | undefined;
}) {
  const amountUnit = values['amount-unit'] as 'minor' | 'major' | undefined;
  if (amountUnit !== undefined && amountUnit !== 'minor' && amountUnit !== 'major')
    throw new TypeError('--amount-unit must be minor or major');
  const utcOffset = values['utc-offset'] ?? '+08:00';
  if (!/^[+-]\d{2}:\d{2}$/.test(utcOffset)) throw new TypeError('--utc-offset must be like +08:00');
  const journalLimit = Number(values['journal-limit'] ?? '10000');
  if (!Number.isSafeInteger(journalLimit) || journalLimit < 1)
    throw new TypeError('--journal-limit must be a positive whole number');
  return { amountUnit, utcOffset, journalLimit };
}

const emptyArgs = {
  dates: [],
  countryCode: '',
  transTypes: [],
  privateKey: undefined,
  passphrase: undefined,
  password: undefined,
  store: { url: '' },
  columns: {},
  amountUnit: undefined,
  utcOffset: '+08:00',
  journalLimit: 10_000,
  limits: {},
  maxLines: defaultMaxLines,
} as const;

function readKey(file: string, cwd: string): string {
  try {
    return readFileSync(file.startsWith('/') ? file : `${cwd}/${file}`, 'utf8');
  } catch (error) {
    throw new TypeError(`--key ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
}

function readColumns(given: readonly string[]): ColumnNames {
  const columns: Partial<Record<ReportField | SummaryField, string>> = {};
  for (const pair of given) {
    const [field = '', ...header] = pair.split('=');
    if (!(field in defaultColumns) || header.length === 0)
      throw new TypeError(
        `--column must be <field>=<header> with a field of ${Object.keys(defaultColumns).join(', ')}, got ${pair}`,
      );
    columns[field as ReportField | SummaryField] = header.join('=');
  }
  return columns;
}
