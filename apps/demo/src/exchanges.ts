import type { Exchange } from './console/api-types.js';

export type { Exchange };

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A `fetch` for `createClient` that sends each attempt with the global `fetch` and tells `onExchange`
 * what was sent and answered. The answer is handed to the SDK untouched.
 */
export function recordingFetch(onExchange: (exchange: Exchange) => void) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    const envelope = typeof init?.body === 'string' ? parsed(init.body) : null;
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(input, init);
      const text = await response.clone().text();
      onExchange({
        path: url.pathname,
        envelope,
        status: response.status,
        answer: parsed(text),
        durationMs: durationMs(),
      });
      return response;
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      onExchange({ path: url.pathname, envelope, status: null, answer: null, error: reason, durationMs: durationMs() });
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
