import { isLintasError } from '../errors/lintas-error.js';
import { traceCall } from '../tracing/trace-call.js';
import type { CallOptions } from '../types/client.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { CallPromise } from '../types/metadata.js';
import type { Transport } from '../types/transport.js';
import { callEndpoint } from './call-endpoint.js';
import { toCallMetadata } from './call-metadata.js';
import { type CallRecord, startRecord } from './call-record.js';

/**
 * Runs one call of a client method: the call's data, with `withMetadata()` beside it; a `LintasError`
 * it rejects with carries the same metadata as `error.metadata`. The record costs a few references per
 * call; metadata objects and log lines are built only when asked for.
 */
export function runCall(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions | undefined,
): CallPromise<unknown> {
  const record = startRecord(endpoint.path);
  // With logging on, the call runs once the logging code has loaded (see createTransport); off, at once.
  const { withLog } = transport;
  const promise = (
    withLog
      ? withLog.then((logged) => settleCall(logged, endpoint, params, options, record))
      : settleCall(transport, endpoint, params, options, record)
  ) as CallPromise<unknown>;
  // Built in this module, not loaded on demand: a failed load must never turn a settled payment into an
  // error, nor hide the error a call rejects with (an `OutcomeUnknownError` above all).
  promise.withMetadata = () => promise.then((data) => ({ data, metadata: toCallMetadata(record) }));
  return promise;
}

/** Runs the call, in a span of its own when the client has a `tracer`. */
function settleCall(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions | undefined,
  record: CallRecord,
): Promise<unknown> {
  const { tracer } = transport;
  if (!tracer) return endCall(transport, endpoint, params, options, record);
  return traceCall(tracer, endpoint, params, record, () => endCall(transport, endpoint, params, options, record));
}

/** Runs the call, and gives its error its metadata and the call's outcome to the log. */
function endCall(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions | undefined,
  record: CallRecord,
): Promise<unknown> {
  const { logOutcome } = transport;
  return callEndpoint(transport, endpoint, params, options, record).then(
    (data) => {
      record.endedAt = performance.now();
      if (logOutcome) logOutcome(record, false);
      return data;
    },
    (error: unknown) => {
      record.endedAt = performance.now();
      // Not enumerable: printing an error stays short; `error.metadata` reads it.
      if (isLintasError(error) && !Object.hasOwn(error, 'metadata'))
        Object.defineProperty(error, 'metadata', { value: toCallMetadata(record), configurable: true });
      if (logOutcome) logOutcome(record, true, error);
      throw error;
    },
  );
}
