import type { JournalEntry, JournalSettlement } from './reconciliation-journal.js';

/** What `reconcile()` learnt about one entry's operation from the gateway. */
export type LookupOutcome = OneLookup | SharedLookup | StrategyOutcome;

/**
 * What the operation's settlement strategy learnt, where no status check finds it (see
 * `SettlementStrategy` of `@lintas/core`).
 */
export type StrategyOutcome =
  /** Re-drive: the request sent again with the same keys was accepted: the gateway made it now. */
  | { readonly kind: 'resent'; readonly record: unknown }
  /**
   * Re-drive: refused with a code that proves the operation in place (a duplicate refusal): it exists
   * under the keys; `unconfirmed` names what the refusal does not show.
   */
  | {
      readonly kind: 'proven';
      readonly message: string;
      readonly record: unknown;
      readonly unconfirmed: readonly string[];
    }
  /** Re-drive, which this run does not allow: why sending it again would settle it. */
  | { readonly kind: 'would-resend'; readonly why: string }
  /** Probe: the operation existed, and the probe did what it costs (`cost`): nobody can use it. */
  | { readonly kind: 'probed'; readonly record: unknown; readonly cost: string }
  /** A notification of the gateway's, confirmed and kept by the handler's store, names the operation. */
  | {
      readonly kind: 'notified';
      readonly eventName: string;
      readonly record: unknown;
      readonly unconfirmed: readonly string[];
    }
  /** Nothing the gateway answered can have reached anyone (`reason`): nobody can use what it made. */
  | { readonly kind: 'reached-nobody'; readonly reason: string }
  /** The operation settles by notifications, and `reconcile()` was given no store of them. */
  | { readonly kind: 'no-notifications'; readonly events: readonly string[] };

/** What one status check learnt. */
export type OneLookup =
  /** No endpoint of the entry's path was given to `reconcile()`. */
  | { readonly kind: 'no-endpoint' }
  /** The endpoint declares no status check (its pages document none). */
  | { readonly kind: 'no-lookup' }
  /**
   * The status check found the operation under the merchant keys, with the amount and every field it
   * returns matching the call; `unconfirmed` names the params it does not return.
   */
  | { readonly kind: 'found'; readonly record: unknown; readonly unconfirmed: readonly string[] }
  /** Something exists under the keys with other terms, or with an amount the check cannot confirm. */
  | { readonly kind: 'mismatch'; readonly message: string }
  /** The gateway answered that it holds no such operation. */
  | { readonly kind: 'not-found'; readonly message: string }
  /** The lookup itself failed (timeout, network, HTTP status, unreadable answer, another gateway code): nothing learnt. */
  | { readonly kind: 'unreachable'; readonly message: string }
  /** The status check answered in a way no later run will change (it found the operation in another state, ...). */
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Several operations write the entry's path with params it fits (`operations` of them), and none of
 * their status checks found it: what each check learnt. Not found by one cannot tell "never made" from
 * "made by the other", so such an entry is never `'not-committed'`.
 */
export interface SharedLookup {
  readonly kind: 'shared';
  readonly operations: number;
  readonly lookups: readonly Exclude<OneLookup, { kind: 'found' }>[];
}

/** The facts one settlement is decided from. */
export interface SettlementFacts {
  /** The entry as listed: `'open'` (its process died) or `'pending'` (its caller got `OutcomeUnknownError`). */
  readonly entry: Pick<JournalEntry, 'endpoint' | 'status' | 'recordedAt'>;
  readonly lookup: LookupOutcome;
  /** When the lookup ran, in epoch ms. */
  readonly checkedAt: number;
  readonly windowMs: number;
  readonly abandonedAfterMs: number;
}

/**
 * What a lookup (or, where no status check finds the operation, its settlement strategy) makes of an entry:
 * - found, amount and every returned field matching → `'committed'`, with the record and the params
 *   left unconfirmed;
 * - other terms, an amount it cannot confirm, a state no later run changes, or no status check →
 *   `'unknown'`: a person decides, with the note;
 * - not found once no request signed for the call can still be accepted → `'not-committed'`;
 * - anything else (not found yet, lookup failed, endpoint not given) leaves the entry as it was
 *   (`'pending'` or `'open'`), with why;
 * - on a path several operations write, not found by any of their checks: as it was while one of the
 *   checks could not reach the gateway, or within the window; then `'not-committed'` when each of the
 *   operations that accept its params has a check and none found it, else `'unknown'`;
 * - sent again with the same keys and made, or refused as already made (its fields unconfirmed), or
 *   named by a confirmed notification → `'committed'`; found by a probe (which then did what it costs),
 *   or reached by nobody → `'abandoned'`; a re-drive the run does not allow → as it was, saying why.
 *
 * An open entry's last attempt was signed, at the latest, `abandonedAfterMs` after its intent was
 * written; an unknown outcome's, before it was recorded. A `'failed'` entry (the caller was given a
 * definite failure) is never listed for a lookup, so it can never end `'not-committed'`.
 */
