import type { CallRecord } from '../call/call-record.js';
import type { TimestampUnit } from '../envelope.js';
import type { Signer } from '../signing/signer.js';
import type { CallJournal, ClientHooks, RetrySettings } from './client.js';
import type { Tracer } from './tracer.js';

/** Everything a call needs from its client, built once at client creation. */
export interface Transport {
  /** The base URL with a trailing slash, to which endpoint paths are appended. */
  readonly prefixUrl: string;
  /** The `fetch` that sends each attempt: the configured one, else the global one. */
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  readonly appId: string;
  readonly baseUrl: string;
  readonly signer: Signer;
  readonly timestampUnit: TimestampUnit;
  readonly now: () => number;
  /** The write-ahead journal of money-moving calls, if the client has one. */
  readonly journal: CallJournal | undefined;
  /** The merchant's hooks, after the log's own observers when logging is on. */
  readonly hooks: ClientHooks;
  /** Logs how a call ended (with its `error` when it failed); `undefined` when logging is off. */
  readonly logOutcome: ((record: CallRecord, failed: boolean, error?: unknown) => void) | undefined;
  /**
   * When logging is on: this transport with the log's hooks and `logOutcome`, once the logging code
   * has loaded; each call runs on it. `undefined` when logging is off, and on the transport it gives.
   */
  readonly withLog: Promise<Transport> | undefined;
  /** The client's `tracer`: each call is a span when it is set. */
  readonly tracer: Tracer | undefined;
  readonly formatChecks: boolean;
  readonly timeout: number | false;
  /** The client's retry settings, which a call's own `retry` settings override. */
  readonly retrySettings: Required<RetrySettings>;
}
