import { policyKindOf } from '../call/decide.js';
import { ConfigurationError } from '../errors/configuration-error.js';
import { isGatewayError } from '../errors/gateway-error.js';
import { isOutcomeUnknownError } from '../errors/outcome-unknown-error.js';
import { personalFields } from '../personal-data/personal-fields.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import type { CallMetadata } from '../types/metadata.js';
import type { AttemptReport, CallObserver } from '../types/observer.js';
import type { TraceAttributes, Tracer, TraceSpan } from '../types/tracer.js';
import { errorType } from './error-type.js';
import { guarded } from './guarded.js';

/** `SpanKind.CLIENT` of OpenTelemetry. */
const clientKind = 2;
/** `SpanStatusCode.ERROR` of OpenTelemetry. */
const errorStatus = 2;

/**
 * Traces each call of a client with an OpenTelemetry tracer: pass it as the client's `tracer`. Each
 * call is a span named `lintas <endpoint path>`, active while it runs, with its retry policy and
 * merchant keys (`lintas.key.mchOrderId`, ...), one `lintas.attempt` event per attempt (what it
 * showed, what the call did next, its status, gateway code and signer's `keyId`, or why it got no
 * answer), and how it ended (`lintas.outcome`: `success`, `recovered`, `failed` or `unknown`); a
 * recovery lookup is a span under it. Only the merchant's own keys, codes and error names are recorded: no key, no signature, no
 * param beyond the keys, and no personal data (a key marked `personalData()` is left out). A tracer
 * that throws never changes a call.
 *
 * @example
 * ```ts
 * import { trace } from '@opentelemetry/api';
 * import { createClient } from '@lintas/core';
 * import { tracing } from '@lintas/core/tracing';
 *
 * const client = createClient({ baseUrl, appId, signer, tracer: tracing(trace.getTracer('lintas')) });
 * ```
 */
export function tracing(tracer: Tracer): CallObserver {
  if (typeof tracer?.startActiveSpan !== 'function') {
    throw new ConfigurationError(
      'tracer',
      "tracing: the tracer must be an OpenTelemetry Tracer, e.g. trace.getTracer('lintas') from @opentelemetry/api, not the trace API or a TracerProvider",
    );
  }
  return {
    observe(call, run) {
      const options = { kind: clientKind, attributes: startAttributes(call.endpoint, call.params) } as const;
      return tracer.startActiveSpan(`lintas ${call.endpoint.path}`, options, (span) =>
        run({ attempted: (report) => guarded(() => addAttempt(span, report)) }).then(
          (data) => {
            guarded(() => endCallSpan(span, call.metadata(), undefined));
            return data;
          },
          (error: unknown) => {
            guarded(() => endCallSpan(span, call.metadata(), error));
            throw error;
          },
        ),
      );
    },
  };
}

/** Adds one attempt to its call's span as a `lintas.attempt` event. */
function addAttempt(span: TraceSpan, report: AttemptReport): void {
  span.addEvent('lintas.attempt', {
    'lintas.attempt': report.attempt,
    'lintas.outcome': report.outcome,
    'lintas.action': report.action,
    'http.response.status_code': report.status,
    'lintas.gateway_code': report.code,
    'lintas.duration_ms': Math.round(report.durationMs),
    'lintas.key_id': report.keyId,
    'error.type': report.outcome === 'success' ? undefined : errorType(report.error),
  });
}

/**
 * The endpoint, its retry policy and the merchant keys among `params` (strings and numbers only), but
 * for a key that is personal data.
 */
function startAttributes(endpoint: AnyEndpoint, params: unknown): TraceAttributes {
  const policy = endpoint.retry;
  const attributes: Record<string, string | number> = {
    'lintas.endpoint': endpoint.path,
    'lintas.retry_policy': policyKindOf(policy),
  };
  if (policy === 'read' || typeof params !== 'object' || params === null) return attributes;
  const personal = personalFields(endpoint.params);
  for (const key of policy.keys) {
    if (personal.has(key)) continue;
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
function endCallSpan(span: TraceSpan, metadata: CallMetadata, error: unknown): void {
  const failed = error !== undefined;
  const outcome = isOutcomeUnknownError(error)
    ? 'unknown'
    : failed
      ? 'failed'
      : metadata.recovered
        ? 'recovered'
        : 'success';
  span.setAttributes({
    'lintas.attempts': metadata.attempts.length,
    'lintas.recovered': metadata.recovered,
    'lintas.outcome': outcome,
    'http.response.status_code': metadata.status,
    'lintas.gateway_code': metadata.code,
    'error.type': failed ? errorType(error) : undefined,
  });
  if (failed) {
    const code = isGatewayError(error) ? ` ${error.code}` : '';
    span.setStatus({ code: errorStatus, message: `${errorType(error)}${code}` });
  }
  span.end();
}
