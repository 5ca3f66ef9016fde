import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { GatewayError } from '../errors/gateway-error.js';
import type { InferData, KnownFields, WidenOpenEnums } from './known-fields.js';
import type { SettlementStrategy } from './settlement.js';

export type {
  NotificationStrategy,
  ProbeStrategy,
  ReDriveStrategy,
  SettlementStrategy,
  UnreachableStrategy,
} from './settlement.js';

/**
 * How a call may be repeated after a failure.
 * - `'read'`: a query, list or download. Retried on network errors, timeouts, HTTP 408/429/5xx and the
 *   gateway's transient codes (21000, 21011, 21020), with exponential backoff and full jitter, honouring
 *   `Retry-After`.
 * - a {@link WritePolicy}: the call moves money or creates a record. It is only repeated when a failure
 *   provably happened before the request left, after an answer that said nothing was done (HTTP
 *   408/429, 21020: a commit before it is refused as a duplicate on the retry), or when the endpoint
 *   can resolve a duplicate refusal. Once an attempt may have been committed, it ends in the gateway's
 *   definite answer or in `OutcomeUnknownError`.
 */
export type RetryPolicy<TParams, TData> = 'read' | WritePolicy<TParams, TData>;

/** The retry policy of a money-moving or record-creating endpoint. */
export interface WritePolicy<TParams, TData> {
  /**
   * The merchant keys that identify the operation to the gateway (`mchOrderId`, `idempotencyId`,
   * `mchRefundOrderId`, ...). They are reported in `OutcomeUnknownError.keys`.
   */
  readonly keys: readonly (keyof TParams & string)[];
  /** Gateway codes meaning "a record with these keys exists already" (e.g. 21007, 21015, 21407). */
  readonly duplicateCodes?: readonly number[];
  /**
   * The members of a success answer's `data` that identify the record the call created or changed
   * (`checkoutId`, `cashierUrl`, `fileNo`, ...). A success answer that has none of them (each absent or
   * `null`) cannot be acted on: it is treated as an unreadable answer, resolved through `recover` or
   * ending in `OutcomeUnknownError`. Declare it when the `data` schema requires none of its members
   * (every one optional); otherwise the members the schema requires identify the record (see
   * `recordIdentity`).
   */
  readonly identifiedBy?: readonly (keyof KnownFields<TData> & string)[];
  /**
   * Resolves an attempt that may have been committed into the existing record. When present with
   * `duplicateCodes`, an ambiguous failure (timeout, reset after sending, HTTP 5xx, 21000/21011) is
   * retried with the same keys. This runs when a retry is refused as a duplicate (whatever the earlier
   * attempt was classed), and when a success answer cannot be read (not JSON, cut short, or `data` not
   * matching the schema); its result is returned. Without `duplicateCodes` no refusal would reveal an
   * earlier commit, so the call is never sent again once it may have been committed: it runs wherever
   * the call would otherwise end in `OutcomeUnknownError` (an ambiguous failure, a rate limit lasting
   * until the retries run out, a refusal after an attempt that may have been committed), but for an
   * abort by the caller's signal. It should query the record by its keys, check that every field the lookup
   * returns matches the params (see `assertRecordMatches`) and throw otherwise. Whatever it throws ends
   * the call in `OutcomeUnknownError`. Without it, such outcomes throw `OutcomeUnknownError` at once.
   */
  recover?(context: RecoverContext<TParams>): Promise<WidenOpenEnums<TData>>;
  /**
   * The status check a merchant calls to learn what became of the operation after
   * `OutcomeUnknownError`: the one `recover` runs, as a client method. `OutcomeUnknownError` names it,
   * and the family's README lists it. Leave it out when the gateway's pages document no status check
   * for the operation.
   */
  readonly statusCheck?: StatusCheck;
  /**
   * How `reconcile()` (`@lintas/stores`) settles the operation after a lost answer when no status check
   * finds it by its keys (none is documented, or it needs what the lost answer held): send it again with
   * the same keys, probe for it, read the gateway's notification that names it, or abandon what nobody
   * can have received. Leave it out when `recover` looks the operation up. See `SettlementStrategy`.
   */
  readonly settlement?: SettlementStrategy<TParams, RecoverContext<TParams>>;
  /**
   * For an operation that asks a payer to pay (a payment, a QR code, a virtual account): the members of
   * its data the payer pays with (`payData`, `qrCodeContent`, ...). After a lost answer the payer never
   * got them from the call: `reconcile()` says to close the payment and create a new order, or, when
   * the record it found carries them, that they can still be given to the payer.
   */
  readonly payerNeeds?: readonly (keyof KnownFields<TData> & string)[];
  /**
   * `false` for a write that creates a record but moves no money (a support ticket): it is journaled and
   * never sent again once it may have been committed, like any write, but it is not a money-moving
   * operation, so the family's README leaves it out of its table of status checks. Default: it moves money.
   */
  readonly movesMoney?: false;
}

