import { LintasError } from '@lintas/core';
import { markerGuard } from './marker-guard.js';

const marker = Symbol.for('lintas.error.ReportDownloadError');

/**
 * Why the package could not be downloaded:
 * - `'expired'`: its URL expired before it was fetched (it is asked for again once);
 * - `'not-found'`: the URL answered 404: no package (yet) for that day;
 * - `'http'`: another HTTP status;
 * - `'network'`: the request failed or timed out before an answer, or the body was cut off;
 * - `'too-large'`: the package is larger than `maxPackageBytes`.
 */
export type ReportDownloadFailure = 'expired' | 'not-found' | 'http' | 'network' | 'too-large';

/**
 * The reconciliation package could not be downloaded. Nothing was matched; run again later (a
 * scheduler reads it as exit code 1 of `lintas reconcile --date`). The message never holds the URL's
 * access parameters.
 */
export class ReportDownloadError extends LintasError {
  override readonly name = 'ReportDownloadError' as const;
  /** @internal */
  readonly [marker] = true;
  readonly reason: ReportDownloadFailure;
  /** The HTTP status, when the URL answered one. */
  readonly status: number | undefined;

  constructor(reason: ReportDownloadFailure, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.status = options?.status;
  }
}

/** True when `error` is a {@link ReportDownloadError}, from any installed copy. */
export const isReportDownloadError = /* @__PURE__ */ markerGuard<ReportDownloadError>(marker);
