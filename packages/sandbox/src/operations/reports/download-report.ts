import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { signedReportUrl } from '../../reports/report-url.js';
import type { ReportRecord } from '../../state/records.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/report/download` (https://jtdocs.bluepay.asia/en/ReportDownload.html): a time-limited signed URL on the
 * sandbox serving the reconciliation package of that day's settled payouts (`transType` 1) or payments (2): a
 * zip of a detail and a summary file (xlsx or csv), OpenPGP-encrypted to the key the merchant registered.
 */
export const downloadReport = defineOperation({
  path: '/open-api/report/download',
  params: v.object({
    countryCode: f.countryCode(),
    transDate: f.date(),
    transType: v.pipe(
      v.union([v.literal(1), v.literal(2), v.literal('1'), v.literal('2')], 'must be 1 (payout) or 2 (payment)'),
      v.transform((value): 1 | 2 => (Number(value) === 1 ? 1 : 2)),
    ),
  }),
  handle(context, params) {
    const { sandbox, appId, now } = context;
    const report: ReportRecord = { appId, reportId: randomBytes(12).toString('hex'), ...params, createdAt: now };
    sandbox.store.reports.set(report.reportId, report);
    const expires = Math.floor((now + sandbox.settings.reportUrlTtlMs) / 1000);
    return { downloadUrl: signedReportUrl(sandbox.url(), sandbox.reportSigner, report, expires) };
  },
});
