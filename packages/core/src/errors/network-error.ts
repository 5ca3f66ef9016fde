import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NetworkError');

/** The request could not be completed at the network level (refused, reset, DNS failure, ...). */
export class NetworkError extends LintasError {
  override readonly name = 'NetworkError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The system error code when the runtime reports one, e.g. `ECONNREFUSED`. */
  readonly code: string | undefined;

  constructor(endpoint: string, code: string | undefined, options?: { cause?: unknown }) {
    super(`${endpoint} failed at the network level${code ? ` (${code})` : ''}`, options);
    this.endpoint = endpoint;
    this.code = code;
  }
}

/** True when `error` is a {@link NetworkError}, from any installed copy of Lintas. */
export const isNetworkError = /* @__PURE__ */ markerGuard<NetworkError>(marker);
