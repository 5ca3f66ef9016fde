import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import { CONTROL_ROUTES } from '../control/control-routes.js';
import type { SandboxControls } from '../control/sandbox-controls.js';
import { homePage } from '../pages/home-page.js';
import { authorizationPage, checkoutPage, paymentPage } from '../pages/page-routes.js';
import { reportHandler } from '../reports/report-route.js';
import { controlApp } from './control-app.js';
import { notFoundResponse } from './gateway-handler.js';
import type { HonoEnv } from './hono-env.js';

/**
 * The sandbox's HTTP app: its home page at `/`, the control API under `/__sandbox` (local callers
 * only), and the URLs the sandbox hands out (report downloads, payment, checkout and authorization
 * pages), which any caller may open. The gateway operations under `/open-api/` are served by
 * `nodeGateway` before this app sees the request.
 */
export function createApp(sandbox: SandboxContext, controls: SandboxControls): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  app.get('/', (c) => c.html(homePage(sandbox.url())));
  // Public facts: a client started elsewhere (the demo against a running sandbox) needs the key that
  // verifies notifications.
  app.get('/__sandbox/info', (c) => c.json({ url: sandbox.url(), platformPublicKey: sandbox.platformPublicKey }));
  app.get('/__sandbox/reports/:file', reportHandler(sandbox));
  app.get('/__sandbox/pay/:transactionId', paymentPage(sandbox));
  app.get('/__sandbox/cashier/:transactionId', paymentPage(sandbox));
  app.get('/__sandbox/checkout/:checkoutId', checkoutPage(sandbox));
  app.get('/__sandbox/authorize/:appId/:requestId', authorizationPage(sandbox));
  app.route(
    '/__sandbox',
    controlApp(controls, CONTROL_ROUTES, () => new URL(sandbox.url()).hostname),
  );
  app.notFound(() => notFoundResponse());
  app.onError((error, c) => {
    // A client that went away mid-request: nobody is left to answer, and nothing went wrong here.
    if (!c.env.incoming.complete && c.env.incoming.socket.destroyed) return new Response(null, { status: 400 });
    console.error('[lintas-sandbox] internal error:', error);
    return c.json(
      { error: { reason: 'internal', message: 'The sandbox failed on this request (its terminal shows why)' } },
      500,
    );
  });
  return app;
}
