import {
  isGatewayError,
  isHttpStatusError,
  isNetworkError,
  isResponseFormatError,
  isTimeoutError,
  type AnyEndpoint,
  type CallOptions,
  type EndpointData,
  type EndpointParams,
  type RecoverContext,
} from '@lintas/core';
import type { JournalEntry, JournalSettlement, ReconciliationJournal } from './reconciliation-journal.js';

/** A client to run lookups with: any Lintas client (only its `call` is used). */
export interface ReconcileClient {
  call<TEndpoint extends AnyEndpoint>(
    endpoint: TEndpoint,
    params: EndpointParams<TEndpoint>,
    options?: CallOptions,
  ): Promise<EndpointData<TEndpoint>>;
}

/** Options of {@link reconcile}. */
export interface ReconcileOptions {
  /** The client whose calls ended unknown (same merchant); lookups run through it. */
  readonly client: ReconcileClient;
  readonly journal: ReconciliationJournal;
  /**
   * The operations that may be in the journal: plugins (`philippines`, `neutral`, ...) or single
   * endpoints. An entry is matched to its endpoint by path.
   */
  readonly endpoints: readonly (AnyEndpoint | { readonly endpoints: object })[];
  /**
   * The gateway's window, in ms after an outcome was recorded: an operation still not found after it was
   * never committed, so the call can be sent again with the same keys. Until then a request still on its
   * way could be committed, so a "not found" keeps the entry pending. The gateway refuses a request
   * whose timestamp is older than a few minutes (21009); default 10 minutes.
   */
  readonly windowMs?: number;
  /**
   * Gateway codes meaning the lookup found no such operation. Default `[21006]` ("Merchant transaction
   * not found").
   */
  readonly notFoundCodes?: readonly number[];
  /** At most this many pending entries per run, oldest first. Default 100. */
  readonly limit?: number;
  /** Aborts the run (and the lookup in flight). */
  readonly signal?: AbortSignal;
  /** Current time in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
}

/** What {@link reconcile} did with one pending entry. */
export interface ReconcileResult {
  /** The entry as settled: `status` says what to do (see `JournalStatus`), `record` holds a resolved operation. */
  readonly entry: JournalEntry;
  /** The endpoint of the entry, to send it again with `client.call(endpoint, entry.params)` when `'retry'`. */
  readonly endpoint: AnyEndpoint | undefined;
}

const defaultWindowMs = 10 * 60 * 1000;

/**
 * Settles the journal's pending unknown outcomes through each endpoint's own lookup (its
 * `retry.recover`, which finds the operation by its merchant keys and checks it is the call's):
 * - found and matching: `'resolved'`, with the operation in `entry.record` (what the call would have answered);
 * - not found once the gateway's window has passed: `'retry'`: nothing was committed, send the call again
 *   with the same params and keys;
 * - found with other terms or with terms the lookup cannot confirm (a payout's account), or no lookup to
 *   run: `'attention'`, with the reason (the fields) in `entry.note`, for a person;
 * - not found yet, or the lookup failed (timeout, network): stays `'pending'` for the next run.
 *
 * Run it from any process (a cron job, a worker at start-up): the journal is shared.
 *
 * @example
 * ```ts
 * import { reconcile } from '@lintas/stores';
 * import { philippines } from '@lintas/philippines';
 *
 * for (const { entry, endpoint } of await reconcile({ client, journal, endpoints: [philippines] })) {
 *   if (entry.status === 'resolved') await payouts.markSent(entry.keys.mchOrderId, entry.record);
 *   if (entry.status === 'retry' && endpoint) await client.call(endpoint, entry.params);
 *   if (entry.status === 'attention') await alerts.page('payout needs a person', entry.id, entry.note);
 * }
 * ```
 */
export async function reconcile(options: ReconcileOptions): Promise<ReconcileResult[]> {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? defaultWindowMs;
  const notFoundCodes = options.notFoundCodes ?? [21006];
  const byPath = endpointsByPath(options.endpoints);
  const callOptions: CallOptions = options.signal ? { signal: options.signal } : {};
  const results: ReconcileResult[] = [];

  for (const entry of await options.journal.list('pending', { limit: options.limit ?? 100 })) {
    options.signal?.throwIfAborted();
    const endpoint = byPath.get(entry.endpoint);
    const settlement: JournalSettlement = { recordedAt: entry.recordedAt, ...(await lookUp(entry, endpoint)) };
    await options.journal.settle(entry.id, settlement);
    const settled: JournalEntry = { ...entry, ...settlement, checks: entry.checks + 1 };
    results.push({ entry: settled, endpoint });
  }
  return results;

  async function lookUp(
    entry: JournalEntry,
    endpoint: AnyEndpoint | undefined,
  ): Promise<Omit<JournalSettlement, 'recordedAt'>> {
    if (endpoint === undefined) {
      return {
        status: 'pending',
        checkedAt: now(),
        note: `no endpoint with the path ${entry.endpoint} was given to reconcile()`,
      };
    }
    const recover = endpoint.retry === 'read' ? undefined : endpoint.retry.recover;
    if (recover === undefined) {
      return {
        status: 'attention',
        checkedAt: now(),
        note: `${entry.endpoint} has no lookup: check the operation with the gateway by its keys`,
      };
    }
    const context: RecoverContext<Readonly<Record<string, unknown>>> = {
      params: entry.params,
      call: (next, params) => options.client.call(next, params, callOptions),
      signal: options.signal,
      // No duplicate refusal here: the lookup alone must prove the operation (a recovery that cannot throws).
      refusal: undefined,
    };
    try {
      const record = await (
        recover as (context: RecoverContext<Readonly<Record<string, unknown>>>) => Promise<unknown>
      )(context);
      return { status: 'resolved', checkedAt: now(), record };
    } catch (error) {
      options.signal?.throwIfAborted();
      const checkedAt = now();
      if (isGatewayError(error) && notFoundCodes.includes(error.code)) {
        const windowEnds = entry.recordedAt + windowMs;
        return checkedAt >= windowEnds
          ? {
              status: 'retry',
              checkedAt,
              note: `not found (${error.code}) after the gateway's window: send it again with the same keys`,
            }
          : {
              status: 'pending',
              checkedAt,
              note: `not found (${error.code}) yet; a request may still arrive until ${new Date(windowEnds).toISOString()}`,
            };
      }
      if (isUnreachable(error))
        return { status: 'pending', checkedAt, note: `the lookup failed, to try again: ${messageOf(error)}` };
      // The lookup found the operation and refused it as this call's (other amount, account, ...), or
      // failed in a way no later run will change: only a person can settle it.
      return { status: 'attention', checkedAt, note: messageOf(error) };
    }
  }
}

/** Failures of the lookup itself, which another run may not meet: nothing was learnt about the operation. */
function isUnreachable(error: unknown): boolean {
  return (
    isTimeoutError(error) ||
    isNetworkError(error) ||
    isHttpStatusError(error) ||
    isResponseFormatError(error) ||
    isGatewayError(error)
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function endpointsByPath(list: ReconcileOptions['endpoints']): Map<string, AnyEndpoint> {
  const byPath = new Map<string, AnyEndpoint>();
  for (const item of list) {
    const endpoints = 'path' in item ? [item] : (Object.values(item.endpoints) as AnyEndpoint[]);
    for (const endpoint of endpoints) {
      // Writes first: a path has one write, and that is what a journal holds.
      if (!byPath.has(endpoint.path) || endpoint.retry !== 'read') byPath.set(endpoint.path, endpoint);
    }
  }
  return byPath;
}
