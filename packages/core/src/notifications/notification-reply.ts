import { isNotificationEnvelopeError } from '../errors/notification-envelope-error.js';
import { isNotificationExpiredError } from '../errors/notification-expired-error.js';
import { isNotificationJsonError } from '../errors/notification-json-error.js';
import { isNotificationPayloadError } from '../errors/notification-payload-error.js';
import { isNotificationRawBodyError } from '../errors/notification-raw-body-error.js';
import { isSignatureError } from '../errors/signature-error.js';

/**
 * The answer the gateway requires once a notification is processed: exactly
 * `{"code":10000,"message":"Success"}` (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html). Any other answer makes it redeliver.
 * `createNotificationHandler` sends it for you; answer it yourself when you use `verifyNotification`.
 *
 * @example
 * ```ts
 * import { notificationAcknowledgement, verifyNotification } from '@lintas/core';
 *
 * const notification = await verifyNotification(await request.text(), { verifier });
 * await process(notification);
 * return Response.json(notificationAcknowledgement);
 * ```
 */
export const notificationAcknowledgement = { code: 10000, message: 'Success' } as const;

/**
 * A reply to the gateway, as a `payment.verification` listener returns it: `code` 10000 to allow the
 * payment (another code to refuse it), a `message`, and the `data` the gateway asks for.
 *
 * @example
 * ```ts
 * import type { NotificationReply } from '@lintas/core';
 *
 * const allow: NotificationReply = { code: 10000, message: 'Success', data: { mchOrderId: 'va-1', amount: 150000 } };
 * ```
 */
export interface NotificationReply {
  readonly code: number;
  readonly message: string;
  readonly data?: Readonly<Record<string, unknown>> | null;
}

/** True when `value` is a {@link NotificationReply}. */
export function isNotificationReply(value: unknown): value is NotificationReply {
  if (typeof value !== 'object' || value === null) return false;
  const { code, message } = value as Record<string, unknown>;
  return typeof code === 'number' && Number.isInteger(code) && typeof message === 'string';
}

/** A listener's reply as a `Response`: HTTP 200, `application/json`. */
export function replyResponse(reply: NotificationReply): Response {
  return jsonResponse(200, { code: reply.code, message: reply.message, data: reply.data ?? null });
}

/** The acknowledgement as a `Response`: HTTP 200, `application/json`. */
export function acknowledgementResponse(): Response {
  return jsonResponse(200, notificationAcknowledgement);
}

/**
 * The refusal of a notification that failed verification, or of a delivery that failed: its HTTP
 * status and a JSON body whose `code` is not 10000 (the HTTP status times 100), so the gateway
 * redelivers. Messages of verification errors say what to fix and hold no secret; any other error
 * answers a generic message, so nothing of your handler's internals leaks to the caller.
 */
export function refusalResponse(error: unknown): Response {
  if (isSignatureError(error) && (error.reason === 'missing-signature' || error.reason === 'verification-failed')) {
    return failure(401, error.message);
  }
  if (
    isNotificationRawBodyError(error) ||
    isNotificationJsonError(error) ||
    isNotificationEnvelopeError(error) ||
    isNotificationPayloadError(error) ||
    isNotificationExpiredError(error)
  ) {
    return failure(400, error.message);
  }
  return failure(500, 'The notification was not processed; deliver it again later.');
}

/** A non-acknowledgement answer. */
export function failure(status: number, message: string, headers?: Record<string, string>): Response {
  return jsonResponse(status, { code: status * 100, message }, headers);
}

function jsonResponse(status: number, body: object, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
