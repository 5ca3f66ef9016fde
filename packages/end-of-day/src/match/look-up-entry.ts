import {
  type AnyEndpoint,
  type CallOptions,
  type EndpointData,
  type EndpointParams,
  isGatewayError,
  isRecordMismatchError,
  isRecordNotFoundError,
  type RecoverContext,
} from '@lintas/core';
import type { JournalEntry } from '@lintas/stores';
import type { EntryLookup } from './decide-entry.js';

/** A client to run status checks with: any Lintas client (only its `call` is used). */
export interface LookupClient {
  call<TEndpoint extends AnyEndpoint>(
    endpoint: TEndpoint,
    params: EndpointParams<TEndpoint>,
    options?: CallOptions,
  ): Promise<EndpointData<TEndpoint>>;
}

/**
 * Runs the status check of an entry's endpoint (its `retry.recover`, which finds the operation by its
 * merchant keys), and says in which status the gateway holds it. A check that found the operation but
 * refused it for fields it cannot compare still tells its status.
 */
export async function lookUpEntry(
  entry: JournalEntry,
  endpoint: AnyEndpoint | undefined,
  client: LookupClient,
  signal: AbortSignal | undefined,
): Promise<EntryLookup> {
  const recover = endpoint === undefined || endpoint.retry === 'read' ? undefined : endpoint.retry.recover;
  if (recover === undefined) return { kind: 'no-lookup' };
  let answered: unknown;
  const context: RecoverContext<Readonly<Record<string, unknown>>> = {
    params: entry.params,
    call: async (next, params) => {
      answered = await client.call(next, params, signal ? { signal } : {});
      return answered as never;
    },
    signal,
    refusal: undefined,
  };
  try {
    const record = await (recover as (context: RecoverContext<Readonly<Record<string, unknown>>>) => Promise<unknown>)(
      context,
    );
    return { kind: 'found', status: statusOf(record) };
  } catch (error) {
    signal?.throwIfAborted();
    const differs = isRecordMismatchError(error) && error.fields.some((field) => field.reason === 'differs');
    if (!differs && statusOf(answered) !== undefined) return { kind: 'found', status: statusOf(answered) };
    if (isRecordNotFoundError(error) || (isGatewayError(error) && error.code === 21006))
      return { kind: 'not-found', message: (error as Error).message };
    return { kind: 'failed', message: (error as Error)?.message ?? String(error) };
  }
}

function statusOf(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return undefined;
  const { transactionStatus, status } = record as { transactionStatus?: unknown; status?: unknown };
  const value = transactionStatus ?? status;
  return typeof value === 'string' ? value : undefined;
}
