import type { AnyEndpoint } from '@lintas/core';
import type { LookupOutcome, SharedLookup } from './decide-settlement.js';
import type { JournalEntry } from './reconciliation-journal.js';
import type { Learnt } from './settle-by-strategy.js';

/** The operations `reconcile()` is given: plugins (`philippines`, ...) or single endpoints. */
export type ReconcileEndpoints = readonly (AnyEndpoint | { readonly endpoints: object })[];

/**
 * Each path's writes, or its read when it has no write: what a journal entry, keyed by its path, was.
 * Two families may write to one path (Indonesia's `createDisbursement` and Malaysia's `createPayout` both
 * post to `/open-api/disbursement`), so a path may have several.
 */
export function endpointsByPath(list: ReconcileEndpoints): Map<string, AnyEndpoint[]> {
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
export async function lookUpEntry(
  entry: JournalEntry,
  candidates: readonly AnyEndpoint[],
  lookUp: (entry: JournalEntry, endpoint: AnyEndpoint | undefined) => Promise<Learnt>,
): Promise<readonly [LookupOutcome, AnyEndpoint | undefined]> {
  const accepting = acceptingOf(entry, candidates);
  if (candidates.length <= 1 || accepting.length === 1) {
    const endpoint = candidates.length <= 1 ? candidates[0] : accepting[0];
    return [await lookUp(entry, endpoint), endpoint];
  }
  const lookups: SharedLookup['lookups'][number][] = [];
  for (const candidate of accepting) {
    const lookup = await lookUp(entry, candidate);
    if (!isOneMiss(lookup)) return [lookup, candidate];
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

/** Whether a lookup of one of a shared path's operations did not find the entry by its status check. */
function isOneMiss(lookup: Learnt): lookup is SharedLookup['lookups'][number] {
  return ['no-endpoint', 'no-lookup', 'mismatch', 'not-found', 'unreachable', 'refused'].includes(lookup.kind);
}
