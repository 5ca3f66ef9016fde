import { isLintasError } from '../errors/lintas-error.js';
import type { CallOptions } from '../types/client.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { CallPromise } from '../types/metadata.js';
import { observedCall } from './call-endpoint.js';
import { startRecord, toCallMetadata } from './call-record.js';
import type { Transport } from './transport.js';

/**
 * Runs one call of a client method, inside the client's observers when it has any: the call's data,
 * with `withMetadata()` beside it; a `LintasError` it rejects with carries the same metadata as
 * `error.metadata`. The record costs a few references per call; metadata objects are built only when
 * asked for.
 */
export function runCall(
  transport: Transport,
  endpoint: AnyEndpoint,
  params: unknown,
  options: CallOptions = {},
): CallPromise<unknown> {
  const record = startRecord(endpoint.path);
  const metadata = () => toCallMetadata(record);
  const promise = observedCall(transport, endpoint, params, options, record).catch((error: unknown) => {
    // Not enumerable: printing an error stays short; `error.metadata` reads it.
    if (isLintasError(error) && !Object.hasOwn(error, 'metadata'))
      Object.defineProperty(error, 'metadata', { value: metadata(), configurable: true });
    throw error;
  }) as CallPromise<unknown>;
  promise.withMetadata = () => promise.then((data) => ({ data, metadata: metadata() }));
  return promise;
}
