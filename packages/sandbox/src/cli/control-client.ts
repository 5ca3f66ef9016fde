/** A call of the control API of a running sandbox: its JSON answer, or an `Error` with its message. */
export type ControlCall = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
  signal?: AbortSignal,
) => Promise<unknown>;

function problemMessage(answer: unknown, status: number): string {
  const error = (answer as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : `the sandbox answered HTTP ${status}`;
}

/**
 * The control API of the sandbox at `baseUrl` (`/__sandbox` + path). A sandbox that does not answer is
 * an error saying how to start one or point at another; a refusal is an error with the sandbox's words.
 */
export function controlClient(baseUrl: string): ControlCall {
  const base = baseUrl.replace(/\/+$/, '');
  return async (method, path, body, signal) => {
    let response: Response;
    try {
      response = await fetch(`${base}/__sandbox${path}`, {
        method,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new Error(`no sandbox answered at ${base} (${cause}): start one with lintas-sandbox, or give --url <url>`);
    }
    const text = await response.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the message below.
    }
    if (!response.ok) throw new Error(problemMessage(answer, response.status));
    return answer;
  };
}
