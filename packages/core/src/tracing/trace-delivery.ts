import type { Notification } from '../notifications/notification.js';
import type { TraceAttributes, Tracer, TraceSpan } from '../types/tracer.js';
import { errorType } from './error-type.js';
import { guarded } from './guarded.js';

/** `SpanKind.SERVER` of OpenTelemetry. */
const serverKind = 1;
/** `SpanStatusCode.ERROR` of OpenTelemetry. */
const errorStatus = 2;

/** What the notification handler tells the span of one delivery as it processes it. */
export interface DeliveryTrace {
  /** The notification was verified. */
  verified(notification: Notification): void;
  /** The store's answer to the claim (`first` when processing goes on), or `off` without a store. */
  claimed(claim: 'first' | 'duplicate' | 'in-progress' | 'off'): void;
  /**
   * The listener resolved (`acknowledged`), its job is in the queue for a worker to run it (`enqueued`),
   * or no listener handles the event (`unhandled`).
   */
  listened(outcome: 'acknowledged' | 'enqueued' | 'unhandled'): void;
  /** A refusal or failure at `stage`, as `onError` is told of it. */
  failed(stage: string, error: unknown): void;
}

/**
 * Runs the handling of one delivery (`handle`) in a span of `tracer` named `lintas notification`: its
 * event, the merchant's `mchOrderId`, whether it verified, what the store said (a duplicate runs no
 * listener), the listener's outcome and the HTTP status answered. No attribute holds the signature, the
 * param, the deduplication key or the payer's data. A tracer that throws never changes the answer.
 */
export function traceDelivery(
  tracer: Tracer,
  request: Request,
  handle: (request: Request, trace: DeliveryTrace) => Promise<Response>,
): Promise<Response> {
  const attributes: Record<string, string | number> = {};
  let error: unknown;
  const trace: DeliveryTrace = {
    verified: (notification) => {
      attributes['lintas.notification.event'] = notification.eventName;
      attributes['lintas.notification.verification'] = 'verified';
      const mchOrderId = (notification.payload as Record<string, unknown>).mchOrderId;
      if (typeof mchOrderId === 'string') attributes['lintas.key.mchOrderId'] = mchOrderId;
    },
    claimed: (claim) => {
      attributes['lintas.notification.dedupe'] = claim;
    },
    listened: (outcome) => {
      attributes['lintas.notification.listener'] = outcome;
    },
    failed: (stage, failure) => {
      if (stage === 'verification') attributes['lintas.notification.verification'] = 'refused';
      if (stage === 'listener') attributes['lintas.notification.listener'] = 'failed';
      // The first failure is the delivery's; a store failing to release after it is not.
      if (error !== undefined) return;
      error = failure;
      attributes['lintas.notification.failed_at'] = stage;
    },
  };
  let running: Promise<Response> | undefined;
  try {
    return tracer.startActiveSpan('lintas notification', { kind: serverKind }, (span) => {
      running = handle(request, trace);
      return running.then(
        (response) => {
          guarded(() => endDeliverySpan(span, attributes, response.status, error));
          return response;
        },
        (failure: unknown) => {
          guarded(() => endDeliverySpan(span, attributes, undefined, failure));
          throw failure;
        },
      );
    });
  } catch {
    // The tracer failed: the delivery is handled (once) untraced.
    return running ?? handle(request, trace);
  }
}

/** Ends a delivery's span with what it learnt, the status answered and the error's name, if any. */
function endDeliverySpan(
  span: TraceSpan,
  attributes: TraceAttributes,
  status: number | undefined,
  error: unknown,
): void {
  const type = error === undefined ? undefined : errorType(error);
  span.setAttributes({ ...attributes, 'http.response.status_code': status, 'error.type': type });
  if (type !== undefined) span.setStatus({ code: errorStatus, message: type });
  span.end();
}
