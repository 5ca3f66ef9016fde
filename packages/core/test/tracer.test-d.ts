import type { Tracer as OpenTelemetryTracer, Span } from '@opentelemetry/api';
import { describe, expectTypeOf, it } from 'vitest';
import type { ClientConfig, NotificationHandlerOptions, TraceAttributes, Tracer, TraceSpan } from '../src/index.js';
import { tracing } from '../src/tracing/index.js';

describe('Tracer', () => {
  it('is met by the Tracer of @opentelemetry/api, so its tracer is passed as it is', () => {
    expectTypeOf<OpenTelemetryTracer>().toExtend<Tracer>();
    expectTypeOf<Span>().toExtend<TraceSpan>();
    expectTypeOf<OpenTelemetryTracer>().toExtend<NonNullable<NotificationHandlerOptions['tracer']>>();
    expectTypeOf(tracing).parameter(0).toEqualTypeOf<Tracer>();
  });

  it("is a client's tracer once tracing() has built it, and not before", () => {
    expectTypeOf(tracing({} as OpenTelemetryTracer)).toExtend<NonNullable<ClientConfig['tracer']>>();
    expectTypeOf<OpenTelemetryTracer>().not.toExtend<NonNullable<ClientConfig['tracer']>>();
  });

  it('is not met by an object without startActiveSpan', () => {
    expectTypeOf<{ startSpan(name: string): Span }>().not.toExtend<Tracer>();
  });

  it('takes attributes of strings, numbers and booleans only', () => {
    expectTypeOf<{ a: string; b: number; c: boolean }>().toExtend<TraceAttributes>();
    expectTypeOf<{ a: { nested: string } }>().not.toExtend<TraceAttributes>();
  });
});
