import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ControlRoute } from '../control/control-routes.js';
import type { SandboxControls } from '../control/sandbox-controls.js';
import { isSandboxControlError } from '../errors/sandbox-control-error.js';
import { isJsonObject, tryParseJson } from '../utils/json.js';
import { formatBytes, maxControlBodyBytes } from './body-limits.js';
import { refuseControlRequest } from './control-guard.js';
import { drainBody } from './drain-body.js';
import type { HonoEnv } from './hono-env.js';
import { isLoopback } from './is-loopback.js';

const tooLargeMessage = `A control request body may be at most ${formatBytes(maxControlBodyBytes)}`;

type ProblemStatus = 400 | 403 | 404 | 409 | 413 | 415 | 500;

function problem(c: Context<HonoEnv>, status: ProblemStatus, reason: string, message: string): Response {
  return c.json({ error: { reason, message } }, status);
}

/** The JSON object of the body, `{}` when empty, `undefined` when it is not a JSON object. */
async function bodyOf(c: Context<HonoEnv>): Promise<Record<string, unknown> | undefined> {
  if (c.req.method === 'GET' || c.req.method === 'DELETE') return {};
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const parsed = tryParseJson(text);
  return parsed.ok && isJsonObject(parsed.value) ? parsed.value : undefined;
}

/**
 * The `/__sandbox` control API: JSON in and out, no signature. It answers only callers on this
 * machine (403 otherwise), only requests addressed to this machine and sent from no page or from the
 * sandbox's own pages (403), only JSON bodies (415) of at most 64 KiB (413). Errors answer
 * `{error: {reason, message}}` with 400, 403, 404, 409, 413 or 415.
 *
 * @param ownHost - the host name of the sandbox's URL (read when a request arrives).
 */
export function controlApp(
  controls: SandboxControls,
  routes: readonly ControlRoute[],
  ownHost: () => string,
): Hono<HonoEnv> {
  const app = new Hono<HonoEnv>();
  app.use(async (c, next) => {
    if (!isLoopback(c.env.incoming.socket.remoteAddress)) {
      return problem(c, 403, 'forbidden', 'The control API only answers callers on this machine');
    }
    const refusal = refuseControlRequest({ method: c.req.method, header: (name) => c.req.header(name) }, ownHost());
    if (refusal) return problem(c, refusal.status, refusal.reason, refusal.message);
    await next();
    return undefined;
  });
  app.use(async (c, next) => {
    // A body declared too large is read and dropped before the answer, so the client gets its 413
    // instead of a reset while it still writes (one sent in chunks is cut by bodyLimit below).
    if (Number(c.req.header('content-length')) > maxControlBodyBytes) {
      await drainBody(c.env.incoming);
      return problem(c, 413, 'body_too_large', tooLargeMessage);
    }
    await next();
    return undefined;
  });
  app.use(
    bodyLimit({
      maxSize: maxControlBodyBytes,
      onError: (c) => problem(c, 413, 'body_too_large', tooLargeMessage),
    }),
  );
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
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
