import type { JournalEntry, JournalSettlement } from './reconciliation-journal.js';

/** What `reconcile()` learnt about one entry's operation from the gateway. */
export type LookupOutcome =
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
 * What a lookup makes of an entry:
 * - found, amount and every returned field matching → `'committed'`, with the record and the params
 *   left unconfirmed;
 * - other terms, an amount it cannot confirm, a state no later run changes, or no status check →
 *   `'unknown'`: a person decides, with the note;
 * - not found once no request signed for the call can still be accepted → `'not-committed'`;
 * - anything else (not found yet, lookup failed, endpoint not given) leaves the entry as it was
 *   (`'pending'` or `'open'`), with why.
 *
 * An open entry's last attempt was signed, at the latest, `abandonedAfterMs` after its intent was
 * written; an unknown outcome's, before it was recorded. A `'failed'` entry (the caller was given a
 * definite failure) is never listed for a lookup, so it can never end `'not-committed'`.
 */
export function decideSettlement(facts: SettlementFacts): JournalSettlement {
  const { entry, lookup, checkedAt } = facts;
  const settle = (
    status: JournalSettlement['status'],
    extra: { note?: string; record?: unknown; unconfirmed?: readonly string[] },
  ): JournalSettlement => ({ recordedAt: entry.recordedAt, status, checkedAt, ...extra });
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
      const lastSigned = entry.status === 'open' ? entry.recordedAt + facts.abandonedAfterMs : entry.recordedAt;
      const windowEnds = lastSigned + facts.windowMs;
      return checkedAt >= windowEnds
        ? settle('not-committed', {
            note: `${lookup.message}, after the gateway's window: nothing was committed`,
          })
        : settle(entry.status, {
            note: `${lookup.message} yet; a request may still arrive until ${new Date(windowEnds).toISOString()}`,
          });
    }
  }
}
