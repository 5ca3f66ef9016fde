import { Hono } from 'hono';
import type { SandboxContext } from '../context.js';
import { CONTROL_ROUTES } from '../control/control-routes.js';
import type { SandboxControls } from '../control/sandbox-controls.js';
import { operationsByPath } from '../operations/index.js';
import { controlApp } from './control-app.js';
import { gatewayHandler, notFoundResponse } from './gateway-handler.js';
import type { HonoEnv } from './hono-env.js';

/** The sandbox's HTTP app: the gateway operations under `/open-api`, the control API under `/__sandbox`. */
export function createApp(sandbox: SandboxContext, controls: SandboxControls): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  app.route('/__sandbox', controlApp(controls, CONTROL_ROUTES));
  app.all('/open-api/*', gatewayHandler(sandbox, operationsByPath()));
  app.notFound(() => notFoundResponse());
  return app;
}
