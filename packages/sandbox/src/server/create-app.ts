import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import { CONTROL_ROUTES } from '../control/control-routes.js';
import type { SandboxControls } from '../control/sandbox-controls.js';
import { operationsByPath } from '../operations/index.js';
import { homePage } from '../pages/home-page.js';
import { authorizationPage, checkoutPage, paymentPage } from '../pages/page-routes.js';
import { reportHandler } from '../reports/report-route.js';
import { controlApp } from './control-app.js';
import { gatewayHandler, notFoundResponse } from './gateway-handler.js';
import type { HonoEnv } from './hono-env.js';

/**
 * The sandbox's HTTP app: its home page at `/`, the gateway operations under `/open-api`, the control API under
 * `/__sandbox` (local callers only), and the URLs the sandbox hands out (report downloads, payment,
 * checkout and authorization pages), which any caller may open.
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
  app.route('/__sandbox', controlApp(controls, CONTROL_ROUTES));
  app.all('/open-api/*', gatewayHandler(sandbox, operationsByPath()));
  app.notFound(() => notFoundResponse());
  return app;
}
