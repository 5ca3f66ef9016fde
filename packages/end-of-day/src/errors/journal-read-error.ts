import { LintasError } from '@lintas/core';
import { markerGuard } from './marker-guard.js';

const marker = Symbol.for('lintas.error.JournalReadError');

/**
 * The journal could not be read while matching (its store is down, or did not answer within
 * `journalTimeoutMs`). Nothing is reported as matched or missing from a journal that was not read;
 * run again later (exit code 1 of `lintas reconcile --date`).
 */
export class JournalReadError extends LintasError {
  override readonly name = 'JournalReadError' as const;
  /** @internal */
  readonly [marker] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** True when `error` is a {@link JournalReadError}, from any installed copy. */
export const isJournalReadError = /* @__PURE__ */ markerGuard<JournalReadError>(marker);
