import type { ResponseEvent } from '../types/client.js';
import type { AttemptMetadata } from '../types/metadata.js';
import type { TraceSpan } from '../types/tracer.js';

/**
 * What a call keeps for its metadata as it runs: references to what it builds anyway (each answer's
 * hook event, the last body), turned into {@link CallMetadata} only when someone asks for it.
 */
export interface CallRecord {
  readonly endpoint: string;
  readonly startedAt: number;
  /** When the call settled; `undefined` while it runs. */
  endedAt: number | undefined;
  /** Each attempt in order: the answer's event, or what an unanswered attempt was. */
  readonly attempts: (ResponseEvent | AttemptMetadata)[];
  /** The last answer's body, as received. */
  body: string | undefined;
  /** Whether the endpoint's recovery looked the operation up. */
  recovered: boolean;
  /** The call's span, when the client has a `tracer`. */
  span?: TraceSpan | undefined;
}

/** A record for a call of `endpoint` starting now. */
export function startRecord(endpoint: string): CallRecord {
  return {
    endpoint,
    startedAt: performance.now(),
    endedAt: undefined,
    attempts: [],
    body: undefined,
    recovered: false,
  };
}

/** Records an answered attempt: its event, as the `afterResponse` hooks see it, and its body. */
export function recordAnswer(record: CallRecord | undefined, event: ResponseEvent, body: string): void {
  if (!record) return;
  record.attempts.push(event);
  record.body = body;
}

/** Records that `attempt` got no answer after `durationMs`, and why (`failure`); once per attempt. */
export function recordFailure(
  record: CallRecord | undefined,
  attempt: number,
  durationMs: number,
  failure: AttemptMetadata['failure'],
): void {
  if (!record || record.attempts.at(-1)?.attempt === attempt) return;
  record.attempts.push({ attempt, status: undefined, code: undefined, durationMs, failure });
}
