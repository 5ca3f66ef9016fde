import {
  completedStatuses,
  confirmPaymentNotification,
  DirectDebitPaymentNotificationSchema,
  defineNotification,
  type KnownNotification,
  type NotificationLookup,
  type NotificationStatusRule,
  PaymentNotificationSchema,
  transactionEvents,
} from '@lintas/core';
import type * as v from 'valibot';
import { listRefunds } from '../endpoints/list-refunds.js';
import { queryCheckout } from '../endpoints/query-checkout.js';
import { queryPayment } from '../endpoints/query-payment.js';
import { CheckoutPaymentNotificationSchema } from './checkout-payment-notification.js';
import { RefundNotificationSchema } from './refund-notification.js';

/**
 * Confirms a payment notification with the unified status check (`queryPayment`), by its transaction id
 * under your `appId`.
 */
const confirmPayment = confirmPaymentNotification(queryPayment, ({ transactionId }) => ({ transactionId }));

/**
 * Confirms `checkout.payment.success` / `.failed` with `queryCheckout`, whose transaction list holds the
 * paying transaction (its id and status; the list carries no amount).
 */
async function confirmCheckoutPayment(
  payload: v.InferOutput<typeof CheckoutPaymentNotificationSchema>,
  { call }: NotificationLookup,
) {
  const record = await call(queryCheckout, { checkoutId: payload.checkoutId });
  const transaction = record.transactionList?.find((entry) => entry.transactionId === payload.transactionId);
  if (transaction === undefined) return undefined;
  return {
    record,
    members: {
      checkoutId: record.checkoutId,
      transactionId: transaction.transactionId,
      transactionStatus: transaction.transactionStatus,
    },
  };
}

/** How a refund's `refundStatus` reads (https://docs.bluepay.asia/en/refund/RefundCallback.html shows `COMPLETE`). */
const refundSettled = [...completedStatuses, 'FAILED'];

/**
 * `payment.refund.success` / `.failed` / `.cancel`: confirmed with `listRefunds` by the refund's id. The
 * page shows no `refundStatus` of a cancelled refund: `.cancel` compares the record's as it is.
 */
function refundNotification(outcome: readonly string[] | undefined) {
  const status: NotificationStatusRule = {
    member: 'refundStatus',
    settled: refundSettled,
    ...(outcome && { outcome }),
  };
  return defineNotification({
    kind: 'refund',
    schema: RefundNotificationSchema,
    key: ['refundTransactionId'],
    status,
    bound: ['mchRefundOrderId'],
    async confirm(payload, { call }) {
      const refunds = await call(listRefunds, { refundTransactionId: payload.refundTransactionId });
      const record = refunds.find((refund) => refund.refundTransactionId === payload.refundTransactionId);
      if (record === undefined) return undefined;
      return {
        record,
        members: {
          mchRefundOrderId: record.mchRefundOrderId,
          refundTransactionId: record.refundTransactionId,
          originalTransactionId: record.originalTransactionId,
          refundAmount: record.refundAmount,
          refundStatus: record.refundStatus,
        },
      };
    },
  });
}

const payment = transactionEvents('payment', {
  kind: 'payment',
  schema: PaymentNotificationSchema,
  confirm: confirmPayment,
});
const directDebit = transactionEvents('direct.debit', {
  kind: 'direct-debit-payment',
  schema: DirectDebitPaymentNotificationSchema,
  confirm: confirmPayment,
});
const checkoutPayment = transactionEvents('checkout.payment', {
  kind: 'checkout-payment',
  schema: CheckoutPaymentNotificationSchema,
  confirm: confirmCheckoutPayment,
});

/**
 * The notifications the country-neutral operations make the gateway send, by `eventName`, each confirmed
 * with the family's own lookup when the handler is given `confirm`:
 * - `payment.success` / `payment.failed` of a payment made with `createPayment` (its `notifyUrl`),
 *   confirmed with the unified status check by its transaction id;
 * - `direct.debit.success` / `direct.debit.failed` of a payment made with `createPayment` and a pay token
 *   (`channelType` `DIRECT_DEBIT`). Which event the gateway sends for such a payment is not documented
 *   (https://docs.paycools.com/en/v2/Payment/Collection.html shows the request only): it may be
 *   `payment.*`, or the events of a direct-debit payment
 *   (https://jtdocs.bluepay.asia/en/DirectDebit/PayNotification.html). This family declares both, and
 *   confirms either with the unified status check by its transaction id, as any payment it made;
 * - `checkout.payment.success` / `.failed` (`notifyUrl` of `createCheckout`), confirmed with `queryCheckout`;
 *   `.failed` is not in the gateway's documentation (it shows the success event only): it follows the
 *   other kinds;
 * - `payment.refund.success` / `.failed` / `.cancel` (`refundCallbackUrl` of `createRefund`), confirmed
 *   with `listRefunds`.
 */
export const neutralNotifications = {
  /** A payment of `createPayment` completed. */
  'payment.success': payment['payment.success'],
  /** A payment of `createPayment` failed, or was closed. */
  'payment.failed': payment['payment.failed'],
  /** A payment of `createPayment` with a pay token completed. */
  'direct.debit.success': directDebit['direct.debit.success'],
  /** A payment of `createPayment` with a pay token failed, or was closed. */
  'direct.debit.failed': directDebit['direct.debit.failed'],
  /** A payment on a checkout page of `createCheckout` completed. */
  'checkout.payment.success': checkoutPayment['checkout.payment.success'],
  /** A payment on a checkout page of `createCheckout` failed. */
  'checkout.payment.failed': checkoutPayment['checkout.payment.failed'],
  /** A refund of `createRefund` completed. */
  'payment.refund.success': refundNotification(completedStatuses),
  /** A refund of `createRefund` failed: no money was returned. */
  'payment.refund.failed': refundNotification(['FAILED']),
  /** A refund of `createRefund` was cancelled. */
  'payment.refund.cancel': refundNotification(undefined),
} as const;

/** The notification events of the country-neutral family, by `eventName`. */
export type NeutralNotifications = typeof neutralNotifications;

/**
 * A verified notification of the country-neutral family, typed by its `eventName`.
 *
 * @example
 * ```ts
 * import type { NeutralNotification } from '@lintas/neutral';
 *
 * async function onRefund(n: NeutralNotification<'payment.refund.success' | 'payment.refund.failed'>) {
 *   await refunds.settle(n.payload.mchRefundOrderId, n.payload.refundStatus);
 * }
 * ```
 */
export type NeutralNotification<TEventName extends keyof NeutralNotifications = keyof NeutralNotifications> =
  KnownNotification<NeutralNotifications, TEventName>;
