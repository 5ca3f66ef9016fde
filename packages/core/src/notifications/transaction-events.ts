import type { InferOutput } from 'valibot';
import type {
  GatewayRecord,
  NotificationDefinition,
  NotificationLookup,
  NotificationSchema,
  NotificationStatusRule,
} from './define-notification.js';

/**
 * The statuses of a completed transaction, as copies of the gateway spell them
 * (https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html,
 * https://jtdoc.paycools.com/DirectDebit/PayDetail.html): a notification and its lookup may come from
 * different copies.
 */
export const completedStatuses = ['COMPLETED', 'COMPLETE', 'SUCCESS'] as const;

/**
 * The statuses of a transaction that did not complete and never will: `FAILED`, and `CLOSED` once the
 * merchant closed it (https://docs.paycools.com/en/v2/Payment/Close.html).
 */
export const failedStatuses = ['FAILED', 'CLOSED'] as const;

const settled = [...completedStatuses, ...failedStatuses];

/** What {@link transactionEvents} declares both events with. */
export interface TransactionEventsOptions<TKind extends string, TSchema extends NotificationSchema, TRecord> {
  /** What happened to what: `notification.kind`, e.g. `'payment'`, `'payout'`. */
  readonly kind: TKind;
  /** The payload schema: the members of a transaction (`transactionNotificationEntries`) and the event's own. */
  readonly schema: TSchema;
  /**
   * The members the merchant chose for the address the notifications go to. Default `['mchOrderId']`
   * (the `notifyUrl` of a payment, a code or a checkout); `false` for events sent to a fixed address
   * (payouts go to the dashboard's URL).
   */
  readonly bound?: readonly string[] | false;
  /**
   * Looks the transaction up with the family's lookup, e.g.
   * `confirmPaymentNotification(queryPayment, ({ mchOrderId }) => ({ mchOrderId }))`. Absent when the
   * gateway documents none.
   */
  readonly confirm?: (
    payload: InferOutput<TSchema>,
    lookup: NotificationLookup,
  ) => Promise<GatewayRecord<TRecord> | undefined>;
}

/** The two events of a transaction's outcome, `<prefix>.success` and `<prefix>.failed`. */
export type TransactionEvents<
  TPrefix extends string,
  TKind extends string,
  TSchema extends NotificationSchema,
  TRecord,
> = {
  readonly [TEventName in `${TPrefix}.success` | `${TPrefix}.failed`]: NotificationDefinition<TKind, TSchema, TRecord>;
};

/**
 * For plugin authors: the events of a transaction's outcome, `<prefix>.success` and `<prefix>.failed`,
 * declared once. Both are keyed on `transactionId`, bound to `mchOrderId` (see `bound`), confirmed with
 * `confirm`, and read their `transactionStatus` as their names announce it: a `.success` whose status is
 * not a completed one (`COMPLETED`, `COMPLETE`, `SUCCESS`), or a `.failed` whose status is not `FAILED`
 * or `CLOSED`, is refused; a record not settled yet (`PENDING`) makes an early notification come back later.
 *
 * @example
 * ```ts
 * import { confirmPaymentNotification, PaymentNotificationSchema, transactionEvents } from '@lintas/core';
 * import { queryPayment } from './endpoints/query-payment.js';
 *
 * export const notifications = {
 *   ...transactionEvents('payment', {
 *     kind: 'payment',
 *     schema: PaymentNotificationSchema,
 *     confirm: confirmPaymentNotification(queryPayment, ({ mchOrderId }) => ({ mchOrderId })),
 *   }),
 * } as const;
 * ```
 */
export function transactionEvents<
  const TPrefix extends string,
  const TKind extends string,
  TSchema extends NotificationSchema,
  TRecord = never,
>(
  prefix: TPrefix,
  options: TransactionEventsOptions<TKind, TSchema, TRecord>,
): TransactionEvents<TPrefix, TKind, TSchema, TRecord> {
  const declare = (outcome: readonly string[]): NotificationDefinition<TKind, TSchema, TRecord> => ({
    kind: options.kind,
    schema: options.schema,
    key: ['transactionId'],
    status: { member: 'transactionStatus', outcome, settled } satisfies NotificationStatusRule,
    ...(options.bound === false ? {} : { bound: options.bound ?? ['mchOrderId'] }),
    ...(options.confirm === undefined ? {} : { confirm: options.confirm }),
  });
  return {
    [`${prefix}.success`]: declare(completedStatuses),
    [`${prefix}.failed`]: declare(failedStatuses),
  } as TransactionEvents<TPrefix, TKind, TSchema, TRecord>;
}
