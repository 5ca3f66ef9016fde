// The JSON the console's server answers and its page reads: one set of types for both sides. This file
// imports nothing, so the page's code (compiled for the browser, without Node's types) can use it.

/** How the form edits one param. */
export type FieldKind = 'text' | 'number' | 'amount' | 'choice' | 'list' | 'json';

/** One param of an operation, as its form shows it. */
export interface FormField {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** A required field that takes `null`: left empty, it is sent as `null`. */
  readonly nullable?: boolean;
  /** The values a `choice` field allows, as the schema has them (strings or numbers). */
  readonly options?: readonly (string | number)[];
  /** What the schema checks, e.g. `must be at most 32 characters`, from its pipe's messages. */
  readonly checks: readonly string[];
  /**
   * For params that are a variant (see {@link OperationForm.variantKey}): the values of its key this
   * field belongs to. Absent: every option has it.
   */
  readonly when?: readonly string[];
}

/** A param with its documentation. */
export interface DocumentedField extends FormField {
  /** The field's JSDoc from the published declarations (what an editor shows on hover). */
  readonly doc: string;
}

/** An operation as the picker lists it. */
export interface OperationSummary {
  readonly family: string;
  readonly name: string;
  readonly path: string;
  readonly summary: string;
}

/** A field as the form shows it: with the hint beside it. */
export interface FormFieldView extends DocumentedField {
  /**
   * The hint shown under the field, each rule once: its documentation (`code` in backticks), or the
   * schema's checks when it has none. For an amount, what the box takes (major units).
   */
  readonly hint: string;
}

/** An operation's form: its fields and their starting values (as typed in the form). */
export interface OperationForm extends OperationSummary {
  /** Currency of its amount fields unless the form has a `currency` field. */
  readonly currency: string;
  /** The country whose channel codes the form lists, unless it has a `countryCode` field. */
  readonly country: string;
  readonly fields: readonly FormFieldView[];
  /** The field that tells the options of variant params apart (a PH payout's `payMethodCode`). */
  readonly variantKey?: string;
  /** Starting values, as typed in the form, by field name. */
  readonly defaults: Readonly<Record<string, string>>;
  /** For variant params: the starting values that differ by option, by the key's value then field name. */
  readonly variantDefaults?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The merchant ids this operation creates (`mchOrderId`, `idempotencyId`, ...): new ones after each send. */
  readonly fresh: readonly string[];
  /**
   * On a sandbox: a record this operation acts on that no documented operation creates (a split
   * payment, a receiver binding, a Thai static code), which the sandbox can make.
   */
  readonly seed?: SeedView;
}

/** A record the sandbox can make for an operation to act on. */
export interface SeedView {
  /** What the button says, e.g. `create a split payment to return from`. */
  readonly label: string;
}

/** `POST /api/seed/:family/:name`: the ids of the record made, by the form's field names. */
export interface SeededView {
  readonly values: Readonly<Record<string, string>>;
}

/** A channel code the form offers for `channelCode`. */
export interface ChannelOption {
  readonly channelCode: string;
  /** `QR`, `EWALLET`, `VA`, `DIRECT_DEBIT`, ... when known. */
  readonly channelType?: string;
  /**
   * Where the console learnt of it: the field's documentation, the sandbox's list of the channels it
   * accepts, or the gateway's list of checkout channels.
   */
  readonly source: 'documentation' | 'sandbox' | 'gateway';
}

/** `GET /api/channels/:family/:name?country=`: the channel codes to offer, documented ones first. */
export interface ChannelsView {
  readonly country: string;
  readonly channels: readonly ChannelOption[];
}

/** `GET /api/session`: what the console drives. */
export interface SessionView {
  readonly target: 'sandbox' | 'remote-sandbox' | 'gateway';
  readonly baseUrl: string;
  readonly appId: string;
  /** Whether the payer's and the channel's moves can be played (a sandbox). */
  readonly sandbox: boolean;
  /** The scenario groups of the scripted demo. */
  readonly groups: readonly string[];
  readonly operations: readonly OperationSummary[];
}

/** One problem with the params, naming its field by dot path. */
export interface IssueView {
  readonly path: string;
  readonly message: string;
}

/** One attempt the client sent and what came back, as seen on the wire (the signature is public; no key is). */
export interface Exchange {
  /** The API path, e.g. `/open-api/payment/generate`. */
  readonly path: string;
  /**
   * For a SNAP call, the request's headers by lower-case name (`x-signature`, `x-external-id`, ...), the
   * access token in `authorization` not shown. Absent for an envelope call, whose body is all it signs.
   */
  readonly headers?: Readonly<Record<string, string>>;
  /** The signed envelope sent: `{appId, sign, param}`; for a SNAP call, the body signed in the headers. */
  readonly envelope: unknown;
  /** HTTP status, or `null` when no answer came (connection reset, timeout). */
  readonly status: number | null;
  /** The answer's body as parsed JSON, or its text when it was not JSON. */
  readonly answer: unknown;
  /** Why no answer came. */
  readonly error?: string;
  readonly durationMs: number;
}

/** The typed error a call ended in, as the page shows it. */
export interface CallFailure {
  /** The error class, e.g. `RequestValidationError`, `GatewayError`, `OutcomeUnknownError`. */
  readonly name: string;
  readonly message: string;
  /** The gateway's code, for a `GatewayError`; the 7-digit `responseCode`, for a `SnapError`. */
  readonly code?: number;
  /** The fields a `RequestValidationError` names, and what is wrong with each. */
  readonly issues?: readonly IssueView[];
  /** The merchant keys to reconcile with, for an `OutcomeUnknownError`. */
  readonly keys?: Readonly<Record<string, string | number>>;
}

