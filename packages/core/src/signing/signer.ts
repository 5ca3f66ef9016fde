/** What a {@link Signer} is given with each payload. */
export interface SignOptions {
  /**
   * Aborts when the call no longer waits for the signature: at the attempt's deadline (the call's
   * `timeout`, which signing and sending share) or with the caller's `signal`. Pass it on to your KMS
   * or HSM request, so that it stops there too. Absent when nothing bounds the call.
   */
  readonly signal?: AbortSignal;
}

/**
 * Produces the `sign` of a request: a signature of the exact `param` string. Implement it to sign in a
 * KMS or HSM (see `digestSigner`, which hashes locally and signs the 32-byte digest there);
 * {@link rsaSha256Signer} is the built-in one. Signing runs inside the attempt's deadline: a signer that
 * has not answered by then ends the call with `SigningTimeoutError` (nothing sent), one that rejects
 * with `SignatureError` (`sign-failed`, its error as `cause`).
 *
 * @example
 * ```ts
 * import type { Signer } from '@lintas/core';
 *
 * const kmsSigner: Signer = {
 *   keyId: 'merchant-key-2025',
 *   sign: (payload, options) => myKms.signRsaSha256Base64(payload, options?.signal),
 * };
 * ```
 */
export interface Signer {
  /**
   * Returns the base64 signature of `payload` (the UTF-8 bytes of the `param` string): RSASSA-PKCS1-v1_5
   * with SHA-256. `options.signal` aborts when the call stops waiting for it.
   */
  sign(payload: string, options?: SignOptions): Promise<string>;
  /**
   * Names the key that signs (a KMS key ARN or version, an HSM label, your own name for it), as each
   * attempt's metadata and the journal report it: never the key itself.
   */
  readonly keyId?: string | undefined;
}

/** Checks a signature the gateway made (notifications). {@link rsaSha256Verifier} is the built-in one. */
export interface Verifier {
  /** Resolves true when `signature` (base64) is a valid signature of `payload` (its UTF-8 bytes). */
  verify(payload: string, signature: string): Promise<boolean>;
}
