/**
 * `@lintas/end-of-day`: the day's money, matched. Downloads the gateway's reconciliation package
 * (`/open-api/report/download`: a GPG-encrypted zip of a transaction detail file and a summary file),
 * decrypts it (OpenPGP), reads it (xlsx or csv) and matches every row with your journal of
 * money-moving calls (`@lintas/stores`). Its own package, so merchants who do not use it ship none of
 * its readers.
 *
 * @packageDocumentation
 */

export type { AmountUnit } from '@lintas/core';
export { type DownloadOptions, downloadPackage } from './download-package.js';
export { isJournalReadError, JournalReadError } from './errors/journal-read-error.js';
export {
  isReportDecryptionError,
  ReportDecryptionError,
  type ReportDecryptionFailure,
} from './errors/report-decryption-error.js';
export {
  isReportDownloadError,
  ReportDownloadError,
  type ReportDownloadFailure,
} from './errors/report-download-error.js';
export { isReportFormatError, ReportFormatError, type ReportFormatFailure } from './errors/report-format-error.js';
export {
  type DayLine,
  type DayLineKind,
  differenceKinds,
  type FieldDifference,
  type LineEntry,
} from './match/day-line.js';
export { decideEntry, type EntryLookup } from './match/decide-entry.js';
export { decideRow, isSettledStatus, type RowFacts } from './match/decide-row.js';
export { journaledCurrency } from './match/journaled-currency.js';
export type { LookupClient } from './match/look-up-entry.js';
export { type OperationKind, operationKind, transTypeOf } from './match/operation-kind.js';
export { type AmountUnitFacts, decideAmountUnit } from './package/amount-unit.js';
export type { SummaryCheck, SummaryDifference } from './package/check-summary.js';
export type { PackageDecryption } from './package/decrypt-package.js';
export { type DetailRowKind, detailRowKind } from './package/detail-row-kind.js';
export type { PackageFileNames } from './package/package-files.js';
export type { ReportRow } from './package/read-detail-rows.js';
export {
  type ReadReportPackageOptions,
  type ReportPackage,
  readReportPackage,
} from './package/read-report-package.js';
export {
  type ColumnNames,
  defaultColumns,
  type ReportField,
  type SummaryField,
} from './package/report-columns.js';
export { defaultReportLimits, type ReportLimits } from './package/report-limits.js';
export {
  type DayProgress,
  type DayReconciliation,
  type ReconcileDayOptions,
  reconcileDay,
} from './reconcile-day.js';
