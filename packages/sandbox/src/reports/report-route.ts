import type { Context } from 'hono';
import type { SandboxContext } from '../context.js';
import type { HonoEnv } from '../server/hono-env.js';
import { reportRows } from './report-rows.js';
import { reportPath } from './report-url.js';
import { buildXlsx } from './xlsx.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function forbidden(reason: string): Response {
  return Response.json({ code: 403, message: reason, data: null }, { status: 403 });
}

/**
 * Serves `GET /__sandbox/reports/<id>.xlsx?expires=&appId=&signature=`: 403 when the signature does
 * not match the path, expiry and appId, or the URL has expired; otherwise the workbook.
 */
export function reportHandler(sandbox: SandboxContext) {
  return (c: Context<HonoEnv>): Response => {
    const path = c.req.path;
    const expires = c.req.query('expires') ?? '';
    const appId = c.req.query('appId') ?? '';
    const signature = c.req.query('signature') ?? '';
    if (!/^\d+$/.test(expires) || !sandbox.reportSigner.verify(path, expires, appId, signature)) {
      return forbidden('Invalid signature');
    }
    if (sandbox.now() >= Number(expires) * 1000) return forbidden('Download URL expired');
    const reportId = /\/([0-9a-f]+)\.xlsx$/.exec(path)?.[1] ?? '';
    const report = sandbox.store.reports.get(reportId);
    if (!report || report.appId !== appId || reportPath(reportId) !== path) return forbidden('Unknown report');
    const workbook = buildXlsx(`${report.countryCode} ${report.transDate}`, reportRows(sandbox.store, report));
    const kind = report.transType === 1 ? 'payout' : 'payment';
    return new Response(new Uint8Array(workbook), {
      headers: {
        'content-type': XLSX_TYPE,
        'content-disposition': `attachment; filename="${kind}-${report.countryCode}-${report.transDate}.xlsx"`,
      },
    });
  };
}
