import type { AnyEndpoint } from '@lintas/core';
import { decideSettlement, type LookupOutcome, type OneLookup, type SharedLookup } from './decide-settlement.js';
import type { ReconcileClient } from './reconcile-client.js';
import type { JournalEntry, ReconciliationJournal } from './reconciliation-journal.js';
import { runStatusCheck } from './status-check.js';

export type { ReconcileClient } from './reconcile-client.js';

/** Options of {@link reconcile}. */
export interface ReconcileOptions {
  /**
   * The client whose calls were journaled (same merchant account): lookups run through it, and only
   * the entries of its `appId` are settled. Another account's entries (a journal several accounts
   * share) are listed, never looked up under this one: a lookup under the wrong account finds nothing,
   * which would read "not committed" for an operation the other account did make.
   */
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
  /**
   * Set for an entry of another account's call (`'other'`: its `appId` is not the client's), or of a call
   * journaled before entries named their account (`'unnamed'`): listed as it is, never looked up nor
   * changed. Reconcile it with that account's client; give unnamed entries their account with
   * `migrateRedisJournal` or `migratePostgresJournal`.
   */
  readonly account?: 'other' | 'unnamed';
}

const defaultWindowMs = 10 * 60 * 1000;
const defaultAbandonedAfterMs = 10 * 60 * 1000;

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
  const checks = { client: options.client, signal: options.signal, notFoundCodes: options.notFoundCodes ?? [21006] };
  const limit = options.limit ?? 100;
  const byPath = endpointsByPath(options.endpoints);
  const results: ReconcileResult[] = [];

  await options.journal.flush();
  const { appId } = options.client;
  const recordedBefore = now() - abandonedAfterMs;
  const [pending, abandoned, others] = await Promise.all([
    options.journal.list('pending', { limit, appId }),
    options.journal.list('open', { limit, recordedBefore, appId }),
    othersOf(options.journal, appId, { limit, recordedBefore }),
  ]);
  const entries = [...pending, ...abandoned].sort((a, b) => a.recordedAt - b.recordedAt).slice(0, limit);
  const total = entries.length + others.length;
  for (const entry of entries) {
    options.signal?.throwIfAborted();
    const [lookup, endpoint] = await lookUpEntry(entry, byPath.get(entry.endpoint) ?? [], (one, candidate) =>
      runStatusCheck(checks, one, candidate),
    );
    const settlement = decideSettlement({ entry, lookup, checkedAt: now(), windowMs, abandonedAfterMs });
    await options.journal.settle(entry.id, settlement);
    const { note: _note, record: _record, unconfirmed: _unconfirmed, ...kept } = entry;
    const result = { entry: { ...kept, ...settlement, checks: entry.checks + 1 }, endpoint };
    results.push(result);
    options.onSettled?.(result, results.length, total);
  }
  for (const entry of others) {
    const account = entry.appId === undefined ? ('unnamed' as const) : ('other' as const);
    const result = { entry, endpoint: byPath.get(entry.endpoint)?.[0], account };
    results.push(result);
    options.onSettled?.(result, results.length, total);
  }
  return results;
}

/**
 * The entries another account's calls left to settle (pending, or open since before `recordedBefore`),
 * and those journaled before entries named their account: at most `limit` of each status, oldest first.
 */
async function othersOf(
  journal: ReconciliationJournal,
  appId: string,
  { limit, recordedBefore }: { readonly limit: number; readonly recordedBefore: number },
): Promise<JournalEntry[]> {
  const [pending, open] = await Promise.all([
    journal.list('pending', { limit }),
    journal.list('open', { limit, recordedBefore }),
  ]);
  return [...pending, ...open].filter((entry) => entry.appId !== appId).sort((a, b) => a.recordedAt - b.recordedAt);
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
