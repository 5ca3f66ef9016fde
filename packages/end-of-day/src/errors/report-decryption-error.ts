import { LintasError } from '@lintas/core';
import { markerGuard } from './marker-guard.js';

const marker = Symbol.for('lintas.error.ReportDecryptionError');

/**
 * Why the package could not be decrypted:
 * - `'not-encrypted'`: it is not an OpenPGP message (a page of HTML, a bare zip, ...);
 * - `'wrong-key'`: it is encrypted, but not to the key (or password) given;
 * - `'corrupt'`: it was altered, or cut off (a truncated download);
 * - `'bad-key'`: the key given is not an OpenPGP private key, or its passphrase is wrong;
 * - `'unsigned'`: `verificationKeys` were given, and the package is not signed by one of them.
 */
export type ReportDecryptionFailure = 'not-encrypted' | 'wrong-key' | 'corrupt' | 'bad-key' | 'unsigned';

/**
 * The reconciliation package could not be decrypted. Nothing was matched; running again does not help
 * until the key, passphrase or package is fixed (exit code 4 of `lintas reconcile --date`). The
 * message never holds a key or a passphrase.
 */
export class ReportDecryptionError extends LintasError {
  override readonly name = 'ReportDecryptionError' as const;
  /** @internal */
  readonly [marker] = true;
  readonly reason: ReportDecryptionFailure;

  constructor(reason: ReportDecryptionFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/** True when `error` is a {@link ReportDecryptionError}, from any installed copy. */
export const isReportDecryptionError = /* @__PURE__ */ markerGuard<ReportDecryptionError>(marker);
