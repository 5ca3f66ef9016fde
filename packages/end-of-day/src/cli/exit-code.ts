import { isConfigurationError, isEnvironmentError, isRequestValidationError } from '@lintas/core';
import { isJournalReadError } from '../errors/journal-read-error.js';
import { isReportDecryptionError } from '../errors/report-decryption-error.js';
import { isReportDownloadError } from '../errors/report-download-error.js';
import { isReportFormatError } from '../errors/report-format-error.js';

/**
 * The exit codes of `lintas reconcile --date`, for a scheduler:
 * - 0: every package read, and nothing differs;
 * - 1: could not finish for now (the gateway, the download or the journal's store failed): run again later;
 * - 2: wrong arguments or configuration (no key, no country...): fix the command;
 * - 3: differences found: a person looks at the report;
 * - 4: a package cannot be read as given (wrong key, damaged or cut off, unexpected columns): fix the
 *   key or options, or ask the gateway; running again as is will not help.
 */
export const exitCodes = { ok: 0, retryLater: 1, usage: 2, differences: 3, unreadable: 4 } as const;

/** The exit code of a run that threw `error` before it finished. */
export function exitCodeOfError(error: unknown): number {
  if (isReportDecryptionError(error) || isReportFormatError(error)) return exitCodes.unreadable;
  if (isReportDownloadError(error) && error.reason === 'too-large') return exitCodes.unreadable;
  if (isReportDownloadError(error) || isJournalReadError(error)) return exitCodes.retryLater;
  if (isConfigurationError(error) || isEnvironmentError(error) || isRequestValidationError(error))
    return exitCodes.usage;
  // The gateway's refusals, timeouts and network failures of the download request: another run may pass.
  return exitCodes.retryLater;
}

/** The exit code of a run that read every package: 3 when any differs, else 0. */
export const exitCodeOfDays = (days: readonly { readonly ok: boolean }[]): number =>
  days.every((day) => day.ok) ? exitCodes.ok : exitCodes.differences;
