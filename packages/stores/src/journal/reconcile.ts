import {
  type AnyEndpoint,
  type CallOptions,
  type EndpointData,
  type EndpointParams,
  isGatewayError,
  isHttpStatusError,
  isNetworkError,
  isRecordMismatchError,
  isRecordNotFoundError,
  isResponseFormatError,
  isTimeoutError,
  type RecoverContext,
} from '@lintas/core';
import { decideSettlement, type LookupOutcome, type OneLookup, type SharedLookup } from './decide-settlement.js';
import { messageOf } from './journal-write.js';
import type { JournalEntry, ReconciliationJournal } from './reconciliation-journal.js';

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
  /** The client whose calls were journaled (same merchant); lookups run through it. */
  readonly client: ReconcileClient;
  readonly journal: ReconciliationJournal;
  /**
   * The operations that may be in the journal: plugins (`philippines`, `neutral`, ...) or single
   * endpoints. An entry is matched to its endpoint by path.
   */
  readonly endpoints: readonly (AnyEndpoint | { readonly endpoints: object })[];
  /**
   * The gateway's window, in ms after the last attempt of a call was signed: an operation still not
   * found after it was never committed. Until then a request still on its way could be committed, so a
   * "not found" keeps the entry as it is. The gateway refuses a request whose timestamp is too old
   * (21009); its pages give no figure for this API (an older API of the gateway gave 2 minutes:
   * https://doc.paycools.com/Account/GetPaymentStatement.html). Default 10 minutes. It is counted from
   * when an unknown outcome was recorded, and for an open intent from `abandonedAfterMs` after it was
   * written (its last attempt was signed by then).
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
  /** The entry as settled: `status` says what became of it (see `JournalStatus`); `record` holds a committed operation. */
  readonly entry: JournalEntry;
  /** The endpoint of the entry, when one was given. */
  readonly endpoint: AnyEndpoint | undefined;
}

const defaultWindowMs = 10 * 60 * 1000;
const defaultAbandonedAfterMs = 10 * 60 * 1000;

/** A param that holds an amount (`amount`, `refundAmount`, ...): a lookup that cannot confirm it settles nothing. */
const isAmount = (field: string) => /amount$/i.test(field);

/**
 * Settles the journal's unknown outcomes (`'pending'`) and abandoned intents (`'open'` for longer than
 * `abandonedAfterMs`: the process died mid-call) through each endpoint's status check (its
 * `retry.recover`, which finds the operation by its merchant keys and compares it with the request as
 * it was signed):
 * - found, with the amount and every field the check returns matching: `'committed'`, with the
 *   operation in `entry.record` and the params the check does not return in `entry.unconfirmed`;
 * - not found once the gateway's window has passed: `'not-committed'`: nothing moved. The call's caller
 *   was given no definite answer (its process died, or it got `OutcomeUnknownError`): whether to make
 *   the operation again is your application's decision, with the same keys;
 * - other terms under the keys, an amount the check cannot confirm, or no status check documented:
 *   `'unknown'`, with why in `entry.note`: a person decides;
 * - not found yet, or the lookup failed (timeout, network): stays as it was (`'pending'` or `'open'`),
 *   with why in `entry.note`, for the next run.
 * - on a path several operations write (Thailand's and Malaysia's QR codes), not found by any of their
 *   status checks: `'unknown'`, never `'not-committed'` (one check cannot tell "never made" from "made
 *   by the other"), but only once every check reached the gateway and the window has passed; until
 *   then it stays as it was, for the next run.
 *
 * A call whose caller was given a definite failure (`'failed'`) is never looked up. The journal's
 * unwritten outcomes are written first (`journal.flush()`). A journal store that does not answer
 * (down, stalled) fails the run with `JournalTimeoutError`, naming the store, within the journal's
 * `timeoutMs` of each read or settlement: run it again once the store is back. Run it from any process (a cron job, a
 * worker at start-up): the journal is shared. One run is one loop over the entries, each decided by
 * `decideSettlement` from what its lookup learnt.
 *
 * @example
 * ```ts
 * import { reconcile } from '@lintas/stores';
 * import { philippines } from '@lintas/philippines';
 *
 * for (const { entry } of await reconcile({ client, journal, endpoints: [philippines] })) {
 *   if (entry.status === 'committed') await payouts.markSent(entry.keys.mchOrderId, entry.record);
 *   if (entry.status === 'not-committed') await payouts.markNotSent(entry.keys.mchOrderId);
 *   if (entry.status === 'unknown') await alerts.page('payout needs a person', entry.id, entry.note);
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

  await options.journal.flush();
  const [pending, abandoned] = await Promise.all([
    options.journal.list('pending', { limit }),
    options.journal.list('open', { limit, recordedBefore: now() - abandonedAfterMs }),
  ]);
  const entries = [...pending, ...abandoned].sort((a, b) => a.recordedAt - b.recordedAt).slice(0, limit);
  for (const entry of entries) {
    options.signal?.throwIfAborted();
    const [lookup, endpoint] = await lookUpEntry(entry, byPath.get(entry.endpoint) ?? [], lookUp);
    const settlement = decideSettlement({ entry, lookup, checkedAt: now(), windowMs, abandonedAfterMs });
    await options.journal.settle(entry.id, settlement);
    const { note: _note, record: _record, unconfirmed: _unconfirmed, ...kept } = entry;
    const result = { entry: { ...kept, ...settlement, checks: entry.checks + 1 }, endpoint };
    results.push(result);
    options.onSettled?.(result, results.length, entries.length);
  }
  return results;

  /** Runs the endpoint's status check for `entry`, and says what it learnt. */
  async function lookUp(entry: JournalEntry, endpoint: AnyEndpoint | undefined): Promise<OneLookup> {
    if (endpoint === undefined) return { kind: 'no-endpoint' };
    const recover = endpoint.retry === 'read' ? undefined : endpoint.retry.recover;
    if (recover === undefined) return { kind: 'no-lookup' };
    // What the status check answered: the record a found operation settles with when the recovery
    // refuses it only for the params the check does not return.
    let answered: unknown;
    const context: RecoverContext<Readonly<Record<string, unknown>>> = {
      params: entry.params,
      call: async (next, params) => {
        answered = await options.client.call(next, params, callOptions);
        return answered as never;
      },
      signal: options.signal,
      // No duplicate refusal here: the lookup alone must prove the operation (a recovery that cannot throws).
      refusal: undefined,
    };
    try {
      const record = await (
        recover as (context: RecoverContext<Readonly<Record<string, unknown>>>) => Promise<unknown>
      )(context);
      return { kind: 'found', record, unconfirmed: extraFields(entry) };
    } catch (error) {
      options.signal?.throwIfAborted();
      return learnt(error, answered, extraFields(entry));
    }
  }

  /**
   * What a status check that threw `error` learnt, its last answer being `answered`; `extra` are the
   * call's extra fields, which no status check returns.
   */
  function learnt(error: unknown, answered: unknown, extra: readonly string[]): OneLookup {
    if (isRecordMismatchError(error)) {
      const differs = error.fields.some((field) => field.reason === 'differs');
      const unchecked = error.fields.filter((field) => field.reason === 'unchecked').map((field) => field.field);
      const amounts = unchecked.filter(isAmount);
      if (!differs && amounts.length === 0 && answered !== undefined)
        return { kind: 'found', record: answered, unconfirmed: [...unchecked, ...extra] };
      const why = !differs && amounts.length > 0 ? `; its amount (${amounts.join(', ')}) cannot be confirmed` : '';
      return { kind: 'mismatch', message: `${error.message}${why}` };
    }
    if (isRecordNotFoundError(error)) return { kind: 'not-found', message: error.message };
    if (isGatewayError(error) && notFoundCodes.includes(error.code))
      return { kind: 'not-found', message: `not found (${error.code})` };
    if (isUnreachable(error)) return { kind: 'unreachable', message: messageOf(error) };
    // The check found the operation in a state no later run will change, or failed in a way no later
    // run will change: only a person can settle it.
    return { kind: 'refused', message: messageOf(error) };
  }
}

