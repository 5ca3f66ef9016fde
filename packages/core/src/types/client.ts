import type { Plugin } from '../define-plugin.js';
import type { TimestampUnit } from '../envelope.js';
import type { OutcomeUnknownError } from '../errors/outcome-unknown-error.js';
import type { ExtraParams } from '../extra-params.js';
import type { Signer } from '../signing/signer.js';
import type { AnyEndpoint, EndpointData, EndpointMap, EndpointParams } from './endpoint.js';
import type { CallPromise } from './metadata.js';
import type { CallObserver } from './observer.js';
import type { Protocol } from './protocol.js';
import type { RateLimit } from './rate-limit.js';

/** Retry settings; the policy of each endpoint decides *whether* a failure may be retried. */
export interface RetrySettings {
  /** Retries after the first attempt. Default `2`; `0` disables retries. */
  readonly limit?: number;
  /** Delay before the first retry in ms, doubled each time and fully jittered. Default `300`. */
  readonly initialDelay?: number;
  /** Upper bound of one backoff delay in ms. Default `10000`. */
  readonly backoffLimit?: number;
  /** Upper bound of a delay the gateway asks for with `Retry-After`, in ms. Default `60000`. */
  readonly maxRetryAfter?: number;
}

/** Describes one attempt about to be sent. Holds no key and no signature. */
export interface RequestEvent {
  /** Path of the endpoint. */
  readonly endpoint: string;
  /** 1 for the first attempt, 2 for the first retry, ... */
  readonly attempt: number;
  /** The merchant application id. */
  readonly appId: string;
  /** The `param` string sent (business params and timestamp). */
  readonly param: string;
}

/** Describes one answer received. */
export interface ResponseEvent {
  readonly endpoint: string;
  readonly attempt: number;
  /** HTTP status. */
  readonly status: number;
  /** The gateway's `code`, when the body was the envelope. */
  readonly code: number | undefined;
  /** Milliseconds from sending to the answer. */
  readonly durationMs: number;
}

/** Describes a retry about to happen. */
export interface RetryEvent {
  readonly endpoint: string;
  /** The attempt about to be sent (2 for the first retry). */
  readonly attempt: number;
  /** Why the previous attempt failed. */
  readonly error: unknown;
}

/**
 * Describes a money-moving call about to reject with `OutcomeUnknownError`: what a journal records so
 * the outcome can be reconciled later, from any process. Holds no key and no signature.
 */
export interface OutcomeUnknownEvent {
  /**
   * The merchant application id the call was sent for: a journal shared by several accounts keeps each
   * account's operations apart by it.
   */
  readonly appId: string;
  /** Path of the endpoint, e.g. `/open-api/philippines/disbursement/transfer`. */
  readonly endpoint: string;
  /** The merchant keys of the call (`mchOrderId`, `idempotencyId`, ...). */
  readonly keys: Readonly<Record<string, string | number>>;
  /** How many attempts were sent. */
  readonly attempts: number;
  /**
   * The call's validated params, as signed (business data, without `timestamp`): what the endpoint's
   * `retry.recover` needs to look the operation up and check it is this one.
   */
  readonly params: Readonly<Record<string, unknown>>;
  /** The call's `extraParams`, signed and sent with `params`; absent when it had none. */
  readonly extraParams?: ExtraParams;
  /** The `keyId` of the signer of the call's last signed request; absent when it declares none. */
  readonly keyId?: string;
  /** The error the call rejects with once the hooks have run. */
  readonly error: OutcomeUnknownError;
}

/**
 * A money-moving call about to send its first attempt, as the client's `journal` writes it ahead.
 * Business data only: no key, no signature.
 */
export interface CallIntent {
  /**
   * The merchant application id the call is sent for: the same keys under two accounts are two
   * operations, so a journal shared by several accounts keeps them apart by it.
   */
  readonly appId: string;
  /** Path of the endpoint, e.g. `/open-api/philippines/disbursement/transfer`. */
  readonly endpoint: string;
  /** The merchant keys of the call (`mchOrderId`, `idempotencyId`, ...). */
  readonly keys: Readonly<Record<string, string | number>>;
  /**
   * The call's validated params, as signed (business data, without `timestamp`): what the endpoint's
   * lookup needs to find the operation and check it is this one, and what a call made again passes.
   */
  readonly params: Readonly<Record<string, unknown>>;
  /**
   * The call's `extraParams`, signed and sent with `params` (together they are the request, but for
   * `timestamp`); absent when it had none. A call made again passes them too; a lookup cannot confirm them.
   */
  readonly extraParams?: ExtraParams;
}

