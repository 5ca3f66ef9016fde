import type { TimestampUnit } from '../envelope.js';
import type { CallJournal, ClientHooks, RetrySettings } from '../types/client.js';
import type { CallObserver } from '../types/observer.js';
import type { Protocol } from '../types/protocol.js';
import type { RateLimit } from '../types/rate-limit.js';
import type { HttpClient } from './http-client.js';
import type { SigningKeys } from './signing-keys.js';

/** Everything a call needs from its client, built once at client creation (`createTransport`). */
export interface Transport {
  /** The base URL with a trailing slash, to which endpoint paths are appended. */
  readonly prefixUrl: string;
  /** The `fetch` that sends each attempt's `Request`: the configured one, else the global one. */
  readonly fetch: (request: Request, init: RequestInit) => Promise<Response>;
  /** The client's ky instance, created with its first attempt (see `httpClient`). */
  readonly http: () => HttpClient | Promise<HttpClient>;
  readonly appId: string;
  readonly baseUrl: string;
  /** The keys that sign each request's `param`: one, or several while the merchant rotates its key. */
  readonly keys: SigningKeys;
  readonly timestampUnit: TimestampUnit;
  readonly now: () => number;
  /** Another protocol than the envelope, which writes, signs and reads each attempt; none: the envelope. */
  readonly protocol: Protocol | undefined;
  /** The write-ahead journal of money-moving calls, if the client has one. */
  readonly journal: CallJournal | undefined;
  /** The merchant's hooks. */
  readonly hooks: ClientHooks;
  /** The client's tracer and log, outermost first: each call runs inside them. Empty without them. */
  readonly observers: readonly CallObserver[];
  readonly formatChecks: boolean;
  readonly timeout: number | false;
  /** The pace the client's calls share (its `rateLimit` option); none: each call sends at once. */
  readonly rateLimit: RateLimit | undefined;
  /** The client's retry settings, which a call's own `retry` settings override. */
  readonly retrySettings: Required<RetrySettings>;
}
