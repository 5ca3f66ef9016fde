import type { Context } from 'hono';
import type { SandboxContext } from '../context.js';
import type { HonoEnv } from '../server/hono-env.js';
import { buildReportPackage } from './build-report-package.js';
import { reportPath } from './report-url.js';

function refused(status: 403 | 409, reason: string): Response {
  return Response.json({ code: status, message: reason, data: null }, { status });
}

/**
 * Serves `GET /__sandbox/reports/<id>.zip.gpg?expires=&appId=&signature=`: 403 when the signature does
 * not match the path, expiry and appId, or the URL has expired ("Request has expired", as object
 * storage says it); 409 when the merchant registered no OpenPGP key to encrypt the package to;
 * otherwise the package, built from the merchant's settled transactions at the time of the download.
 */
export function reportHandler(sandbox: SandboxContext) {
  return async (c: Context<HonoEnv>): Promise<Response> => {
    const path = c.req.path;
    const expires = c.req.query('expires') ?? '';
    const appId = c.req.query('appId') ?? '';
    const signature = c.req.query('signature') ?? '';
    if (!/^\d+$/.test(expires) || !sandbox.reportSigner.verify(path, expires, appId, signature)) {
      return refused(403, 'Invalid signature');
    }
    if (sandbox.now() >= Number(expires) * 1000) return refused(403, 'Request has expired');
    const reportId = /\/([0-9a-f]+)\.zip\.gpg$/.exec(path)?.[1] ?? '';
    const report = sandbox.store.reports.get(reportId);
    if (!report || report.appId !== appId || reportPath(reportId) !== path) return refused(403, 'Unknown report');
    const built = await buildReportPackage(sandbox.store, report, sandbox.now());
    if (built === undefined)
      return refused(
        409,
        `No OpenPGP public key is registered to encrypt the packages of ${appId} to: PATCH /__sandbox/merchants/${appId}/reports {"publicKey": "<armored key>"}, or start the sandbox with --report-public-key`,
      );
    return new Response(new Uint8Array(built.bytes), {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${built.name}"`,
      },
    });
  };
}
