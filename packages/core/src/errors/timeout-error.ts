import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.TimeoutError');

/** A read call got no answer within its `timeout`, retries included. */
export class TimeoutError extends LintasError {
  override readonly name = 'TimeoutError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The per-attempt timeout in milliseconds. */
  readonly timeout: number;

  constructor(endpoint: string, timeout: number, options?: { cause?: unknown }) {
    super(`${endpoint} did not answer within ${timeout} ms`, options);
    this.endpoint = endpoint;
    this.timeout = timeout;
  }
}

/** True when `error` is a Lintas {@link TimeoutError}, from any installed copy of Lintas. */
export const isTimeoutError = /* @__PURE__ */ markerGuard<TimeoutError>(marker);
