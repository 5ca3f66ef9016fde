import {
  type InferData,
  NotificationFailedCodeSchema,
  NotificationFailedMessageSchema,
  NotificationIntegerSchema,
  NotificationTimeSchema,
  openEnum,
} from '@lintas/core';
import * as v from 'valibot';

/**
 * `payment.refund.success` / `payment.refund.failed` / `payment.refund.cancel`: a refund finished.
 * Sent to the refund's `refundCallbackUrl`.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { RefundNotificationSchema } from '@lintas/neutral';
 *
 * // Re-check a payload you stored from a 'payment.refund.success' notification.
 * const payload = v.parse(RefundNotificationSchema, JSON.parse(storedParam));
 * ```
 */
export const RefundNotificationSchema = v.looseObject({
  /** The merchant's refund id. */
  mchRefundOrderId: v.string(),
  /** The gateway's refund id. */
  refundTransactionId: v.string(),
  /** The refunded payment's `transactionId`. */
  originalTransactionId: v.string(),
  /** In minor units. */
  refundAmount: NotificationIntegerSchema,
  /** The fee given back with the refund, in minor units. */
  feeRefunded: v.optional(NotificationIntegerSchema),
  refundStatus: openEnum(['PENDING', 'COMPLETE', 'FAILED']),
  refundCreateTime: v.optional(NotificationTimeSchema),
  refundReturnTime: v.optional(NotificationTimeSchema),
  refundReason: v.optional(v.string()),
  /** Only when failed, e.g. `-10009`. */
  failedCode: v.optional(NotificationFailedCodeSchema),
  /** Only when failed. */
  failedMessage: v.optional(NotificationFailedMessageSchema),
});

/** The payload of `payment.refund.success` / `.failed` / `.cancel`. */
export type RefundNotificationPayload = InferData<typeof RefundNotificationSchema>;
