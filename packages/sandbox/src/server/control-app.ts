import { Hono, type Context } from 'hono';
import type { ControlRoute } from '../control/control-routes.js';
import type { SandboxControls } from '../control/sandbox-controls.js';
import { isSandboxControlError } from '../errors/sandbox-control-error.js';
import { isJsonObject, tryParseJson } from '../utils/json.js';
import type { HonoEnv } from './hono-env.js';
import { isLoopback } from './is-loopback.js';

function problem(c: Context<HonoEnv>, status: 400 | 403 | 404 | 409 | 500, reason: string, message: string): Response {
  return c.json({ error: { reason, message } }, status);
}

async function bodyOf(c: Context<HonoEnv>): Promise<Record<string, unknown> | undefined> {
  if (c.req.method === 'GET' || c.req.method === 'DELETE') return {};
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const parsed = tryParseJson(text);
  return parsed.ok && isJsonObject(parsed.value) ? parsed.value : undefined;
}

/**
 * The `/__sandbox` control API: JSON in and out, no signature, refused (403) to callers that are not
 * on this machine. Errors answer `{error: {reason, message}}` with 400, 404 or 409.
 */
export function controlApp(controls: SandboxControls, routes: readonly ControlRoute[]): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
      if (!isLoopback(c.env.incoming.socket.remoteAddress)) {
        return problem(c, 403, 'forbidden', 'The control API only answers callers on this machine');
      }
      const body = await bodyOf(c);
      if (!body) return problem(c, 400, 'invalid_input', 'The body must be a JSON object');
      try {
        const result = await route.handle(controls, { body, query: c.req.query(), params: c.req.param() });
        return c.json(result ?? null);
      } catch (error) {
        if (isSandboxControlError(error)) return problem(c, error.status, error.reason, error.message);
        return problem(c, 500, 'internal', error instanceof Error ? error.message : 'Unexpected error');
      }
    });
  }
  return app;
}
