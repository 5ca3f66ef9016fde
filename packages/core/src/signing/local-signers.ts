import type { Signer } from './signer.js';

/** The signers Lintas made that sign in this process's memory, without I/O (`rsaSha256Signer`). */
const local = new WeakSet<Signer>();

/** Marks `signer` as one that signs in memory: it cannot hang, so a call need not race it. */
export function signsLocally<TSigner extends Signer>(signer: TSigner): TSigner {
  local.add(signer);
  return signer;
}

/**
 * Whether `signer` signs in memory (a signer Lintas made from a key it holds). A call signs with it
 * without a timer or an extra turn; any other signer (a KMS, an HSM) is raced against the attempt's
 * deadline and the caller's signal.
 */
export function isLocalSigner(signer: Signer): boolean {
  return local.has(signer);
}
