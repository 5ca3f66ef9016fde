import { callEndpoint } from './call-endpoint.js';
import { startRecord, toCallMetadata } from './call-record.js';
import { isLintasError } from './errors/lintas-error.js';
import { logOutcome } from './logging/log-outcome.js';
import type { Transport } from './transport.js';
import type { CallOptions } from './types/client.js';
import type { AnyEndpoint } from './types/endpoint.js';
import type { CallPromise } from './types/metadata.js';

/**
 * Runs one call of a client method: the call's data, with `withMetadata()` beside it; a `LintasError`
 * it rejects with carries the same metadata as `error.metadata`. The record costs a few references per
 * call; metadata objects and log lines are built only when asked for.
 */
export function runCall(transport: Transport, endpoint: AnyEndpoint, params: unknown, options: CallOptions | undefined): CallPromise<unknown> {
  const record = startRecord(endpoint.path);
  const { log } = transport;
  const promise = callEndpoint(transport, endpoint, params, options, record).then(
    (data) => {
      record.endedAt = performance.now();
      if (log) logOutcome(log, record, false);
      return data;
    },
    (error: unknown) => {
      record.endedAt = performance.now();
      // Not enumerable: printing an error stays short; `error.metadata` reads it.
      if (isLintasError(error) && !Object.hasOwn(error, 'metadata')) Object.defineProperty(error, 'metadata', { value: toCallMetadata(record), configurable: true });
      if (log) logOutcome(log, record, true, error);
      throw error;
    },
  ) as CallPromise<unknown>;
  promise.withMetadata = () => promise.then((data) => ({ data, metadata: toCallMetadata(record) }));
  return promise;
}