/** Options of {@link CallJournal.open}. */
export interface CallJournalOpenOptions {
  /** Aborts the write: the client passes one that aborts at the call's `timeout` and with its `signal`. */
  readonly signal?: AbortSignal;
}

/**
 * How a journaled call ended, as the client closes its entry with:
 * - `'succeeded'`: the gateway's answer (or its recovery lookup) gave `data`;
 * - `'failed'`: a definite failure, nothing committed (a refusal, or an abort before anything left); `error` is what the call rejected with;
 * - `'unknown'`: the call rejected with `OutcomeUnknownError`, or with a duplicate refusal (a record
 *   exists under these keys, perhaps committed by an earlier call): a lookup must settle it.
 *
 * `keyId` names the key that signed the call's last signed request (its signer's `keyId`, never the key
 * itself); absent when nothing was signed or the signer declares none.
 */
export type CallOutcome =
  | { readonly status: 'succeeded'; readonly attempts: number; readonly data: unknown; readonly keyId?: string }
  | { readonly status: 'failed'; readonly attempts: number; readonly error: unknown; readonly keyId?: string }
  | { readonly status: 'unknown'; readonly attempts: number; readonly error: unknown; readonly keyId?: string };

/**
 * A durable journal of money-moving calls (`createRedisJournal` or `createPostgresJournal` of
 * `@lintas/stores`): the client writes each call's intent before its first attempt and closes it with
 * the outcome, so a process that dies at any moment leaves an open entry to reconcile.
 */
export interface CallJournal {
  /**
   * Stores `intent` durably; the call is sent only once this resolves, and never if it rejects or has
   * not resolved when `options.signal` aborts (at the call's `timeout`, or with its `signal`): the call
   * then rejects at once, and a write that lands later must not leave the entry open (close it as
   * failed, not sent).
   */
  open(intent: CallIntent, options?: CallJournalOpenOptions): Promise<void>;
  /**
   * Closes the entry of `intent` with `outcome`; the call settles once this resolves, or at its
   * `timeout` (or `signal`) if it has not: keep the outcome and write it once the store takes it (a
   * rejection leaves the entry open, for `reconcile()`).
   */
  close(intent: CallIntent, outcome: CallOutcome): Promise<void>;
}

/**
 * Observers of the transport, for logging and metrics. They see no key and no signature. An error
 * thrown by a hook is ignored: logging can never change the outcome of a payment. `beforeRequest`,
 * `afterResponse` and `beforeRetry` are called in order and never awaited (a slow logger neither
 * delays a signed attempt nor counts against its timeout); `afterResponse` runs once its attempt is
 * over. Only `outcomeUnknown` is awaited, after the outcome is settled.
 */
export interface ClientHooks {
  readonly beforeRequest?: readonly ((event: RequestEvent) => void | Promise<void>)[];
  readonly afterResponse?: readonly ((event: ResponseEvent) => void | Promise<void>)[];
  readonly beforeRetry?: readonly ((event: RetryEvent) => void | Promise<void>)[];
  /**
   * Run, and awaited, before a call rejects with `OutcomeUnknownError`: record the event durably here
   * (a reconciliation journal) so the outcome is not lost if this process dies.
   */
  readonly outcomeUnknown?: readonly ((event: OutcomeUnknownEvent) => void | Promise<void>)[];
}

/** Options of one call; each overrides the client's setting of the same name. */
export interface CallOptions {
  /** Per-attempt timeout in ms, or `false` for none. */
  readonly timeout?: number | false;
  /** Aborts the call. Aborting a money-moving call in flight leaves its outcome unknown. */
  readonly signal?: AbortSignal;
  /** Retry settings for this call. */
  readonly retry?: RetrySettings;
  /** See {@link ClientConfig.formatChecks}. */
  readonly formatChecks?: boolean;
  /**
   * Fields to add to `param` that the endpoint does not model yet, e.g. a field the gateway documents
   * for your account. They are signed with the rest and sent on every attempt, so the call keeps its
   * retries and recovery. They cannot replace a modelled field or `timestamp` (that is a
   * `RequestValidationError` before anything is sent) and are not validated: the gateway judges them.
   *
   * @example
   * ```ts
   * await client.neutral.createPayment(params, { extraParams: { deviceId: 'kiosk-7' } });
   * ```
   */
  readonly extraParams?: ExtraParams | undefined;
}

