import * as v from 'valibot';
import { openEnum } from '../../schemas/open-enum.js';

// Notification schemas are lenient on purpose: a refusal makes the gateway redeliver a notification
// that will never pass, so only what a merchant needs to act on is required, and every member
// accepts the forms copies of the gateway's documentation show (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html).

/** An integer (amounts, fees) sent as a number, or as a string of digits that is read as a number. */
export const NotificationIntegerSchema = v.union([
  v.pipe(v.number(), v.integer('must be an integer')),
  v.pipe(v.string(), v.regex(/^-?\d+$/, 'must be an integer'), v.transform(Number)),
]);

/**
 * A date-time as the gateway writes it, kept as text: `YYYY-MM-DD HH:mm:ss` (gateway local time) or ISO
 * 8601 with an offset, depending on the copy. Read it with `parseGatewayDateTime`.
 */
export const NotificationTimeSchema = v.string();

/** A `failedCode` such as `-10004`: an integer in most copies, a string in one; digit strings become numbers. */
export const FailedCodeSchema = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number)),
  v.string(),
]);

/** A `failedMessage`: text (one copy types it as a number; numbers become text). */
export const FailedMessageSchema = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

/** `transactionStatus` of payments and payouts, open to values not seen yet. */
export const TransactionStatusSchema = openEnum(['PENDING', 'COMPLETED', 'FAILED']);

/** Members shared by every transaction notification (payments of each kind, payouts). */
export const transactionNotificationEntries = {
  /** The merchant's order id. */
  mchOrderId: v.string(),
  /** The gateway's transaction id. */
  transactionId: v.string(),
  /** In minor units (PHP 500.10 → `50010`; Indonesia counts whole rupiah). */
  amount: NotificationIntegerSchema,
  transactionStatus: TransactionStatusSchema,
  createTime: v.optional(NotificationTimeSchema),
  returnTime: v.optional(NotificationTimeSchema),
  remark: v.optional(v.string()),
  /** Only when failed, e.g. `-10004` (see `TransactionFailedCode`). */
  failedCode: v.optional(FailedCodeSchema),
  /** Only when failed. */
  failedMessage: v.optional(FailedMessageSchema),
};
