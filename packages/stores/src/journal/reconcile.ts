import type { AnyEndpoint } from '@lintas/core';
import { decideSettlement, type LookupOutcome } from './decide-settlement.js';
import { endpointsByPath, lookUpEntry, type ReconcileEndpoints } from './look-up-entry.js';
import { nextStep } from './next-step.js';
import type { NotificationEvidenceReader } from './notification-evidence.js';
import type { ReconcileClient } from './reconcile-client.js';
import type { JournalEntry, JournalSettlement, ReconciliationJournal } from './reconciliation-journal.js';
import { learn, type StrategyContext } from './settle-by-strategy.js';

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
  readonly endpoints: ReconcileEndpoints;
  /**
   * Whether this run may send a journaled request again, params and `extraParams`, with the same keys,
   * for an operation that settles so (its `retry.settlement` is `'re-drive'`: the gateway makes it then,
   * or refuses it as made already). Default `false`: a re-drive can complete an intent that never reached
   * the gateway, later than you meant it, so without it such an entry stays as it is and its result
   * says what would be sent again and why (`wouldResend`).
   */
  readonly reDrive?: boolean;
  /**
   * The store of your notification handler (`createRedisNotificationStore` or
   * `createPostgresNotificationStore`): the confirmed notifications it kept settle an operation that
   * settles by the gateway's notification (a checkout, a direct-debit authorization). Without it such an
   * entry stays as it is.
   */
  readonly notifications?: NotificationEvidenceReader;
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
  /**
   * How this run settled it: by its status check, by sending it again with the same keys, by a probe,
   * by the gateway's notification, or as reached by nobody; absent when it is not settled.
   */
  readonly settledBy?: 'status check' | 're-drive' | 'probe' | 'notification' | 'unreachable';
  /** For an entry a re-drive would settle, which this run does not allow: what it would send again and why. */
  readonly wouldResend?: string;
  /** What you do now, in plain words (see each status in `JournalStatus`). */
  readonly next: string;
}

const defaultWindowMs = 10 * 60 * 1000;
const defaultAbandonedAfterMs = 10 * 60 * 1000;

/**
 * Settles the journal's unknown outcomes (`'pending'`) and abandoned intents (`'open'` for longer than
 * `abandonedAfterMs`: the process died mid-call) of the client's own account (its `appId`), through each
 * endpoint's status check (its `retry.recover`, which finds the operation by its merchant keys and
 * compares it with the request as it was signed):
 * - found, with the amount and every field the check returns matching: `'committed'`, with the
 *   operation in `entry.record` and the params the check does not return in `entry.unconfirmed`;
 * - not found once the gateway's window has passed: `'not-committed'`: nothing moved. The call's caller
 *   was given no definite answer (its process died, or it got `OutcomeUnknownError`): whether to make
 *   the operation again is your application's decision, with the same keys;
 * - other terms under the keys, or an amount the check cannot confirm: `'unknown'`, with why in
 *   `entry.note`: a person decides;
 * - not found yet, or the lookup failed (timeout, network): stays as it was (`'pending'` or `'open'`),
 *   with why in `entry.note`, for the next run;
 * - on a path several operations write, not found by any of their status checks: `'unknown'`, never
 *   `'not-committed'` (one check cannot tell "never made" from "made by the other"), but only once every
 *   check reached the gateway and the window has passed; until then it stays as it was.
 *
 * Where the gateway documents no status check that finds the operation, its endpoint's
 * `retry.settlement` says how it settles: sent again with the same keys (`'re-drive'`, only with
 * `reDrive: true`): made then, or refused as made already (its fields listed unconfirmed),
 * `'committed'`; a harmless probe (`'probe'`): found, the probe did what it costs and nobody can use it,
 * `'abandoned'`; not found, as a lookup's "not found"; a confirmed notification of the gateway's that
 * names it, kept by your notification store (`notifications`): `'committed'`; none, or nothing the
 * gateway answered can have reached anyone (`'unreachable'`): `'abandoned'`. An operation with neither
 * goes to a person (`'unknown'`). Each result says how it was settled (`settledBy`) and what to do now
 * (`next`): for a payment, whether it was paid, or to close it and create a new order.
 *
 * Another account's entries (a journal several accounts share) and entries journaled before entries
 * named their account are listed (`account`), unchanged, never looked up under this client's account.
 * A call whose caller was given a definite failure (`'failed'`) is never looked up. The journal's
 * unwritten outcomes are written first (`journal.flush()`). A journal store that does not answer
 * (down, stalled) fails the run with `JournalTimeoutError`, naming the store, within the journal's
 * `timeoutMs` of each read or settlement: run it again once the store is back. Run it from any process
 * (a cron job, a worker at start-up): the journal is shared. One run is one loop over the entries, each
 * decided by `decideSettlement` from what its lookup or strategy learnt.
 *
 * @example
 * ```ts
 * import { reconcile } from '@lintas/stores';
 * import { philippines } from '@lintas/philippines';
 *
 * for (const { entry, next } of await reconcile({ client, journal, endpoints: [philippines] })) {
 *   if (entry.status === 'committed') await payouts.markSent(entry.keys.mchOrderId, entry.record);
 *   if (entry.status === 'not-committed') await payouts.markNotSent(entry.keys.mchOrderId);
 *   if (entry.status === 'unknown') await alerts.page('payout needs a person', entry.id, entry.note, next);
 * }
 * ```
 */
