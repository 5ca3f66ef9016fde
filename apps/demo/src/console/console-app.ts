import { Hono } from 'hono';
import { readConsoleAssets } from './console-assets.js';
import { type ConsoleAppOptions, createConsoleContext } from './console-context.js';
import { consolePage } from './console-page.js';
import { notificationRoutes } from './notification-routes.js';
import { operationRoutes } from './operation-routes.js';
import { sandboxRoutes } from './sandbox-routes.js';
import { scenarioRoutes } from './scenario-routes.js';

/**
 * The console's HTTP app: the page, and a JSON API that runs operations through the SDK, drives the
 * sandbox as the payer and the channel, lists transactions, streams notifications and scenario
 * progress (server-sent events), and runs scenario groups. Each group of routes is a file of its own;
 * a new view adds one.
 */
export function consoleApp(options: ConsoleAppOptions): Hono {
  const app = new Hono();
  // The API answers this page only: a write must be JSON (so another site's form cannot post it
  // without a preflight) and, when the browser names an origin, come from this one.
  app.use('/api/*', async (c, next) => {
    if (c.req.method !== 'GET') {
      const origin = c.req.header('origin');
      if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
        return c.json({ error: 'JSON only' }, 415);
      if (origin && origin !== new URL(c.req.url).origin) return c.json({ error: 'another origin' }, 403);
    }
    return next();
  });

  app.get('/', (c) => c.html(consolePage()));
  const assets = readConsoleAssets();
  app.get('/assets/:name', (c) => {
    const asset = assets.get(c.req.param('name'));
    if (!asset) return c.text('no such file', 404);
    return c.body(asset.body, 200, { 'content-type': asset.contentType, 'cache-control': 'no-store' });
  });

  const context = createConsoleContext(options);
  operationRoutes(app, context);
  sandboxRoutes(app, context);
  notificationRoutes(app, context);
  scenarioRoutes(app, context);
  return app;
}
