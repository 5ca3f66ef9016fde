/**
 * `@lintas/core/tracing`: OpenTelemetry spans of a client's calls. Import it only when you trace: a
 * client without it bundles none of this code.
 *
 * @example
 * ```ts
 * import { trace } from '@opentelemetry/api';
 * import { createClient } from '@lintas/core';
 * import { tracing } from '@lintas/core/tracing';
 *
 * const client = createClient({ baseUrl, appId, signer, tracer: tracing(trace.getTracer('lintas')) });
 * ```
 *
 * @packageDocumentation
 */
export type { TraceAttributes, TraceAttributeValue, Tracer, TraceSpan, TraceSpanOptions } from '../types/tracer.js';
export { tracing } from './tracing.js';
