import {
  type AnyEndpoint,
  type CallOptions,
  type EndpointData,
  type EndpointParams,
  isGatewayError,
  isHttpStatusError,
  isNetworkError,
  isResponseFormatError,
  isTimeoutError,
  type RecoverContext,
} from '@lintas/core';
import { messageOf } from './journal-write.js';
import type { JournalEntry, ReconciliationJournal } from './reconciliation-journal.js';
import { type LookupOutcome, settlementOf } from './settlement-of.js';

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
   * The gateway's window, in ms after the last attempt of a call was signed: an operation still not
   * found after it was never committed, so the call can be sent again with the same keys. Until then a
   * request still on its way could be committed, so a "not found" keeps the entry as it is. The gateway
   * refuses a request whose timestamp is too old (21009); its pages give no figure for this API (an
   * older API of the gateway gave 2 minutes: https://doc.paycools.com/Account/GetPaymentStatement.html).
   * Default 10 minutes. It is counted from when an unknown outcome was recorded, and for an open intent
   * from `abandonedAfterMs` after it was written (its last attempt was signed by then).
   */
  readonly windowMs?: number;
  /**
   * How long after its intent was written an `'open'` entry is taken as abandoned (its process died
   * before the call settled), in ms: `reconcile()` looks up only open entries older than this. Set it
   * above your longest call: the timeout of each attempt times the attempts, plus the waits between
   * them and a recovery's lookups. Default 10 minutes (the client's defaults take under 5).
   */
  readonly abandonedAfterMs?: number;
  /**
   * Gateway codes meaning the lookup found no such operation. Default `[21006]` ("Merchant transaction
   * not found").
   */
  readonly notFoundCodes?: readonly number[];
  /** At most this many entries per run (pending and abandoned open ones), oldest first. Default 100. */
  readonly limit?: number;
  /** Called after each entry is settled, with how many of the run's entries are done: progress for a terminal. */
  readonly onSettled?: (result: ReconcileResult, done: number, total: number) => void;
  /** Aborts the run (and the lookup in flight). */
  readonly signal?: AbortSignal;
  /** Current time in epoch ms; defaults to `Date.now`. */
  readonly now?: () => number;
}

/** What {@link reconcile} did with one entry. */
export interface ReconcileResult {
  /** The entry as settled: `status` says what to do (see `JournalStatus`), `record` holds a resolved operation. */
  readonly entry: JournalEntry;
  /** The endpoint of the entry, to send it again with `client.call(endpoint, entry.params)` when `'retry'`. */
  readonly endpoint: AnyEndpoint | undefined;
}

const defaultWindowMs = 10 * 60 * 1000;
const defaultAbandonedAfterMs = 10 * 60 * 1000;

/**
 * Settles the journal's unknown outcomes (`'pending'`) and abandoned intents (`'open'` for longer than
 * `abandonedAfterMs`: the process died mid-call) through each endpoint's own lookup (its `retry.recover`,
 * which finds the operation by its merchant keys and checks it is the call's):
 * - found and matching: `'resolved'`, with the operation in `entry.record` (what the call would have answered);
 * - not found once the gateway's window has passed: `'retry'`: nothing was committed, send the call again
 *   with the same params and keys;
 * - found with other terms or with terms the lookup cannot confirm (a payout's account), or no lookup to
 *   run: `'attention'`, with the reason (the fields) in `entry.note`, for a person;
 * - not found yet, or the lookup failed (timeout, network): stays as it was (`'pending'` or `'open'`),
 *   with why in `entry.note`, for the next run.
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
  const abandonedAfterMs = options.abandonedAfterMs ?? defaultAbandonedAfterMs;
  const notFoundCodes = options.notFoundCodes ?? [21006];
  const limit = options.limit ?? 100;
  const byPath = endpointsByPath(options.endpoints);
  const callOptions: CallOptions = options.signal ? { signal: options.signal } : {};
  const results: ReconcileResult[] = [];

  const [pending, abandoned] = await Promise.all([
    options.journal.list('pending', { limit }),
    options.journal.list('open', { limit, recordedBefore: now() - abandonedAfterMs }),
  ]);
  const entries = [...pending, ...abandoned].sort((a, b) => a.recordedAt - b.recordedAt).slice(0, limit);
  for (const entry of entries) {
    options.signal?.throwIfAborted();
    const endpoint = byPath.get(entry.endpoint);
    const lookup = await lookUp(entry, endpoint);
    const settlement = settlementOf({ entry, lookup, checkedAt: now(), windowMs, abandonedAfterMs });
    await options.journal.settle(entry.id, settlement);
    const { note: _note, record: _record, ...kept } = entry;
    const result = { entry: { ...kept, ...settlement, checks: entry.checks + 1 }, endpoint };
    results.push(result);
    options.onSettled?.(result, results.length, entries.length);
  }
  return results;

  async function lookUp(entry: JournalEntry, endpoint: AnyEndpoint | undefined): Promise<LookupOutcome> {
    if (endpoint === undefined) return { kind: 'no-endpoint' };
    const recover = endpoint.retry === 'read' ? undefined : endpoint.retry.recover;
    if (recover === undefined) return { kind: 'no-lookup' };
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
      return { kind: 'found', record };
    } catch (error) {
      options.signal?.throwIfAborted();
      if (isGatewayError(error) && notFoundCodes.includes(error.code)) return { kind: 'not-found', code: error.code };
      if (isUnreachable(error)) return { kind: 'unreachable', message: messageOf(error) };
      // The lookup found the operation and refused it as this call's (other amount, account, ...), or
      // failed in a way no later run will change: only a person can settle it.
      return { kind: 'refused', message: messageOf(error) };
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