/**
 * How a merchant checks the status of a money-moving operation: a client method, and the params it
 * takes from the call's (`{ method: 'neutral.queryPayout', params: ['mchOrderId'], fixed: { countryCode: 'PH' } }`
 * reads `client.neutral.queryPayout({ mchOrderId, countryCode: 'PH' })`).
 */
export interface StatusCheck {
  /** The client method, as `<plugin>.<method>`, e.g. `neutral.queryPayout`. */
  readonly method: `${string}.${string}`;
  /** The call's params it takes, under the same names, e.g. `['mchOrderId']`. */
  readonly params: readonly string[];
  /** Params of a fixed value, e.g. `{ countryCode: 'PH' }`. */
  readonly fixed?: Readonly<Record<string, string>>;
  /** The gateway's page that documents the check. */
  readonly page: string;
}

/** What a {@link WritePolicy.recover} function receives. */
export interface RecoverContext<TParams> {
  /** The validated params of the call being recovered. */
  readonly params: TParams;
  /** Runs another endpoint through the same client, with the call's options (typically the matching query). */
  readonly call: CallEndpoint;
  /** The signal of the call being recovered, when it had one. */
  readonly signal: AbortSignal | undefined;
  /**
   * The duplicate refusal being resolved; `undefined` when recovery runs because a success answer could
   * not be read. A recovery that proves nothing by lookup (e.g. "not found means deleted") must throw
   * when it is `undefined`.
   */
  readonly refusal: GatewayError | undefined;
}

/** Runs an endpoint with params; the shape of `client.call` without per-call options. */
export type CallEndpoint = <TEndpoint extends AnyEndpoint>(
  endpoint: TEndpoint,
  params: EndpointParams<TEndpoint>,
) => Promise<EndpointData<TEndpoint>>;

/**
 * One gateway operation, as data: its path, the schema of its `param` members (without `timestamp`,
 * which the envelope adds), the schema of its answer's `data`, its success codes and its retry policy.
 * Create it with `defineEndpoint`.
 */
export interface EndpointDefinition<TParams extends GenericSchema, TData extends GenericSchema> {
  /** The path under the client's `baseUrl`, e.g. `/open-api/payment/generate`. */
  readonly path: `/${string}`;
  /** Schema of the params. Strict: unknown members are refused before anything is signed. */
  readonly params: TParams;
  /** Schema of the answer's `data`. Lenient: unknown members are kept, status enums are open. */
  readonly data: TData;
  /**
   * Codes that mean success. Default: `[10000, 1000]` (`GatewayCode.Success` and
   * `GatewayCode.AlternateSuccess`), which copies of the gateway answer for the same operations.
   */
  readonly successCodes?: readonly number[];
  /** What a retry means for this operation. */
  readonly retry: RetryPolicy<InferOutput<TParams>, InferOutput<TData>>;
}

/** Any endpoint definition; the constraint used by the client and plugins. */
export interface AnyEndpoint {
  readonly path: `/${string}`;
  readonly params: GenericSchema;
  readonly data: GenericSchema;
  readonly successCodes?: readonly number[];
  readonly retry:
    | 'read'
    | {
        readonly keys: readonly string[];
        readonly duplicateCodes?: readonly number[];
        readonly identifiedBy?: readonly string[];
        recover?(context: never): Promise<unknown>;
        readonly statusCheck?: StatusCheck;
        readonly settlement?: SettlementStrategy<Record<string, unknown>, never>;
        readonly payerNeeds?: readonly string[];
        readonly movesMoney?: false;
      };
}

/** The params a caller passes to an endpoint. */
export type EndpointParams<TEndpoint extends AnyEndpoint> = InferInput<TEndpoint['params']>;

/**
 * The data an endpoint resolves with: the fields its response schema knows, typed, so a misspelled
 * field is a compile error. Fields the gateway added later are still on the object at runtime.
 */
export type EndpointData<TEndpoint extends AnyEndpoint> = InferData<TEndpoint['data']>;

/**
 * An object of endpoints keyed by method name: an object literal or an interface such as
 * `interface PhilippinesEndpoints { readonly createPayment: typeof createPayment }`.
 */
export type EndpointMap<TEndpoints> = { readonly [TKey in keyof TEndpoints]: AnyEndpoint };
