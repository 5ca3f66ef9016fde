import { isLocalHost } from '@lintas/core';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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
 * a new view adds one. It signs with the merchant's key: it answers only requests addressed to this
 * machine (`Host` localhost, 127.0.0.0/8 or [::1], or a name of `allowedHosts`), as the sandbox's
 * control API does, so a page on a name rebound to 127.0.0.1 reaches nothing.
 */
export function consoleApp(options: ConsoleAppOptions): Hono {
  const app = new Hono();
  // A page of another site whose name now points at 127.0.0.1 (DNS rebinding) sends its own name in
  // Host, and the origin it names matches it: only the Host can tell it from this page.
  app.use('*', async (c, next) => {
    if (!isLocalHost(c.req.header('host'), options.allowedHosts ?? [])) {
      return c.json({ error: 'The console answers only requests addressed to this machine' }, 403);
    }
    return next();
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: maxConsoleBodyBytes,
      onError: (c) => c.json({ error: 'A console request body may be at most 64 KiB' }, 413),
    }),
  );
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

/** The largest body the console's API reads, in bytes: its forms' params are a few KB at most. */
export const maxConsoleBodyBytes = 64 * 1024;
