/**
 * What the fault proxy does with one request. `*-after` faults forward the request to the sandbox
 * first, so the sandbox commits whatever it commits, and then change what the client hears; `*-before`
 * faults answer without forwarding, so nothing reaches the sandbox.
 */
export type Fault =
  /** Forward and relay the sandbox's answer unchanged. */
  | { readonly kind: 'pass' }
  /** Destroy the connection without forwarding: nothing reaches the sandbox, no answer. */
  | { readonly kind: 'drop-before' }
  /** Answer HTTP `status` without forwarding (a gateway's own rate limit or timeout). */
  | { readonly kind: 'status-before'; readonly status: number; readonly retryAfter?: string }
  /** Answer HTTP 200 with the envelope `{ code, message, data: null }` without forwarding (e.g. 21020). */
  | { readonly kind: 'code-before'; readonly code: number; readonly message?: string }
  /** Forward, then destroy the connection without answering. */
  | { readonly kind: 'drop-after' }
  /** Forward, then answer HTTP `status` (e.g. 429, 408, 503), with `Retry-After` when given. */
  | { readonly kind: 'status-after'; readonly status: number; readonly retryAfter?: string }
  /** Forward, then answer HTTP 200 with the envelope `{ code, message, data: null }` (e.g. 21020). */
  | { readonly kind: 'code-after'; readonly code: number; readonly message?: string }
  /**
   * Forward, then relay the sandbox's answer with one member of its `data` removed, renamed or retyped,
   * or (`nest`) with its whole `data` moved under another member: `{ result: <data>, version: 2 }`.
   */
  | { readonly kind: 'reshape-after'; readonly change: 'remove' | 'rename' | 'retype' | 'nest'; readonly field: string }
  /** Forward, then relay the first half of the sandbox's answer (HTTP 200, JSON cut short). */
  | { readonly kind: 'truncate-after' }
  /** Forward, then answer HTTP 200 with an HTML page instead of JSON. */
  | { readonly kind: 'not-json-after' }
  /** Forward, then answer nothing until the client gives up (aborts or times out). */
  | { readonly kind: 'hold-after' };

/** A short readable name of `fault`, e.g. `status-after 429 (Retry-After: 1)` or `reshape-after remove transactionId`. */
export function faultName(fault: Fault): string {
  switch (fault.kind) {
    case 'status-before':
    case 'status-after':
      return `${fault.kind} ${fault.status}${fault.retryAfter === undefined ? '' : ` (Retry-After: ${fault.retryAfter})`}`;
    case 'code-before':
    case 'code-after':
      return `${fault.kind} ${fault.code}`;
    case 'reshape-after':
      return fault.change === 'nest' ? `${fault.kind} nest` : `${fault.kind} ${fault.change} ${fault.field}`;
    default:
      return fault.kind;
  }
}
