import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.HttpStatusError');

/** The gateway (or a proxy in front of it) answered with an HTTP status other than 2xx. */
export class HttpStatusError extends LintasError {
  override readonly name = 'HttpStatusError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The HTTP status, e.g. `502`. */
  readonly status: number;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The response body as text (first 2,000 characters). */
  readonly body: string;

  constructor(endpoint: string, status: number, body: string, options?: { cause?: unknown }) {
    super(`${endpoint} answered HTTP ${status}`, options);
    this.endpoint = endpoint;
    this.status = status;
    this.body = body.slice(0, 2000);
  }
}

/** True when `error` is an {@link HttpStatusError}, from any installed copy of Lintas. */
export const isHttpStatusError = /* @__PURE__ */ markerGuard<HttpStatusError>(marker);
