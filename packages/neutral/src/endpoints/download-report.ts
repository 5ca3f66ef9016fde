import { CountryCodeSchema, DateSchema, defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';

/** Params of {@link downloadReport} (https://jtdocs.bluepay.asia/en/ReportDownload.html). */
export const DownloadReportParamsSchema = v.strictObject({
  /** The country whose transactions to report, two uppercase letters, e.g. `PH`. */
  countryCode: CountryCodeSchema,
  /** The transaction day to report, `YYYY-MM-DD` (each of a Settlement Notification V2's `transDateList`). */
  transDate: DateSchema,
  /** What to report, an integer: `1` payouts (disbursements), `2` payments. */
  transType: v.picklist([1, 2], 'must be 1 (payouts) or 2 (payments)'),
});

/** Data of {@link downloadReport}. */
export const DownloadReportDataSchema = v.looseObject({
  /**
   * The URL of the day's reconciliation package: a GPG-encrypted zip (`.zip.gpg`) holding a transaction
   * detail file and a summary file, each xlsx (the default) or csv. It carries an expiry and access
   * query parameters: fetch it soon, as it is, and do not log or share it. `reconcileDay` of
   * `@lintas/end-of-day` downloads, decrypts and reads it for you.
   */
  // https://jtdocs.bluepay.asia/en/ReportDownload.html
  downloadUrl: v.string(),
});

/** What {@link downloadReport} takes. */
export type DownloadReportParams = v.InferInput<typeof DownloadReportParamsSchema>;
/** What {@link downloadReport} resolves with. */
export type DownloadReportData = InferData<typeof DownloadReportDataSchema>;

/**
 * Asks for the reconciliation package of a day's payouts or payments in a country and answers its
 * time-limited download URL: `POST /open-api/report/download`. Call it again after a Settlement
 * Notification V2 for the latest package. A read: retried on transient failures.
 */
export const downloadReport = defineEndpoint({
  path: '/open-api/report/download',
  params: DownloadReportParamsSchema,
  data: DownloadReportDataSchema,
  retry: 'read',
});
