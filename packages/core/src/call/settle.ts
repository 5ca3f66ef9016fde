import * as v from 'valibot';
import { parseResponseEnvelope } from '../envelope.js';
import { CallAbortedError } from '../errors/call-aborted-error.js';
import { GatewayError } from '../errors/gateway-error.js';
import { HttpStatusError } from '../errors/http-status-error.js';
import { NetworkError } from '../errors/network-error.js';
import { ResponseFormatError } from '../errors/response-format-error.js';
import { TimeoutError } from '../errors/timeout-error.js';
import {
  defaultSuccessCodes,
  signErrorCode,
  tooManyRequestsCode,
  transientGatewayCodes,
} from '../errors/transport-codes.js';
import { toValidationIssues } from '../invalid-params.js';
import { recordIdentity } from '../record-identity.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { AttemptMetadata } from '../types/metadata.js';
import type { Protocol, ProtocolCall } from '../types/protocol.js';
import { systemErrorCode } from '../utils/system-error-code.js';
import type { Attempt } from './attempt.js';
import { retryAfterMs } from './backoff.js';
import type { OutcomeKind } from './decide.js';

/** One attempt's outcome: its kind, and what the call resolves or rejects with if it ends there. */
export type Outcome =
  | { readonly kind: 'success'; readonly data: unknown; readonly code: number }
  | {
      readonly kind: Exclude<OutcomeKind, 'success'>;
      /** The gateway's `code`, when the answer was its envelope. */
      readonly code?: number | undefined;
      /** The typed error the call rejects with after this outcome (or the cause of its `OutcomeUnknownError`). */
      readonly error: unknown;
      /** What the attempt failed with, as `beforeRetry` observers are told. */
      readonly reason: unknown;
      /** The wait the answer asked for with `Retry-After`, in ms. */
      readonly retryAfter?: number | undefined;
    };

/** What settling an attempt needs besides the endpoint: the call, as a client's protocol sees it. */
export interface SettleContext extends ProtocolCall {
  readonly appId: string;
  /** The client's protocol, which reads each answer; none: the gateway's envelope. */
  readonly transport: { readonly protocol: Protocol | undefined };
  /** The whole URL of the endpoint, which a `NetworkError` names. */
  readonly url: string;
  readonly timeout: number | false;
  readonly signal: AbortSignal | undefined;
}

/** Statuses whose `Retry-After` is honoured, as ky honours it. */
const retryAfterStatuses = [429, 503];

/**
 * Turns an attempt into its outcome: data or a typed error, classed for {@link decide}. A client's
 * protocol reads its answers; an answer that is not the protocol's (nor the envelope) is read by its
 * HTTP status.
 */
export function settle(endpoint: AnyEndpoint, attempt: Attempt, context: SettleContext): Outcome {
  if (!attempt.answered) return settleFailure(endpoint.path, attempt, context);
  const { status, body } = attempt;
  const { protocol } = context.transport;
  if (protocol) {
    const reading = protocol.read(context, status, body);
    if (reading?.kind === 'success') return settleData(endpoint, body, reading.code, reading.data);
    if (reading) return { ...reading, reason: reading.error };
  } else if (status >= 200 && status < 300) return settleEnvelope(endpoint, body, context.appId);
  const error = new HttpStatusError(endpoint.path, status, body, { cause: attempt.error });
  // A 2xx answer that no protocol read (not the envelope) may have done what was asked: never a refusal.
  const kind =
    status < 300
      ? 'unreadable'
      : status === 408 || status === 429
        ? 'rate-limited'
        : status >= 500
          ? 'gateway-failed'
          : 'refused';
  const retryAfter = retryAfterStatuses.includes(status) ? retryAfterMs(attempt.headers.get('retry-after')) : undefined;
  return { kind, error, reason: attempt.error ?? error, retryAfter };
}

