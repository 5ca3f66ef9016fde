import type { AnyEndpoint } from '../types/endpoint.js';

/**
 * What an endpoint's retry policy allows, as {@link decide} reads it: a `read`, a `write` that is never
 * sent again once it may have been committed, a `recoverable` write, whose recovery lookup resolves
 * a duplicate refusal, so it may be sent again after an ambiguous failure, or a `lookup` write: one
 * with a recovery lookup but no duplicate refusal, so a second request could make a second record; it
 * is never sent again once it may have been committed, and looks itself up instead.
 */
export type PolicyKind = 'read' | 'write' | 'recoverable' | 'lookup';

/** The {@link PolicyKind} of an endpoint's retry policy. */
export function policyKindOf(retry: AnyEndpoint['retry']): PolicyKind {
  if (retry === 'read') return 'read';
  if (!retry.recover) return 'write';
  return (retry.duplicateCodes?.length ?? 0) > 0 ? 'recoverable' : 'lookup';
}

/**
 * What one attempt showed, as the decision of what a call does next reads it:
 * - `success`: a success code with data that matches the endpoint's schema (and, for a write, names its record);
 * - `unreadable`: HTTP 2xx, but not the answer envelope, or a success whose data does not match or names no record;
 * - `rate-limited`: HTTP 408 or 429, or code 21020: "nothing was done", which a proxy or a gateway that
 *   rate-limits after committing may also answer once the write was committed;
 * - `gateway-failed`: HTTP 5xx, or code 21000 or 21011: the gateway failed on its side, maybe after acting;
 * - `duplicate`: one of the endpoint's duplicate refusals ("a record with these keys exists");
 * - `key-refused`: code 21001, the signature does not verify with the public key the merchant
 *   registered: the gateway checks it before anything else, so nothing was done;
 * - `refused`: any other refusal, by code or HTTP status;
 * - `unsent`: the connection was never established (refused, DNS), so nothing left;
 * - `not-sent`: our own failure before sending (the signer failed), not worth repeating;
 * - `lost`: no answer once sent: a timeout, a reset, an abort that was not the caller's;
 * - `aborted`: the caller's signal aborted before this attempt was sent (or while waiting to send it);
 * - `aborted-in-flight`: the caller's signal aborted this attempt once it was sent.
 */
export type OutcomeKind =
  | 'success'
  | 'unreadable'
  | 'rate-limited'
  | 'gateway-failed'
  | 'duplicate'
  | 'key-refused'
  | 'refused'
  | 'unsent'
  | 'not-sent'
  | 'lost'
  | 'aborted'
  | 'aborted-in-flight';

/**
 * What the earlier attempts of a call showed: `none` before the first attempt, `unsent` when none of
 * them can have reached the gateway, `reached` when one may have (and so may have been committed).
 */
export type Earlier = 'none' | 'unsent' | 'reached';

/**
 * What the call does next: `retry` (after the backoff), `resign` (at once, the same attempt: its request,
 * the same `param`, signed with the client's next key), `settle` (resolve with the data), `recover`
 * (look the record up through the endpoint's recovery), `unknown` (reject with `OutcomeUnknownError`)
 * or `fail` (reject with the outcome's own error: nothing was committed, or the call is a read).
 */
export type Action = 'retry' | 'resign' | 'settle' | 'recover' | 'unknown' | 'fail';

/** The plain facts {@link decide} acts on. */
export interface Facts {
  readonly policy: PolicyKind;
  readonly outcome: OutcomeKind;
  readonly earlier: Earlier;
  /** No retry is left (the retry limit is reached). */
  readonly last: boolean;
  /** Another of the client's keys has not signed this attempt yet (the client rotates its key). */
  readonly nextKey: boolean;
}

/** Outcomes after which the attempt may have reached the gateway, whatever it answered. */
const unsentOutcomes: ReadonlySet<OutcomeKind> = new Set(['unsent', 'not-sent', 'aborted']);

/** Whether an attempt with `outcome` may have reached the gateway (and, for a write, been committed). */
export function mayHaveReached(outcome: OutcomeKind): boolean {
  return !unsentOutcomes.has(outcome);
}

/** The earlier attempts' facts once an attempt with `outcome` is one of them. */
export function including(earlier: Earlier, outcome: OutcomeKind): Earlier {
  return earlier === 'reached' || mayHaveReached(outcome) ? 'reached' : 'unsent';
}

/**
 * Decides what a call does after one attempt. The rule it keeps: once any attempt of a write may have
 * reached the gateway, the call ends in the gateway's definite answer (a success, or a refusal of an
 * attempt when nothing before it can have been committed) or in `unknown`, never in an error that
 * reads as "nothing happened". A write is sent again only when that is safe: after an attempt that
 * never left, after a refusal that said "nothing was done" (a commit before it is then refused as a
 * duplicate on the retry), and, for a recoverable write, after an ambiguous failure. A `lookup` write
 * is decided as a write, then looked up wherever a write would end unknown (but a caller's abort).
 * Whatever the policy, a request whose signature the gateway refused (21001) did nothing: while
 * another key is left, the same request is signed with it and sent again, as this same attempt; after
 * the last key it is a refusal. A pure function of plain data: the loop that runs a call asks it after
 * every attempt.
 */
export function decide(facts: Facts): Action {
  if (facts.outcome === 'key-refused' && facts.nextKey) return 'resign';
  if (facts.policy !== 'lookup') return decideWrite(facts);
  const action = decideWrite({ ...facts, policy: 'write' });
  // Where a write would end unknown, a `lookup` write looks itself up, unless the caller aborted it.
  const callerAborted = facts.outcome === 'aborted' || facts.outcome === 'aborted-in-flight';
  return action === 'unknown' && !callerAborted ? 'recover' : action;
}

/** {@link decide} for a `read`, a `write` and a `recoverable` write. */
function decideWrite({ policy, outcome, earlier, last }: Facts): Action {
  if (outcome === 'success') return 'settle';
  if (policy === 'read') return retriedByReads.has(outcome) && !last ? 'retry' : 'fail';
  switch (outcome) {
    case 'unreadable':
      // A success that cannot be read may carry a committed write.
      return policy === 'recoverable' ? 'recover' : 'unknown';
    case 'rate-limited':
      // It may have come after the commit: only a retry can tell, by a duplicate refusal.
      return last ? 'unknown' : 'retry';
    case 'gateway-failed':
    case 'lost':
      return policy === 'recoverable' && !last ? 'retry' : 'unknown';
    case 'duplicate':
      // After an attempt that may have been committed, the duplicate may be that commit. Otherwise the
      // record existed before this call: the merchant reused a key.
      if (earlier !== 'reached') return 'fail';
      return policy === 'recoverable' ? 'recover' : 'unknown';
    case 'unsent':
      if (!last) return 'retry';
      return earlier === 'reached' ? 'unknown' : 'fail';
    case 'aborted-in-flight':
      return 'unknown';
    default:
      // `refused`, `key-refused` with no key left, `not-sent`, `aborted`: this attempt did nothing; an
      // earlier one may have.
      return earlier === 'reached' ? 'unknown' : 'fail';
  }
}

/** Outcomes a read is retried after, while retries are left. */
const retriedByReads: ReadonlySet<OutcomeKind> = new Set(['rate-limited', 'gateway-failed', 'unsent', 'lost']);
