import type { ClientHooks, ResponseEvent, RetryEvent } from '@lintas/core';

/** What the client sent and received, seen through its hooks (which never see a key or a signature). */
export interface Traffic {
  /** Hooks to give `createClient`. */
  readonly hooks: ClientHooks;
  /** Attempts sent to `endpoint` so far (retries included). */
  attempts(endpoint: string): number;
  /** Every answer received, oldest first. */
  readonly responses: readonly ResponseEvent[];
  /** Every retry, oldest first. */
  readonly retries: readonly RetryEvent[];
  /** The last answer from `endpoint`. */
  lastResponse(endpoint: string): ResponseEvent | undefined;
}

/** Creates an empty {@link Traffic} record. */
export function createTraffic(): Traffic {
  const attempts = new Map<string, number>();
  const responses: ResponseEvent[] = [];
  const retries: RetryEvent[] = [];
  return {
    hooks: {
      beforeRequest: [(event) => void attempts.set(event.endpoint, (attempts.get(event.endpoint) ?? 0) + 1)],
      afterResponse: [(event) => void responses.push(event)],
      beforeRetry: [(event) => void retries.push(event)],
    },
    attempts: (endpoint) => attempts.get(endpoint) ?? 0,
    responses,
    retries,
    lastResponse: (endpoint) => [...responses].reverse().find((event) => event.endpoint === endpoint),
  };
}
