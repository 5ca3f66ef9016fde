import type { AttemptMetadata, CallMetadata } from '../types/metadata.js';

/**
 * What a call keeps for its metadata as it runs. Only the call's loop (`callEndpoint`) writes it; the
 * call's promise, its error and its observers read it as {@link CallMetadata}.
 */
export interface CallRecord {
  readonly endpoint: string;
  readonly startedAt: number;
  /** When the call settled; `undefined` while it runs. */
  endedAt: number | undefined;
  /** Each attempt sent, in order. */
  readonly attempts: AttemptMetadata[];
  /** The last answer's body, as received. */
  body: string | undefined;
  /** Whether the endpoint's recovery looked the operation up. */
  recovered: boolean;
  /** The `keyId` of the signer of the last request signed. */
  keyId: string | undefined;
}

/** An empty record for a call of `endpoint` starting now. */
export function startRecord(endpoint: string): CallRecord {
  return {
    endpoint,
    startedAt: performance.now(),
    endedAt: undefined,
    attempts: [],
    body: undefined,
    recovered: false,
    keyId: undefined,
  };
}

/** The metadata of a call from its record: complete once the call has settled. */
export function toCallMetadata(record: CallRecord): CallMetadata {
  let answer: AttemptMetadata | undefined;
  for (const attempt of record.attempts) if (attempt.status !== undefined) answer = attempt;
  return {
    endpoint: record.endpoint,
    attempts: record.attempts.slice(),
    durationMs: (record.endedAt ?? performance.now()) - record.startedAt,
    status: answer?.status,
    code: answer?.code,
    body: answer ? record.body : undefined,
    recovered: record.recovered,
    keyId: record.keyId,
  };
}
