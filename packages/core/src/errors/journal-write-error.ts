import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.JournalWriteError');

/**
 * The client's `journal` could not write the intent of a money-moving call (its store was unreachable,
 * or refused the write), so the call was not sent: nothing was committed. `cause` is the journal's
 * error; `keys` are the call's merchant keys. Once the journal works again, send the call again with
 * the same keys.
 *
 * @example
 * ```ts
 * import { isJournalWriteError } from '@lintas/core';
 *
 * try { await client.philippines.createPayout(payout); }
 * catch (error) {
 *   if (isJournalWriteError(error)) return retryLater(payout); // nothing was sent
 * }
 * ```
 */
export class JournalWriteError extends LintasError {
  override readonly name = 'JournalWriteError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The merchant keys of the call that was not sent. */
  readonly keys: Readonly<Record<string, string | number>>;

  constructor(endpoint: string, keys: Readonly<Record<string, string | number>>, options: { cause: unknown }) {
    super(
      `${endpoint} was not sent: the journal could not write its intent. Nothing was committed; send it again with the same keys once the journal's store is reachable`,
      options,
    );
    this.endpoint = endpoint;
    this.keys = keys;
  }
}

/** True when `error` is a {@link JournalWriteError}, from any installed copy of Lintas. */
export const isJournalWriteError = /* @__PURE__ */ markerGuard<JournalWriteError>(marker);