/** Configuration of {@link createClient}. */
export interface ClientConfig {
  /**
   * The gateway's address without a path, e.g. `https://openapi.example.com`, or a `@lintas/sandbox`
   * URL (`http://127.0.0.1:8790`). Endpoint paths (`/open-api/...`) are appended to it, so a `baseUrl`
   * that already ends in `/open-api` is refused with a `ConfigurationError`.
   */
  readonly baseUrl: string;
  /** The merchant application id issued by the gateway. */
  readonly appId: string;
  /**
   * Signs each request's `param`; see `rsaSha256Signer`, or `digestSigner` for a key in a KMS or an
   * HSM. While you rotate your key, give both signers, each with its own `keyId`: the gateway's answer
   * tells which it accepts. A request it refuses with 21001 (the signature does not verify with the
   * public key registered for your `appId`) did nothing, so the same request is signed with the next
   * key and sent again at once, as the same attempt; a key accepted after another was refused is
   * tried first by every later call. No other answer sends a request again with another key, and a
   * 21001 after every key is a `GatewayError` as with one key. See "Rotating your key" in
   * `docs/signers.md`.
   *
   * @example
   * ```ts
   * const signer = [
   *   await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY!, keyId: 'merchant-key-2025' }),
   *   await rsaSha256Signer({ privateKey: process.env.LINTAS_NEXT_PRIVATE_KEY!, keyId: 'merchant-key-2026' }),
   * ];
   * const client = createClient({ baseUrl, appId, signer });
   * ```
   */
  readonly signer: Signer | readonly Signer[];
  /** Unit of `timestamp` in `param`. Default `'milliseconds'` (13 digits). */
  readonly timestampUnit?: TimestampUnit;
  /** Per-attempt timeout in ms, or `false`. Default `30000`. */
  readonly timeout?: number | false;
  /** Default retry settings. */
  readonly retry?: RetrySettings;
  /**
   * A `fetch` implementation to use instead of the global one (proxies, instrumentation). Each attempt
   * calls it as `fetch(request, init)`: `request` is the attempt's one `Request` (its URL, headers, JSON
   * body, and a `signal` that carries the call's timeout and your `signal`), and `init` holds the same
   * body as text, so that the runtime sends it without reading the request's stream. Pass both on, and
   * add what you need (`fetch(request, { ...init, dispatcher })`). If it aborts a request on its own (a timer of its
   * own), that is a lost answer: a money-moving call then ends like one whose connection was reset
   * (recovered, or `OutcomeUnknownError`), never in `CallAbortedError`, which is your `signal`'s only.
   */
  readonly fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Observers of each attempt. */
  readonly hooks?: ClientHooks;
  /**
   * A write-ahead journal of money-moving calls: before the first attempt of each call of a write
   * endpoint, the client awaits `journal.open(intent)` (if it rejects, or has not resolved within the
   * call's `timeout`, the call rejects with `JournalWriteError` and nothing is sent, then or ever; if
   * the call's `signal` aborts first, with `CallAbortedError`), and before the call settles it awaits
   * `journal.close(intent, outcome)`, for no longer than the call's `timeout`: a slower close leaves
   * the outcome to the journal to write once its store answers. After a crash, the entries left open
   * are settled by `reconcile()` (`@lintas/stores`) or the `lintas reconcile` command. Reads are not
   * journaled.
   *
   * @example
   * ```ts
   * import { createRedisJournal } from '@lintas/stores/redis';
   *
   * const client = createClient({ baseUrl, appId, signer, journal: createRedisJournal({ client: redis }) });
   * ```
   */
  readonly journal?: CallJournal;
  /**
   * Logs each call (attempts, retries, recoveries, outcomes), redacted: no key, no signature. Built by
   * `logging()` of `@lintas/core/logging`, so that a client without a log bundles none of its code;
   * its level defaults to the `LINTAS_LOG` environment variable, else `info`. Without it, nothing is
   * logged (`createClientFromEnv` adds one when `LINTAS_LOG` is set).
   *
   * @example
   * ```ts
   * import { logging } from '@lintas/core/logging';
   *
   * createClient({ baseUrl, appId, signer, log: logging({ level: 'debug', logger: console }) });
   * ```
   */
  readonly log?: CallObserver;
  /**
   * Traces each call with an OpenTelemetry tracer, built by `tracing()` of `@lintas/core/tracing`
   * (`tracing(trace.getTracer('lintas'))`): each call is then a span named `lintas <endpoint path>` with
   * its merchant keys (`lintas.key.mchOrderId`, ...), one `lintas.attempt` event per attempt (its
   * outcome, what the call did next, status, gateway code and `keyId`), and how it ended
   * (`lintas.outcome`: `success`, `recovered`, `failed` or `unknown`); a recovery lookup is a span
   * under it. Attributes hold
   * no key, no signature and no param besides the merchant keys. Without it, no tracing code is bundled
   * or run.
   *
   * @example
   * ```ts
   * import { trace } from '@opentelemetry/api';
   * import { tracing } from '@lintas/core/tracing';
   *
   * createClient({ baseUrl, appId, signer, tracer: tracing(trace.getTracer('lintas')) });
   * ```
   */
  readonly tracer?: CallObserver;
  /**
   * Whether the documented format constraints (lengths, patterns, ranges such as `mchOrderId` 1–32 or a
   * PH mobile starting `09`) are checked before sending. Default `true`. `false` keeps type and
   * required-field checks but lets format checks through to the gateway, for accounts the gateway
   * treats differently from its documentation.
   */
  readonly formatChecks?: boolean;
  /**
   * Paces the client's calls to your account's quota at the gateway, which refuses requests beyond it
   * with 21020 "Too many requests": built by `rateLimit()` of `@lintas/core/rate-limit`, so that a
   * client without it bundles none of its code. Every attempt waits for its turn before it is signed,
   * inside the call's `timeout` and `signal` (no turn in time: `RateLimitTimeoutError`, nothing sent);
   * a request refused 21020 is sent again on pace without spending a retry, while the call is younger
   * than its `timeout`. See `rateLimit()`.
   *
   * @example
   * ```ts
   * import { rateLimit } from '@lintas/core/rate-limit';
   *
   * createClient({ baseUrl, appId, signer, rateLimit: rateLimit({ requestsPerSecond: 10, maxInFlight: 4 }) });
   * ```
   */
  readonly rateLimit?: RateLimit;
  /** Clock used for `timestamp`, in epoch ms. Default `Date.now`. */
  readonly now?: () => number;
  /**
   * Another protocol than the gateway's `{appId, sign, param}` envelope, which writes, signs and reads
   * each attempt while the call loop stays the same (SNAP BI: `createSnapClient` of `@lintas/snap`
   * passes its own, with its partner id as `appId` and its RSA signer as `signer`). Default: the
   * envelope.
   */
  readonly protocol?: Protocol;
}

