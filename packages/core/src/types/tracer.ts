/** The value of a span attribute: a string, a number or a boolean. */
export type TraceAttributeValue = string | number | boolean;

/** Span attributes by name; an `undefined` value is left out. */
export type TraceAttributes = Readonly<Record<string, TraceAttributeValue | undefined>>;

/**
 * The members of an OpenTelemetry `Span` that Lintas uses (https://opentelemetry.io/docs/specs/otel/trace/api/#span).
 * A span of `@opentelemetry/api` is one.
 */
export interface TraceSpan {
  /** Sets attributes; a span that is not recording ignores them. */
  setAttributes(attributes: TraceAttributes): unknown;
  /** Adds a timestamped event with its attributes. */
  addEvent(name: string, attributes?: TraceAttributes): unknown;
  /** Sets the status: `2` (`SpanStatusCode.ERROR`) with a message when the operation failed. */
  setStatus(status: { readonly code: 0 | 1 | 2; readonly message?: string }): unknown;
  /** Ends the span. */
  end(): void;
}

/** The options Lintas starts a span with: its kind (`SpanKind`: `1` server, `2` client) and first attributes. */
export interface TraceSpanOptions {
  readonly kind?: 0 | 1 | 2 | 3 | 4;
  readonly attributes?: TraceAttributes;
}

/**
 * The member of an OpenTelemetry `Tracer` that Lintas uses: pass `trace.getTracer('lintas')` from
 * `@opentelemetry/api` as the client's (or the notification handler's) `tracer`. Lintas itself imports
 * nothing from OpenTelemetry: without a `tracer`, no tracing code runs and nothing is loaded.
 *
 * Each call is one span (its attempts are events), active while it runs: under your request's span
 * when one is active, and the parent of its recovery lookup's span, through your process's async context
 * manager (the OpenTelemetry Node SDK registers one); without one, each span is a root of its own.
 *
 * @example
 * ```ts
 * import { trace } from '@opentelemetry/api';
 * import { createClient } from '@lintas/core';
 *
 * const client = createClient({ baseUrl, appId, signer, tracer: trace.getTracer('lintas') });
 * ```
 */
export interface Tracer {
  /** Starts a span, makes it the active one while `fn` runs, and returns what `fn` returns. */
  startActiveSpan<TResult>(name: string, options: TraceSpanOptions, fn: (span: TraceSpan) => TResult): TResult;
}
