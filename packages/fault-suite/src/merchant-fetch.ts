import type { ClientConfig } from '@lintas/core';
import type { FaultProxy, RequestMatch } from '@lintas/testing';

/** What `AbortSignal.timeout(ms)` aborts with: the most common timer a merchant's own `fetch` has. */
export const ownTimeout = (): unknown => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/**
 * A merchant's `fetch` (the client config's) whose own timer aborts some requests to `path`: those
 * `match` chooses at the positions `abortAt` (0 for the first), each shortly after the sandbox has
 * answered it, so after the commit however slow the machine. Every other request goes through as it is.
 */
export function fetchAbortingAfterCommit(
  proxy: FaultProxy,
  path: string,
  match: RequestMatch,
  abortAt: readonly number[],
  reason: () => unknown = ownTimeout,
): NonNullable<ClientConfig['fetch']> {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const position = proxy.requests.filter(match).length;
    if (new URL(url).pathname !== path || !abortAt.includes(position)) return globalThis.fetch(input, init);
    const own = new AbortController();
    void proxy.answered(match, position).then(() => setTimeout(() => own.abort(reason()), 20));
    // The attempt's signal (its timeout, the caller's signal) rides on its Request: keep it beside ours.
    const outer = input instanceof Request ? input.signal : init?.signal;
    const signal = outer ? AbortSignal.any([outer, own.signal]) : own.signal;
    return globalThis.fetch(input, { ...init, signal });
  };
}
