import type { Exchange } from './console/api-types.js';

export type { Exchange };

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What stands for an access token in what the console shows: a token is a credential. */
export const HIDDEN_TOKEN = '(access token: not shown)';

/**
 * The request's headers (the `Request`'s, then those `init` gives), by their names in lower case, the
 * access token in `authorization` hidden.
 */
function shownHeaders(input: string | URL | Request, init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const given = [...(input instanceof Request ? input.headers : []), ...new Headers(init?.headers)];
  for (const [name, value] of given)
    headers[name] = name === 'authorization' ? value.replace(/ .*/, ` ${HIDDEN_TOKEN}`) : value;
  return headers;
}

/** A SNAP answer as shown: the `accessToken` of a token answer hidden. */
function shownAnswer(answer: unknown): unknown {
  if (typeof answer !== 'object' || answer === null || !('accessToken' in answer)) return answer;
  return { ...answer, accessToken: HIDDEN_TOKEN };
}

/**
 * A `fetch` for `createClient` that sends each attempt with the global `fetch` and tells `onExchange`
 * what was sent and answered. The answer is handed to the SDK untouched. With `headers` (a SNAP client,
 * whose headers carry its signature), the request's headers are told too; an access token never is.
 */
export function recordingFetch(onExchange: (exchange: Exchange) => void, options: { headers?: boolean } = {}) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    const envelope = typeof init?.body === 'string' ? parsed(init.body) : null;
    const sent = options.headers ? { headers: shownHeaders(input, init) } : {};
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(input, init);
      const text = await response.clone().text();
      onExchange({
        path: url.pathname,
        ...sent,
        envelope,
        status: response.status,
        answer: shownAnswer(parsed(text)),
        durationMs: durationMs(),
      });
      return response;
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      onExchange({
        path: url.pathname,
        ...sent,
        envelope,
        status: null,
        answer: null,
        error: reason,
        durationMs: durationMs(),
      });
      throw error;
    }
  };
}

/** The exchange as the `--verbose` demo prints it: the envelope sent, then the answer. */
export function formatExchange(exchange: Exchange): string {
  const answer =
    exchange.status === null
      ? `no answer (${exchange.error ?? 'unknown'})`
      : `HTTP ${exchange.status} ${JSON.stringify(exchange.answer)}`;
  return `    → POST ${exchange.path} ${JSON.stringify(exchange.envelope)}\n    ← ${answer} (${exchange.durationMs} ms)`;
}
