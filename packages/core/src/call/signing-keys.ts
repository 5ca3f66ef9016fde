import type { Signer } from '../signing/signer.js';
import type { OutcomeKind } from './decide.js';

/**
 * The keys a client signs with: one, or several while the merchant rotates its key, and the one each
 * attempt tries first. Which key the gateway holds is learned from its answers: a key it accepts after
 * refusing another (21001) is tried first by every later call. Only the call loop writes `preferred`.
 */
export interface SigningKeys {
  readonly signers: readonly [Signer, ...Signer[]];
  /** The signer each attempt tries first: the first given, until the gateway accepts another. */
  preferred: Signer;
}

/** The signing keys of `signers`, the first preferred. */
export function signingKeys(signers: readonly [Signer, ...Signer[]]): SigningKeys {
  return { signers, preferred: signers[0] };
}

/** The keys an attempt tries, in order: the preferred one, then the others as they were given. */
export function keyOrder({ signers, preferred }: SigningKeys): readonly [Signer, ...Signer[]] {
  return [preferred, ...signers.filter((signer) => signer !== preferred)];
}

/** 21003 "Request appId error": the gateway checks the appId before the signature. */
const appIdErrorCode = 21003;

/**
 * Whether an answer with `outcome` and the gateway's `code` shows that the gateway verified the
 * request's signature, so that the key which signed it is the one it holds: it acted on the request,
 * or refused it with one of its codes for a reason it checks after the signature (a business refusal;
 * the gateway checks the protocol's fields first: appId, then the signature,
 * https://developer.paycools.com/en/docs/paycools-doc/api-description). An answer that may come before
 * the check (an HTTP error, a failure of the gateway, a rate limit, 21003) and a refusal of the key
 * say nothing of it.
 */
export function keyAccepted(outcome: OutcomeKind, code: number | undefined): boolean {
  // A success or a duplicate: the gateway acted on the request.
  if (outcome === 'success' || outcome === 'duplicate') return true;
  return outcome === 'refused' && code !== undefined && code !== appIdErrorCode;
}