/** What one call through the SDK gave: the attempts on the wire, then the typed result or error. */
export interface CallOutcome {
  readonly exchanges: readonly Exchange[];
  readonly result?: unknown;
  readonly error?: CallFailure;
  /** A QR code of the result's `payData` or SNAP `qrContent` (a PNG data URL), for QR channels. */
  readonly qr?: string;
  /** Where to send the payer, for URL channels (the result's `payData`, `authUrl` or `cashierUrl`). */
  readonly link?: string;
}

/** One call the console made, as its history keeps it. */
export interface CallRecord {
  /** Its number in the history, from 1. */
  readonly id: number;
  /** When it started, epoch ms. */
  readonly at: number;
  readonly family: string;
  readonly name: string;
  readonly path: string;
  /** The params as given to the SDK (amounts in minor units). */
  readonly params: Readonly<Record<string, unknown>>;
  readonly outcome: CallOutcome;
  /** From the start of the call to its result or error, every attempt included. */
  readonly durationMs: number;
  /** Each attempt as a cURL command: the exact signed request (no key). */
  readonly curl: readonly string[];
  /** The call as TypeScript through the SDK, its client built from the environment (no key, no signature). */
  readonly typescript: string;
}

/** A line of the call history. */
export interface HistoryEntry {
  readonly id: number;
  readonly at: number;
  readonly family: string;
  readonly name: string;
  readonly durationMs: number;
  /** Whether the call resolved. */
  readonly ok: boolean;
  /** `resolved`, or the error's name and code, e.g. `GatewayError 21007`. */
  readonly verdict: string;
  /** How many attempts went on the wire (0: nothing was sent). */
  readonly attempts: number;
}

/** One row of the transaction list. */
export interface TransactionRow {
  readonly kind: 'payment' | 'refund' | 'payout' | 'authorization' | 'token' | 'snap';
  readonly id: string;
  /** The merchant's id of it (order, refund order or request id). */
  readonly reference: string;
  /** Minor units and currency, when it moves money. */
  readonly amount?: number;
  readonly currency?: string;
  readonly status: string;
  readonly detail: string;
  /** The sandbox moves that apply now, e.g. `pay`, `fail`, `expire`. */
  readonly actions: readonly string[];
  readonly at: number;
  /** For a refund: the payment it gives money back from. */
  readonly of?: string;
  /** For a token: the payer it belongs to. */
  readonly userId?: string;
  /** For a payment: the create that made it (`philippines`, `direct-debit`, `static`, ...), as the sandbox records it. */
  readonly source?: string;
}

/** A notification the receiver verified, typed and acknowledged. */
export interface NotificationView {
  /** When its listener ran (its first delivery accepted), epoch ms. */
  readonly at: number;
  /** `payment`, `payout`, `refund`, ... (`unknown` for a new event). */
  readonly kind: string;
  readonly eventName: string;
  /** The identity of the event, the same for each redelivery. */
  readonly key: string;
  readonly payload: Readonly<Record<string, unknown>>;
  /**
   * `lookup`: its record was found with the gateway under the merchant's appId and agreed with it;
   * `signature`: an event no lookup exists for, accepted on its signature alone.
   */
  readonly confirmedBy: 'lookup' | 'signature';
  /** `snap`: a SNAP payment notification, verified by its SNAP signature; the sandbox cannot resend it. */
  readonly protocol?: 'snap';
}

/** A delivery the receiver refused. */
export interface RefusedView {
  /** When, epoch ms. */
  readonly at: number;
  readonly stage: string;
  readonly reason: string;
}

/** One request to the demo's notification receiver, whatever came of it. */
export interface DeliveryView {
  /** When it arrived, epoch ms. */
  readonly at: number;
  /** The path it was delivered to. */
  readonly path: string;
  /** The HTTP status the receiver answered. */
  readonly httpStatus: number;
  /** The body the receiver answered (`{"code":10000,"message":"Success"}` for an acknowledgement). */
  readonly answer: string;
  /**
   * Whether this delivery ran the listener: `false` for a delivery refused, and for one of a
   * notification handled already, acknowledged without running the listener again.
   */
  readonly handled: boolean;
  /** The key of the notification it carried, once the receiver has accepted that notification. */
  readonly key?: string;
}

/** `GET /api/notifications`: each list oldest first. */
export interface NotificationsView {
  readonly received: readonly NotificationView[];
  readonly refused: readonly RefusedView[];
  readonly deliveries: readonly DeliveryView[];
}

/** `POST /api/notifications/replay`: what the receiver answered the notification posted again. */
export interface ReplayView {
  readonly httpStatus: number;
  readonly answer: string;
}

/** One step of a scenario run. */
export interface StepView {
  readonly family: string;
  readonly title: string;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly detail: string;
  readonly durationMs: number;
}

/** The totals of a scenario run. */
export interface RunSummary {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

/** What the page hears live, over server-sent events. */
export type ConsoleEvent =
  | { readonly type: 'notification'; readonly notification: NotificationView }
  | { readonly type: 'refused'; readonly refused: RefusedView }
  | { readonly type: 'delivery'; readonly delivery: DeliveryView }
  | { readonly type: 'changed' }
  | { readonly type: 'call'; readonly entry: HistoryEntry }
  | { readonly type: 'step'; readonly runId: number; readonly step: StepView }
  | { readonly type: 'run-finished'; readonly runId: number; readonly summary: RunSummary };

/** An answer that refused the request. */
export interface ErrorAnswer {
  readonly error: string;
}
