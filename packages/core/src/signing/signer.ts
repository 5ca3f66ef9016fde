/**
 * Produces the `sign` of a request: a signature of the exact `param` string. Implement it to sign in a
 * KMS or HSM; {@link rsaSha256Signer} is the built-in one.
 *
 * @example
 * ```ts
 * import type { Signer } from '@lintas/core';
 *
 * const kmsSigner: Signer = { sign: (payload) => myKms.signRsaSha256Base64(payload) };
 * ```
 */
export interface Signer {
  /** Returns the base64 signature of `payload` (the UTF-8 bytes of the `param` string). */
  sign(payload: string): Promise<string>;
}

/** Checks a signature the gateway made (notifications). {@link rsaSha256Verifier} is the built-in one. */
export interface Verifier {
  /** Resolves true when `signature` (base64) is a valid signature of `payload` (its UTF-8 bytes). */
  verify(payload: string, signature: string): Promise<boolean>;
}
