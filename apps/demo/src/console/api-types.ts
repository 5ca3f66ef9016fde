// The JSON the console's server answers and its page reads: one set of types for both sides. This file
// imports nothing, so the page's code (compiled for the browser, without Node's types) can use it.

/** How the form edits one param. */
export type FieldKind = 'text' | 'number' | 'amount' | 'choice' | 'list' | 'json';

/** One param of an operation, as its form shows it. */
export interface FormField {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** The values a `choice` field allows, as the schema has them (strings or numbers). */
  readonly options?: readonly (string | number)[];
  /** What the schema checks, e.g. `must be at most 32 characters`, from its pipe's messages. */
  readonly checks: readonly string[];
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

/** An operation's form: its fields and their starting values (as typed in the form). */
export interface OperationForm extends OperationSummary {
  /** Currency of its amount fields unless the form has a `currency` field. */
  readonly currency: string;
  readonly fields: readonly DocumentedField[];
  readonly defaults: Readonly<Record<string, string>>;
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
  /** The signed envelope sent: `{appId, sign, param}`. */
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
  /** The gateway's code, for a `GatewayError`. */
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
  /** A QR code of the result's `payData` (a PNG data URL), for QR channels. */
  readonly qr?: string;
  /** Where to send the payer, for URL channels (the result's `payData`, `authUrl` or `cashierUrl`). */
  readonly link?: string;
}

/** One row of the transaction list. */
export interface TransactionRow {
  readonly kind: 'payment' | 'refund' | 'payout' | 'authorization' | 'token';
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
}

/** A notification the receiver verified, typed and acknowledged. */
export interface NotificationView {
  /** `payment`, `payout`, `refund`, ... (`unknown` for a new event). */
  readonly kind: string;
  readonly eventName: string;
  /** The identity of the event, the same for each redelivery. */
  readonly key: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** A delivery the receiver refused. */
export interface RefusedView {
  readonly stage: string;
  readonly reason: string;
}

/** `GET /api/notifications`. */
export interface NotificationsView {
  readonly received: readonly NotificationView[];
  readonly refused: readonly RefusedView[];
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
  | { readonly type: 'changed' }
  | { readonly type: 'step'; readonly runId: number; readonly step: StepView }
  | { readonly type: 'run-finished'; readonly runId: number; readonly summary: RunSummary };

/** An answer that refused the request. */
export interface ErrorAnswer {
  readonly error: string;
}