/**
 * The methods a plugin's endpoints become on the client. Their JSDoc is the endpoints' keys' JSDoc.
 * Each resolves with the call's data; `.withMetadata()` on it gives the data with what happened during
 * the call (see {@link CallPromise}).
 */
export type EndpointMethods<TEndpoints extends EndpointMap<TEndpoints>> = {
  readonly [TKey in keyof TEndpoints]: (
    params: EndpointParams<TEndpoints[TKey]>,
    options?: CallOptions,
  ) => CallPromise<EndpointData<TEndpoints[TKey]>>;
};

/** What every client has, whatever plugins it uses. */
export interface ClientBase<TNamespaces extends object> {
  /** The merchant application id. */
  readonly appId: string;
  /** The gateway's base URL. */
  readonly baseUrl: string;
  /**
   * Returns a new client that also has `plugin`'s endpoints under `client[plugin.name]`. The client it
   * is called on is not changed.
   */
  use<TName extends string, TEndpoints extends EndpointMap<TEndpoints>>(
    plugin: Plugin<TName, TEndpoints>,
  ): Client<TNamespaces & { readonly [TKey in TName]: EndpointMethods<TEndpoints> }>;
  /**
   * Runs any endpoint directly, e.g. one defined with `defineEndpoint` for an operation no package
   * models yet. Params are validated, signed and sent, and data validated, exactly as for plugin methods.
   */
  call<TEndpoint extends AnyEndpoint>(
    endpoint: TEndpoint,
    params: EndpointParams<TEndpoint>,
    options?: CallOptions,
  ): CallPromise<EndpointData<TEndpoint>>;
}

/** A Lintas client with the namespaces of the plugins it uses. */
export type Client<TNamespaces extends object = Record<never, never>> = ClientBase<TNamespaces> & TNamespaces;
