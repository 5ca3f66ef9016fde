import { defaultReportLimits, limitFlag, type ReportLimits } from '../package/report-limits.js';
import { defaultMaxLines } from '../reconcile-day.js';

const limitNames = Object.keys(defaultReportLimits) as (keyof ReportLimits)[];
const units: Readonly<Record<string, number>> = { '': 1, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** The options `parseArgs` reads for the limits: `--max-package-bytes`, ... and `--max-lines`. */
export const limitOptions = Object.fromEntries(
  [...limitNames.map(limitFlag), '--max-lines'].map((flag) => [flag.slice(2), { type: 'string' as const }]),
);

/** The limit flags as the usage lists them. */
export const limitUsage = `  --max-<limit> <n>           raises a limit a package is read within (a package over one stops
                              the run, exit 4, naming its flag): ${limitNames.map(limitFlag).join(', ')}.
                              Sizes in bytes, or with KiB, MiB or GiB (--max-entry-bytes 2GiB)
  --max-lines <n>             at most n lines that are not matched are held and printed (default
                              ${defaultMaxLines}); the counts count every line, and the report says how many
                              were left out`;

/** The limits and the lines held that the flags set, checked; a `TypeError` names a flag that is wrong. */
export function readLimitFlags(values: Readonly<Record<string, unknown>>): {
  limits: Partial<ReportLimits>;
  maxLines: number;
} {
  const limits: Partial<Record<keyof ReportLimits, number>> = {};
  for (const name of limitNames) {
    const flag = limitFlag(name);
    const text = values[flag.slice(2)];
    if (typeof text === 'string') limits[name] = readCount(flag, text, name.endsWith('Bytes'));
  }
  const lines = values['max-lines'];
  const maxLines = typeof lines === 'string' ? readCount('--max-lines', lines, false) : defaultMaxLines;
  return { limits, maxLines };
}

function readCount(flag: string, text: string, size: boolean): number {
  const match = /^(\d+)\s*([KMG]iB)?$/i.exec(text.trim());
  const unit = units[match?.[2]?.toLowerCase() ?? ''];
  const count =
    match === null || unit === undefined || (!size && match[2] !== undefined) ? Number.NaN : Number(match[1]) * unit;
  if (!Number.isSafeInteger(count) || count < 1)
    throw new TypeError(
      `${flag} must be a positive whole number${size ? ' of bytes (or with KiB, MiB or GiB: 512MiB)' : ''}, got ${text}`,
    );
  return count;
}