export function decideSettlement(facts: SettlementFacts): JournalSettlement {
  const { entry, lookup, checkedAt } = facts;
  const settle: Settle = (status, extra) => ({ recordedAt: entry.recordedAt, status, checkedAt, ...extra });
  switch (lookup.kind) {
    case 'no-endpoint':
      return settle(entry.status, { note: `no endpoint with the path ${entry.endpoint} was given to reconcile()` });
    case 'no-lookup':
      return settle('unknown', {
        note: `${entry.endpoint} has no documented status check: check the operation with the gateway by its keys`,
      });
    case 'found':
      return lookup.unconfirmed.length === 0
        ? settle('committed', { record: lookup.record })
        : settle('committed', {
            record: lookup.record,
            unconfirmed: lookup.unconfirmed,
            note: `found with the amount and every field its status check returns; it does not return ${lookup.unconfirmed.join(', ')}`,
          });
    case 'unreachable':
      return settle(entry.status, { note: `the lookup failed, to try again: ${lookup.message}` });
    case 'mismatch':
    case 'refused':
      return settle('unknown', { note: lookup.message });
    case 'not-found': {
      const windowEnds = windowEndOf(facts);
      return checkedAt >= windowEnds
        ? settle('not-committed', {
            note: `${lookup.message}, after the gateway's window: nothing was committed`,
          })
        : settle(entry.status, {
            note: `${lookup.message} yet; a request may still arrive until ${new Date(windowEnds).toISOString()}`,
          });
    }
    case 'shared':
      return decideShared(facts, lookup, settle);
    default:
      return decideByStrategy(facts, lookup, settle);
  }
}

/** A settlement with `status`, what was learnt, and the time of the check. */
type Settle = (
  status: JournalSettlement['status'],
  extra: { note?: string; record?: unknown; unconfirmed?: readonly string[] },
) => JournalSettlement;

/**
 * What a settlement strategy makes of an entry: made now, or proven in place, or named by a confirmed
 * notification → `'committed'` (with what it cannot confirm); found by the probe, or reached by nobody →
 * `'abandoned'`, with why; a re-drive this run does not allow, or notifications it cannot read → as it was.
 */
function decideByStrategy(facts: SettlementFacts, lookup: StrategyOutcome, settle: Settle): JournalSettlement {
  const { entry, checkedAt } = facts;
  const withUnconfirmed = (unconfirmed: readonly string[]) => (unconfirmed.length > 0 ? { unconfirmed } : {});
  switch (lookup.kind) {
    case 'resent':
      return settle('committed', {
        record: lookup.record,
        note: `sent again with the same keys at ${new Date(checkedAt).toISOString()}: the gateway made it then, later than the call that was lost`,
      });
    case 'proven':
      return settle('committed', {
        record: lookup.record,
        ...withUnconfirmed(lookup.unconfirmed),
        note: `sent again with the same keys, refused as already made (${lookup.message}): the gateway holds it under these keys; the refusal does not show ${lookup.unconfirmed.join(', ') || 'its fields'}`,
      });
    case 'would-resend':
      return settle(entry.status, { note: `${lookup.why}; this run does not re-drive it (allow re-drive to)` });
    case 'probed':
      return settle('abandoned', { record: lookup.record, note: `it existed, and the probe ${lookup.cost}` });
    case 'notified':
      return settle('committed', {
        record: lookup.record,
        ...withUnconfirmed(lookup.unconfirmed),
        note: `the gateway's ${lookup.eventName} notification names it, confirmed with the gateway`,
      });
    case 'reached-nobody':
      return settle('abandoned', { note: `nothing the gateway answered reached anyone: ${lookup.reason}` });
    case 'no-notifications':
      return settle(entry.status, {
        note: `it settles by the gateway's ${lookup.events.join(' or ')} notification: give reconcile() your notification store`,
      });
  }
}

/** When no request signed for the entry's call can still be accepted, in epoch ms. */
function windowEndOf({ entry, abandonedAfterMs, windowMs }: SettlementFacts): number {
  const lastSigned = entry.status === 'open' ? entry.recordedAt + abandonedAfterMs : entry.recordedAt;
  return lastSigned + windowMs;
}

/**
 * An entry on a path several operations write, which none of their checks found: one check that could
 * not reach the gateway, or a request that may still arrive, may yet find it, so it stays as it was
 * (as an entry of one operation does); otherwise a person decides.
 */
function decideShared(
  facts: SettlementFacts,
  lookup: SharedLookup,
  settle: (status: JournalSettlement['status'], extra: { note: string }) => JournalSettlement,
): JournalSettlement {
  const { entry, checkedAt } = facts;
  const writers = `${lookup.operations} operations write to ${entry.endpoint} with params like this entry's`;
  const failed = lookup.lookups.flatMap((one) => (one.kind === 'unreachable' ? [one.message] : []));
  if (failed.length > 0)
    return settle(entry.status, { note: `the lookup failed, to try again: ${failed.join('; ')} (${writers})` });
  const windowEnds = windowEndOf(facts);
  if (checkedAt < windowEnds && lookup.lookups.some((one) => one.kind === 'not-found'))
    return settle(entry.status, {
      note: `${writers}, and no status check of theirs found it yet; a request may still arrive until ${new Date(windowEnds).toISOString()}`,
    });
  // Every operation that could have made it has a status check, and each found nothing under the keys.
  if (lookup.lookups.length > 0 && lookup.lookups.every((one) => one.kind === 'not-found'))
    return settle('not-committed', {
      note: `${writers}, and the status check of each found nothing after the gateway's window: nothing was committed`,
    });
  return settle('unknown', {
    note: `${writers}, and no status check of theirs found it: check the operation with the gateway by its keys`,
  });
}