/** The call's `extraParams` fields: signed and sent, but no status check returns them. */
const extraFields = (entry: JournalEntry): string[] => Object.keys(entry.extraParams ?? {});

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

/**
 * Each path's writes, or its read when it has no write: what a journal entry, keyed by its path, was.
 * Two families may write to one path (Indonesia's `createDisbursement` and Malaysia's `createPayout` both
 * post to `/open-api/disbursement`), so a path may have several.
 */
function endpointsByPath(list: ReconcileOptions['endpoints']): Map<string, AnyEndpoint[]> {
  const byPath = new Map<string, AnyEndpoint[]>();
  for (const item of list) {
    const endpoints = 'path' in item ? [item] : (Object.values(item.endpoints) as AnyEndpoint[]);
    for (const endpoint of endpoints) {
      const known = byPath.get(endpoint.path) ?? [];
      if (endpoint.retry === 'read' && known.length > 0) continue;
      const writes = known.filter((other) => other.retry !== 'read' && other !== endpoint);
      byPath.set(endpoint.path, [...writes, endpoint]);
    }
  }
  return byPath;
}

/**
 * Looks `entry` up with `lookUp` through the endpoint it was sent with, among its path's `candidates`.
 * Where several operations write the path with params like the entry's, only a record that one of their
 * status checks finds, matching the call, settles it; otherwise what each check learnt is returned for
 * `decideSettlement` to weigh.
 */
async function lookUpEntry(
  entry: JournalEntry,
  candidates: readonly AnyEndpoint[],
  lookUp: (entry: JournalEntry, endpoint: AnyEndpoint | undefined) => Promise<OneLookup>,
): Promise<readonly [LookupOutcome, AnyEndpoint | undefined]> {
  const accepting = acceptingOf(entry, candidates);
  if (candidates.length <= 1 || accepting.length === 1) {
    const endpoint = candidates.length <= 1 ? candidates[0] : accepting[0];
    return [await lookUp(entry, endpoint), endpoint];
  }
  const lookups: SharedLookup['lookups'][number][] = [];
  for (const candidate of accepting) {
    const lookup = await lookUp(entry, candidate);
    if (lookup.kind === 'found') return [lookup, candidate];
    lookups.push(lookup);
  }
  return [{ kind: 'shared', operations: candidates.length, lookups }, undefined];
}

/**
 * The endpoints of a path shared by families whose params schema accepts the entry's params: the one
 * it was sent with, when only one does. Looking an entry up with another family's status check alone
 * could call a payout that was sent "not committed".
 */
function acceptingOf(entry: JournalEntry, candidates: readonly AnyEndpoint[]): readonly AnyEndpoint[] {
  return candidates.filter((endpoint) => {
    const result = endpoint.params['~standard'].validate(entry.params);
    return !(result instanceof Promise) && result.issues === undefined;
  });
}
