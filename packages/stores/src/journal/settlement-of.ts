import type { JournalEntry, JournalSettlement } from './reconciliation-journal.js';

/** What `reconcile()` learnt about one entry's operation. */
export type LookupOutcome =
  /** No endpoint of the entry's path was given to `reconcile()`. */
  | { readonly kind: 'no-endpoint' }
  /** The endpoint has no lookup (`retry.recover`). */
  | { readonly kind: 'no-lookup' }
  /** The lookup found the operation, matching every param of the call. */
  | { readonly kind: 'found'; readonly record: unknown }
  /** The gateway answered that no such operation exists (`code`, e.g. 21006). */
  | { readonly kind: 'not-found'; readonly code: number }
  /** The lookup itself failed (timeout, network, HTTP status, unreadable answer, another gateway code): nothing learnt. */
  | { readonly kind: 'unreachable'; readonly message: string }
  /** The lookup found something under the keys that is not provably the call's (other or unconfirmable terms). */
  | { readonly kind: 'refused'; readonly message: string };

/** The facts one settlement is decided from. */
export interface SettlementFacts {
  readonly entry: Pick<JournalEntry, 'endpoint' | 'status' | 'recordedAt'>;
  readonly lookup: LookupOutcome;
  /** When the lookup ran, in epoch ms. */
  readonly checkedAt: number;
  readonly windowMs: number;
  readonly abandonedAfterMs: number;
}

/**
 * What a lookup makes of an entry: found and matching → `'resolved'`; refused as the call's, or no
 * lookup to run → `'attention'`; not found once no request signed for the call can still be accepted →
 * `'retry'`; anything else (not found yet, lookup failed, endpoint not given) leaves the entry as it was
 * (`'pending'` or `'open'`), with why. An open entry's last attempt was signed, at the latest,
 * `abandonedAfterMs` after its intent was written; an unknown outcome's, before it was recorded.
 */
export function settlementOf(facts: SettlementFacts): JournalSettlement {
  const { entry, lookup, checkedAt } = facts;
  const settle = (status: JournalSettlement['status'], extra: { note?: string; record?: unknown }) => ({
    recordedAt: entry.recordedAt,
    status,
    checkedAt,
    ...extra,
  });
  switch (lookup.kind) {
    case 'no-endpoint':
      return settle(entry.status, { note: `no endpoint with the path ${entry.endpoint} was given to reconcile()` });
    case 'no-lookup':
      return settle('attention', {
        note: `${entry.endpoint} has no lookup: check the operation with the gateway by its keys`,
      });
    case 'found':
      return settle('resolved', { record: lookup.record });
    case 'unreachable':
      return settle(entry.status, { note: `the lookup failed, to try again: ${lookup.message}` });
    case 'refused':
      return settle('attention', { note: lookup.message });
    case 'not-found': {
      const lastSigned = entry.status === 'open' ? entry.recordedAt + facts.abandonedAfterMs : entry.recordedAt;
      const windowEnds = lastSigned + facts.windowMs;
      return checkedAt >= windowEnds
        ? settle('retry', {
            note: `not found (${lookup.code}) after the gateway's window: send it again with the same keys`,
          })
        : settle(entry.status, {
            note: `not found (${lookup.code}) yet; a request may still arrive until ${new Date(windowEnds).toISOString()}`,
          });
    }
  }
}
