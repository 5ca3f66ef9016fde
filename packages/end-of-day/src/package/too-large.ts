import { ReportFormatError } from '../errors/report-format-error.js';
import { limitFlag, type ReportLimits } from './report-limits.js';

/**
 * The error of a package over a limit: it names the limit, what went over it and the option that
 * raises it.
 */
export function tooLarge(limit: keyof ReportLimits, what: string, value: number, file?: string): ReportFormatError {
  return new ReportFormatError(
    'too-large',
    `${what} is over limits.${limit} (${value.toLocaleString('en')}): the package is refused before it takes more memory or time. If your packages are really this large, raise \`limits: { ${limit} }\` (${limitFlag(limit)})`,
    file === undefined ? { limit } : { limit, file },
  );
}
