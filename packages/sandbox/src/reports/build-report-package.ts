import { zipSync } from 'fflate';
import * as openpgp from 'openpgp';
import type { ReportRecord } from '../state/records.js';
import type { Store } from '../state/store.js';
import { formatGatewayTime } from '../utils/time.js';
import { buildCsv } from './csv.js';
import { detailRows, settledTransactions, summaryRows } from './report-rows.js';
import { reportSettingsOf } from './report-state.js';
import { buildXlsx } from './xlsx.js';

/** A reconciliation package: its file name and its encrypted bytes. */
export interface ReportPackageFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

const compact = (epochMs: number) => formatGatewayTime(epochMs).replace(/[-: ]/g, '');

/**
 * Builds the package of a report as the page describes it (https://jtdocs.bluepay.asia/en/ReportDownload.html):
 * a zip of `yyyyMMdd_Payment_{merchantNo}_{countryCode}_{currency}` (the detail file) and
 * `summary_{merchantName}_{yyyyMMddHHmmss}` (the summary), xlsx or csv, encrypted with OpenPGP to the
 * public key the merchant registered, named `Settlement_{merchantNo}_{yyyyMMddHHmmss}.zip.gpg`.
 * `undefined` when the merchant registered no key.
 */
export async function buildReportPackage(
  store: Store,
  report: ReportRecord,
  now: number,
): Promise<ReportPackageFile | undefined> {
  const settings = reportSettingsOf(store, report.appId);
  if (settings.publicKey === null) return undefined;
  const transactions = settledTransactions(store, report);
  const currency = transactions[0]?.currency ?? '';
  const kind = report.transType === 1 ? 'Disbursement' : 'Payment';
  const build = settings.format === 'csv' ? buildCsv : (rows: Parameters<typeof buildCsv>[0]) => buildXlsx(kind, rows);
  const zip = zipSync({
    [`${report.transDate.replace(/-/g, '')}_${kind}_${report.appId}_${report.countryCode}_${currency}.${settings.format}`]:
      build(detailRows(transactions)),
    [`summary_${report.appId}_${compact(now)}.${settings.format}`]: build(
      summaryRows(report.appId, report, transactions),
    ),
  });
  const encryptionKeys = await openpgp.readKey({ armoredKey: settings.publicKey });
  const message = await openpgp.createMessage({ binary: zip });
  const bytes = await openpgp.encrypt({ message, encryptionKeys, format: 'binary' });
  return { name: `Settlement_${report.appId}_${compact(now)}.zip.gpg`, bytes: bytes as Uint8Array };
}
