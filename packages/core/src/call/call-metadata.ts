import type { AttemptMetadata, CallMetadata } from '../types/metadata.js';
import type { CallRecord } from './call-record.js';

/** The metadata of a recorded call. */
export function toCallMetadata(record: CallRecord): CallMetadata {
  const attempts = record.attempts.map(
    (entry): AttemptMetadata =>
      'failure' in entry
        ? entry
        : {
            attempt: entry.attempt,
            status: entry.status,
            code: entry.code,
            durationMs: entry.durationMs,
            failure: undefined,
          },
  );
  let answer: AttemptMetadata | undefined;
  for (const attempt of attempts) if (attempt.status !== undefined) answer = attempt;
  return {
    endpoint: record.endpoint,
    attempts,
    durationMs: (record.endedAt ?? performance.now()) - record.startedAt,
    status: answer?.status,
    code: answer?.code,
    body: answer ? record.body : undefined,
    recovered: record.recovered,
  };
}