/** The outcome of an HTTP 2xx answer with `body`. */
function settleEnvelope(endpoint: AnyEndpoint, body: string, appId: string): Outcome {
  const path = endpoint.path;
  const envelope = parseResponseEnvelope(body);
  if (envelope === undefined) {
    const error = new ResponseFormatError(path, 'the body is not the {code, message, data} JSON envelope', { body });
    return { kind: 'unreadable', error, reason: error };
  }
  const { code } = envelope;
  if ((endpoint.successCodes ?? defaultSuccessCodes).includes(code))
    return settleData(endpoint, body, code, envelope.data);
  const error = new GatewayError(path, code, envelope.message, envelope.data, { appId });
  const policy = endpoint.retry;
  const kind =
    policy !== 'read' && policy.duplicateCodes?.includes(code)
      ? 'duplicate'
      : code === signErrorCode
        ? 'key-refused'
        : code === tooManyRequestsCode
          ? 'rate-limited'
          : transientGatewayCodes.includes(code)
            ? 'gateway-failed'
            : 'refused';
  return { kind, error, reason: error, code };
}

/**
 * The outcome of a success answer whose `data` is `data`: the data, as the endpoint's schema reads it,
 * when it matches and, for a write, names its record by one of the members that identify it; else an
 * unreadable answer.
 */
function settleData(endpoint: AnyEndpoint, body: string, code: number, data: unknown): Outcome {
  let result: v.SafeParseResult<typeof endpoint.data> | undefined;
  try {
    result = v.safeParse(endpoint.data, data);
  } catch {
    // A schema that throws (a transform of its own) reads nothing.
    result = undefined;
  }
  let reason = 'data does not match the response schema';
  if (result?.success) {
    const identity = recordIdentity(endpoint);
    if (identity.length === 0 || identifies(result.output, identity))
      return { kind: 'success', data: result.output, code };
    reason = `data names none of ${identity.join(', ')}, so it identifies no record`;
  }
  const error = new ResponseFormatError(endpoint.path, reason, {
    body,
    data,
    succeeded: true,
    issues: result && !result.success ? toValidationIssues(result.issues, endpoint.data) : [],
  });
  return { kind: 'unreadable', error, reason: error, code };
}

/** Whether `data` has at least one of `members`, neither absent nor `null`. */
function identifies(data: unknown, members: readonly string[]): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return members.some((member) => record[member] !== undefined && record[member] !== null);
}

/** System error codes meaning the connection was never established, so nothing was sent. */
const unsentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * The outcome of an attempt that got no answer. Only an abort of the caller's own signal is the
 * caller's: an abort from anywhere else (a `fetch` with a timer of its own) once the request was sent
 * is an answer lost like a reset.
 */
function settleFailure(path: string, attempt: Attempt & { answered: false }, context: SettleContext): Outcome {
  const reason = attempt.error;
  const { signal } = context;
  // Not signed: its error is already the typed one (the caller's abort, the deadline, the signer's failure).
  if (!attempt.signed)
    return { kind: signal?.aborted ? 'aborted' : attempt.unsent ? 'unsent' : 'not-sent', error: reason, reason };
  if (signal?.aborted) {
    const error = new CallAbortedError(path, { cause: signal.reason });
    return { kind: attempt.sent ? 'aborted-in-flight' : 'aborted', error, reason };
  }
  if (attempt.timedOut) {
    const error = new TimeoutError(path, context.timeout === false ? 0 : context.timeout, { cause: reason });
    return { kind: 'lost', error, reason };
  }
  const code = systemErrorCode(reason);
  const lost = attempt.sent && !(code !== undefined && unsentCodes.has(code));
  // A lost request's error says it was sent: its outcome is unknown, the gateway was reached.
  const error = new NetworkError(path, code, { cause: reason, url: context.url, sent: lost });
  if (!attempt.sent) return { kind: 'not-sent', error, reason };
  return { kind: lost ? 'lost' : 'unsent', error, reason };
}

/** Why an attempt with `outcome` got no answer, as its metadata says. */
export function failureOf(outcome: Outcome): AttemptMetadata['failure'] {
  if (outcome.kind === 'aborted' || outcome.kind === 'aborted-in-flight') return 'aborted';
  const reason = outcome.kind === 'success' ? undefined : outcome.reason;
  return reason instanceof Error && reason.name === 'TimeoutError' ? 'timeout' : 'network';
}