export async function reconcile(options: ReconcileOptions): Promise<ReconcileResult[]> {
  const now = options.now ?? Date.now;
  const windows = {
    windowMs: options.windowMs ?? defaultWindowMs,
    abandonedAfterMs: options.abandonedAfterMs ?? defaultAbandonedAfterMs,
  };
  const context: StrategyContext = {
    client: options.client,
    signal: options.signal,
    notFoundCodes: options.notFoundCodes ?? [21006],
    reDrive: options.reDrive === true,
    notifications: options.notifications,
  };
  const limit = options.limit ?? 100;
  const byPath = endpointsByPath(options.endpoints);
  const results: ReconcileResult[] = [];

  await options.journal.flush();
  const { appId } = options.client;
  const recordedBefore = now() - windows.abandonedAfterMs;
  const [pending, abandoned, others] = await Promise.all([
    options.journal.list('pending', { limit, appId }),
    options.journal.list('open', { limit, recordedBefore, appId }),
    othersOf(options.journal, appId, { limit, recordedBefore }),
  ]);
  const entries = [...pending, ...abandoned].sort((a, b) => a.recordedAt - b.recordedAt).slice(0, limit);
  const total = entries.length + others.length;
  for (const listed of entries) {
    options.signal?.throwIfAborted();
    const [lookup, endpoint] = await lookUpEntry(listed, byPath.get(listed.endpoint) ?? [], (one, candidate) =>
      learn(context, one, candidate),
    );
    // A re-drive through a client with this journal wrote the entry itself: it is settled as it is now.
    const entry =
      lookup.kind === 'resent' || lookup.kind === 'proven' ? await current(options.journal, listed) : listed;
    if (entry.status !== 'open' && entry.status !== 'pending') {
      results.push(resultOf(entry, endpoint, lookup));
      options.onSettled?.(results.at(-1) as ReconcileResult, results.length, total);
      continue;
    }
    const settlement = decideSettlement({ entry, lookup, checkedAt: now(), ...windows });
    await options.journal.settle(entry.id, settlement);
    results.push(resultOf(settled(entry, settlement), endpoint, lookup));
    options.onSettled?.(results.at(-1) as ReconcileResult, results.length, total);
  }
  for (const entry of others) {
    const account = entry.appId === undefined ? ('unnamed' as const) : ('other' as const);
    const endpoint = byPath.get(entry.endpoint)?.[0];
    results.push({ entry, endpoint, account, next: nextStep({ status: entry.status, account, appId: entry.appId }) });
    options.onSettled?.(results.at(-1) as ReconcileResult, results.length, total);
  }
  return results;
}

/** `entry` as `settlement` leaves it: one more check, and only what the settlement says. */
function settled(entry: JournalEntry, settlement: JournalSettlement): JournalEntry {
  const { note: _note, record: _record, unconfirmed: _unconfirmed, ...kept } = entry;
  return { ...kept, ...settlement, checks: entry.checks + 1 };
}

/** The entry as the journal holds it now, or as it was listed when it is gone. */
async function current(journal: ReconciliationJournal, entry: JournalEntry): Promise<JournalEntry> {
  return (await journal.get(entry.id)) ?? entry;
}

/** Settled by what each lookup or strategy outcome settles by. */
const settledBys: Readonly<Record<string, ReconcileResult['settledBy']>> = {
  found: 'status check',
  'not-found': 'status check',
  mismatch: 'status check',
  resent: 're-drive',
  proven: 're-drive',
  probed: 'probe',
  notified: 'notification',
  'reached-nobody': 'unreachable',
};

/** The result of `entry` after a run learnt `lookup` through `endpoint`: how it settled, and what to do. */
function resultOf(entry: JournalEntry, endpoint: AnyEndpoint | undefined, lookup: LookupOutcome): ReconcileResult {
  const open = entry.status === 'open' || entry.status === 'pending';
  const settledBy = open ? undefined : settledBys[lookup.kind];
  const wouldResend = lookup.kind === 'would-resend' ? lookup.why : undefined;
  const payerNeeds = endpoint === undefined || endpoint.retry === 'read' ? undefined : endpoint.retry.payerNeeds;
  const next = nextStep({
    status: entry.status,
    wouldResend: wouldResend !== undefined,
    payerNeeds,
    record: entry.record,
    unconfirmed: entry.unconfirmed,
  });
  return { entry, endpoint, ...(settledBy && { settledBy }), ...(wouldResend !== undefined && { wouldResend }), next };
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
