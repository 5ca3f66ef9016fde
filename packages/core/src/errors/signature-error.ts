import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.SignatureError');

/** Why a {@link SignatureError} was thrown. */
export type SignatureErrorReason =
  /** A key could not be read or imported. */
  | 'invalid-key'
  /** The signer failed to produce a signature. */
  | 'sign-failed'
  /** A signature was required but absent. */
  | 'missing-signature'
  /** A signature did not verify with any of the given public keys. */
  | 'verification-failed';

/**
 * Signing or signature verification failed. Never carries key material: the message says what kind of
 * key or signature was wrong, not what it held.
 */
export class SignatureError extends LintasError {
  override readonly name = 'SignatureError' as const;
  /** @internal */
  readonly [marker] = true;
  /** What went wrong. */
  readonly reason: SignatureErrorReason;

  constructor(reason: SignatureErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/** True when `error` is a {@link SignatureError}, from any installed copy of Lintas. */
export const isSignatureError = /* @__PURE__ */ markerGuard<SignatureError>(marker);
