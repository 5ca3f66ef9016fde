import type { ReportUrlSigner } from './report-url-signer.js';

/** The path a report is served at. */
export function reportPath(reportId: string): string {
  return `/__sandbox/reports/${reportId}.zip.gpg`;
}

/** The signed, expiring download URL of a report. */
export function signedReportUrl(
  baseUrl: string,
  signer: ReportUrlSigner,
  report: { readonly reportId: string; readonly appId: string },
  expiresAtSeconds: number,
): string {
  const path = reportPath(report.reportId);
  const expires = String(expiresAtSeconds);
  const query = new URLSearchParams({
    expires,
    appId: report.appId,
    signature: signer.sign(path, expires, report.appId),
  });
  return `${baseUrl}${path}?${query.toString()}`;
}
