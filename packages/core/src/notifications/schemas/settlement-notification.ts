import * as v from 'valibot';
import type { InferData } from '../../types/known-fields.js';
import { NotificationIntegerSchema, NotificationTimeSchema } from './notification-fields.js';

/**
 * `settle.payment.success`: the money of a paid transaction was settled to your account (BluePay J&T).
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { SettlementNotificationSchema } from '@lintas/core';
 *
 * // Re-check a payload you stored from a 'settle.payment.success' notification.
 * const payload = v.parse(SettlementNotificationSchema, JSON.parse(storedParam));
 * ```
 */
// https://jtdocs.bluepay.asia/en/SettleNotification.html
export const SettlementNotificationSchema = v.looseObject({
  /** Your order id of the settled transaction. */
  mchOrderId: v.string(),
  /** The gateway's id of the settled transaction. */
  transactionId: v.string(),
  /** The settled amount in minor units. */
  amount: NotificationIntegerSchema,
  /** The fee kept, in minor units. */
  fee: v.optional(NotificationIntegerSchema),
  channelCode: v.optional(v.string()),
  /** The project the transaction belongs to, e.g. `PPCASH` or `VIP`. */
  projectType: v.optional(v.string()),
  /** When the settlement happened: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  settledReturnTime: v.optional(NotificationTimeSchema),
  remark: v.optional(v.string()),
});

/** The payload of `settle.payment.success`. */
export type SettlementNotificationPayload = InferData<typeof SettlementNotificationSchema>;
