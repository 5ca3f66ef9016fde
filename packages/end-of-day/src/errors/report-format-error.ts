import { LintasError } from '@lintas/core';
import type { ReportLimits } from '../package/report-limits.js';
import { markerGuard } from './marker-guard.js';

const marker = Symbol.for('lintas.error.ReportFormatError');

/**
 * What in the decrypted package is not as expected:
 * - `'not-a-zip'`: the decrypted content is not a zip archive (or a cut-off one);
 * - `'missing-file'`: the zip holds no detail file;
 * - `'unreadable-file'`: a file is neither csv nor xlsx, or cannot be read as one;
 * - `'missing-column'`: the detail file has no column a match needs (its header is named in `columns`);
 * - `'bad-value'`: a cell cannot be read (an amount that is not a number, thousands separators out of
 *   their groups, a decimal point in minor units, a currency the gateway does not settle in);
 * - `'ambiguous-amount'`: no `amountUnit` was given and the amounts are whole numbers, which read both
 *   as minor and as major units: pass `amountUnit`;
 * - `'too-large'`: the package is over one of its `limits` (`limit` names it): a bomb, or a package
 *   larger than the defaults take.
 */
export type ReportFormatFailure =
  | 'not-a-zip'
  | 'missing-file'
  | 'unreadable-file'
  | 'missing-column'
  | 'bad-value'
  | 'ambiguous-amount'
  | 'too-large';

/**
 * The reconciliation package decrypted, but its content is not what `readReportPackage` reads: the
 * message says what it found and which option fixes it (`columns`, `amountUnit`, `files`). Nothing was
 * matched (exit code 4 of `lintas reconcile --date`).
 */
export class ReportFormatError extends LintasError {
  override readonly name = 'ReportFormatError' as const;
  /** @internal */
  readonly [marker] = true;
  readonly reason: ReportFormatFailure;
  /** The file of the package it is about, when one. */
  readonly file: string | undefined;
  /** For `'too-large'`: the limit the package is over (an option of `limits`). */
  readonly limit: keyof ReportLimits | undefined;

  constructor(
    reason: ReportFormatFailure,
    message: string,
    options?: { file?: string; cause?: unknown; limit?: keyof ReportLimits },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.file = options?.file;
    this.limit = options?.limit;
  }
}

/** True when `error` is a {@link ReportFormatError}, from any installed copy. */
export const isReportFormatError = /* @__PURE__ */ markerGuard<ReportFormatError>(marker);
