import { type InferData, NotificationIntegerSchema, NotificationTimeSchema } from '@lintas/core';
import * as v from 'valibot';

/** A date as the settlement pages write it: `yyyy-MM-dd`. */
const SettlementDateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, yyyy-MM-dd'));

/**
 * Settlement Notification (V1) of `settle.payment.success`: one paid transaction was settled to your
 * account, with its amount and fee (BluePay J&T).
 */
// https://jtdocs.bluepay.asia/en/SettleNotification.html
export const SettlementNotificationV1Schema = v.looseObject({
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

/** One merchant's share of a settlement date in Settlement Notification V2. */
export const SettlementDetailSchema = v.looseObject({
  /** The merchant's `appId`: yours (the master merchant) or one of your sub-merchants'. */
  appId: v.string(),
  /** The settlement date, `yyyy-MM-dd`. */
  settlementDate: SettlementDateSchema,
  /** The transaction dates settled on it for this `appId`, each `yyyy-MM-dd`: the `transDate`s to download. */
  transDateList: v.array(SettlementDateSchema),
});

/**
 * Settlement Notification V2 of `settle.payment.success`: every transaction of a settlement date is
 * settled, and the reconciliation package of each listed transaction date can be downloaded
 * (`downloadReport` of `@lintas/neutral`, or `reconcileDay` of `@lintas/end-of-day`). Sent once per
 * master merchant and settlement date, to the master merchant only, with no order member.
 */
// https://jtdocs.bluepay.asia/en/SettleNotificationV2.html
export const SettlementNotificationV2Schema = v.looseObject({
  /** The country of the settlement, e.g. `TH`. */
  countryCode: v.string(),
  /** Your `appId` and your sub-merchants', each with its settlement date and transaction dates. */
  settlementDetailList: v.pipe(v.array(SettlementDetailSchema), v.minLength(1, 'must list at least one appId')),
  /**
   * When the gateway sent it: `yyyy-MM-dd HH:mm:ss`, gateway local time. The page marks it required; it
   * is read as optional so a copy that leaves it out is not refused (and redelivered) for a timestamp.
   */
  notifyTime: v.optional(NotificationTimeSchema),
});

const isV2Input = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && 'settlementDetailList' in input;

/**
 * The payload of `settle.payment.success`, in either of its two shapes, told apart by shape (both
 * carry the same `eventName`): V2 (a settlement date, with `settlementDetailList`) or V1 (one
 * transaction, with `transactionId`). A payload with `settlementDetailList` is read as V2 and only as
 * V2, so what a refusal names is that shape's member. Narrow with {@link isSettlementNotificationV2}.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { isSettlementNotificationV2, SettlementNotificationSchema } from '@lintas/thailand';
 *
 * const payload = v.parse(SettlementNotificationSchema, JSON.parse(storedParam));
 * if (isSettlementNotificationV2(payload)) console.log(payload.settlementDetailList);
 * else console.log(payload.transactionId, payload.amount);
 * ```
 */
export const SettlementNotificationSchema = v.lazy((input) =>
  isV2Input(input) ? SettlementNotificationV2Schema : SettlementNotificationV1Schema,
) as v.GenericSchema<
  v.InferInput<typeof SettlementNotificationV1Schema> | v.InferInput<typeof SettlementNotificationV2Schema>,
  v.InferOutput<typeof SettlementNotificationV1Schema> | v.InferOutput<typeof SettlementNotificationV2Schema>
>;

/** Settlement Notification V1: one settled transaction. */
export type SettlementNotificationV1Payload = InferData<typeof SettlementNotificationV1Schema>;

/** Settlement Notification V2: a settled date, for you and your sub-merchants. */
export type SettlementNotificationV2Payload = InferData<typeof SettlementNotificationV2Schema>;

/** The payload of `settle.payment.success`: V1 or V2 (see {@link isSettlementNotificationV2}). */
export type SettlementNotificationPayload = SettlementNotificationV1Payload | SettlementNotificationV2Payload;

/**
 * True for Settlement Notification V2 (a settlement date, `settlementDetailList`), false for V1 (one
 * transaction): narrows the payload of `settle.payment.success`.
 *
 * @example
 * ```ts
 * import { isSettlementNotificationV2 } from '@lintas/thailand';
 *
 * on: {
 *   'settle.payment.success': async (n) => {
 *     if (isSettlementNotificationV2(n.payload)) {
 *       for (const day of n.payload.settlementDetailList) await jobs.reconcile(day.appId, day.transDateList);
 *     } else {
 *       await ledger.markSettled(n.payload.mchOrderId, n.payload.amount, n.payload.fee);
 *     }
 *   },
 * }
 * ```
 */
export function isSettlementNotificationV2(
  payload: SettlementNotificationPayload,
): payload is SettlementNotificationV2Payload {
  return 'settlementDetailList' in payload;
}

/**
 * The deduplication id of a settlement notification: V1 names its transaction; V2 its country,
 * settlement dates and appIds, since the gateway sends it once per master merchant and settlement date
 * (https://jtdocs.bluepay.asia/en/SettleNotificationV2.html) and a redelivery may carry another
 * `notifyTime`.
 */
export function settlementNotificationId(payload: SettlementNotificationPayload): string {
  if (!isSettlementNotificationV2(payload)) return payload.transactionId;
  const list = payload.settlementDetailList;
  const dates = [...new Set(list.map((detail) => detail.settlementDate))].sort();
  const appIds = [...new Set(list.map((detail) => detail.appId))].sort();
  return `${payload.countryCode}:${dates.join(',')}:${appIds.join(',')}`;
}
