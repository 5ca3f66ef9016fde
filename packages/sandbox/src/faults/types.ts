/** Which requests a fault applies to. */
export interface FaultTarget {
  /** Exact API path, e.g. `/open-api/payment/generate`. */
  readonly path: string;
  /** Apply to the next N matching requests. Default 1 (unlimited when only `probability` is given). */
  readonly times?: number;
  /** Apply to each matching request with this probability (0–1), until `times` is used up if given. */
  readonly probability?: number;
}

/** A fault's behaviour. */
export type FaultKind =
  /** Wait `delayMs`, then process normally. */
  | { readonly kind: 'delay'; readonly delayMs: number }
  /** Answer HTTP `status` (default 503) before anything is processed. */
  | { readonly kind: 'http'; readonly status?: 500 | 502 | 503 }
  /** Answer HTTP 429 with `Retry-After: retryAfterSeconds` (default 1); nothing is processed. */
  | { readonly kind: 'rate-limit'; readonly retryAfterSeconds?: number }
  /** Destroy the socket before reading the request: nothing is committed. */
  | { readonly kind: 'reset-before' }
  /** Process and commit the operation, then destroy the socket without answering. */
  | { readonly kind: 'reset-after' }
  /** Answer HTTP 200 with a truncated JSON body; nothing is processed. */
  | { readonly kind: 'malformed-json' }
  /** Answer `{code, message, data: null}`; nothing is processed. */
  | { readonly kind: 'business-code'; readonly code: number; readonly message?: string };

/** A fault to inject: a target and a behaviour. */
export type FaultInput = FaultTarget & FaultKind;

/** An injected fault as listed by `faults()`. */
export type FaultView = FaultInput & {
  /** Id of the fault. */
  readonly id: string;
  /** Remaining applications; `null` when unlimited. */
  readonly remaining: number | null;
  /** How many times it has fired. */
  readonly fired: number;
};

/** Names of the fault kinds. */
export type FaultKindName = FaultKind['kind'];

/** When a fault fires: `before` anything (http, reset-before) or `after` the protocol checks (the rest). */
export type FaultPhase = 'before' | 'after';
