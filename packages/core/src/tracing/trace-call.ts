import type { CallRecord } from '../call/call-record.js';
import type { Action, OutcomeKind } from '../call/decide.js';
import { isGatewayError } from '../errors/gateway-error.js';
import { isOutcomeUnknownError } from '../errors/outcome-unknown-error.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { TraceAttributes, Tracer, TraceSpan } from '../types/tracer.js';
import { errorType } from './error-type.js';
import { guarded } from './guarded.js';

/** `SpanKind.CLIENT` of OpenTelemetry. */
const clientKind = 2;
/** `SpanStatusCode.ERROR` of OpenTelemetry. */
const errorStatus = 2;

/**
 * Runs one call (`run`) in a span of `tracer`, active while it runs, named after the endpoint: its
 * policy and the merchant keys of its `params` first, its attempts as events (see {@link traceAttempt}),
 * and how it ended. Only the merchant's own keys, codes and error names are recorded: no key, no
 * signature, no param beyond the keys. A tracer that throws never changes the call's outcome.
 */
export function traceCall<TResult>(
  tracer: Tracer,
  endpoint: AnyEndpoint,
  params: unknown,
  record: CallRecord,
  run: () => Promise<TResult>,
): Promise<TResult> {
  let running: Promise<TResult> | undefined;
  try {
    const options = { kind: clientKind, attributes: startAttributes(endpoint, params) } as const;
    return tracer.startActiveSpan(`lintas ${endpoint.path}`, options, (span) => {
      record.span = span;
      running = run();
      return running.then(
        (data) => {
          guarded(() => endCallSpan(span, record, undefined));
          return data;
        },
        (error: unknown) => {
          guarded(() => endCallSpan(span, record, error));
          throw error;
        },
      );
    });
  } catch {
    // The tracer failed: the call runs (once) untraced.
    record.span = undefined;
    return running ?? run();
  }
}

/**
 * Adds attempt number `attempt` of a traced call to its span as a `lintas.attempt` event: what it
 * showed (`outcome`), what the call did next (`action`), and its answer's status and code or why it got
 * none. Does nothing for a call that is not traced.
 */
export function traceAttempt(
  record: CallRecord | undefined,
  attempt: number,
  outcome: OutcomeKind,
  error: unknown,
  action: Action,
): void {
  const span = record?.span;
  if (!span) return;
  const last = record.attempts.at(-1);
  const entry = last?.attempt === attempt ? last : undefined;
  guarded(() =>
    span.addEvent('lintas.attempt', {
      'lintas.attempt': attempt,
      'lintas.outcome': outcome,
      'lintas.action': action,
      'http.response.status_code': entry?.status,
      'lintas.gateway_code': entry?.code,
      'lintas.duration_ms': entry && Math.round(entry.durationMs),
      'error.type': outcome === 'success' ? undefined : errorType(error),
    }),
  );
}

/** The endpoint, its retry policy and the merchant keys among `params` (strings and numbers only). */
function startAttributes(endpoint: AnyEndpoint, params: unknown): TraceAttributes {
  const policy = endpoint.retry;
  const attributes: Record<string, string | number> = {
    'lintas.endpoint': endpoint.path,
    'lintas.retry_policy': policy === 'read' ? 'read' : policy.recover ? 'recoverable' : 'write',
  };
  if (policy === 'read' || typeof params !== 'object' || params === null) return attributes;
  for (const key of policy.keys) {
    const value = (params as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') attributes[`lintas.key.${key}`] = value;
  }
  return attributes;
}

/**
 * Ends a call's span: attempts, whether recovery ran, the last answer's status and code, and the
 * outcome (`success`, `recovered`, `failed`, or `unknown` for an `OutcomeUnknownError`); a failure sets
 * the error status with the error's name (and gateway code), never its message.
 */
function endCallSpan(span: TraceSpan, record: CallRecord, error: unknown): void {
  let answer: CallRecord['attempts'][number] | undefined;
  for (const attempt of record.attempts) if (attempt.status !== undefined) answer = attempt;
  const failed = error !== undefined;
  const outcome = isOutcomeUnknownError(error)
    ? 'unknown'
    : failed
      ? 'failed'
      : record.recovered
        ? 'recovered'
        : 'success';
  span.setAttributes({
    'lintas.attempts': record.attempts.length,
    'lintas.recovered': record.recovered,
    'lintas.outcome': outcome,
    'http.response.status_code': answer?.status,
    'lintas.gateway_code': answer?.code,
    'error.type': failed ? errorType(error) : undefined,
  });
  if (failed) {
    const code = isGatewayError(error) ? ` ${error.code}` : '';
    span.setStatus({ code: errorStatus, message: `${errorType(error)}${code}` });
  }
  span.end();
}
