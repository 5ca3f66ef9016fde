import type { CallMetadata } from '../types/metadata.js';

const lintasErrorMarker = Symbol.for('lintas.error');

/**
 * Base class of every error Lintas throws. Check with {@link isLintasError}, which works even when two
 * copies of `@lintas/core` are installed side by side (it tests a `Symbol.for` marker, not `instanceof`).
 */
export class LintasError extends Error {
  override readonly name: string = 'LintasError';
  /** @internal */
  readonly [lintasErrorMarker] = true;
  /**
   * What happened during the call that failed: its attempts (HTTP status, gateway code and duration of
   * each), the total duration and the last answer's raw body. Set on every error a client method or
   * `client.call()` rejects with (its `attempts` are empty when nothing was sent); `undefined` on
   * errors thrown elsewhere. Holds no key and no signature of yours.
   */
  declare readonly metadata?: CallMetadata;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** True when `error` is any error thrown by Lintas. */
export function isLintasError(error: unknown): error is LintasError {
  return hasMarker(error, lintasErrorMarker);
}

/**
 * @internal Builds the cross-install `isXError` guard of one error class. Each call is marked
 * `@__PURE__`, so a bundler drops the guards a merchant never calls.
 */
export function markerGuard<T>(marker: symbol): (error: unknown) => error is T {
  return (error: unknown): error is T => hasMarker(error, marker);
}

function hasMarker(error: unknown, marker: symbol): boolean {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[marker] === true;
}
