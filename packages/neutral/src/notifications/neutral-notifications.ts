import {
  CheckoutPaymentNotificationSchema,
  confirmPaymentNotification,
  DirectDebitPaymentNotificationSchema,
  defineNotification,
  type KnownNotification,
  PaymentNotificationSchema,
  RefundNotificationSchema,
} from '@lintas/core';
import { listRefunds } from '../endpoints/list-refunds.js';
import { queryCheckout } from '../endpoints/query-checkout.js';
import { queryPayment } from '../endpoints/query-payment.js';

/**
 * Confirms a payment notification with the unified status check (`queryPayment`), by its transaction id
 * under your `appId`.
 */
const confirmPayment = confirmPaymentNotification(queryPayment, ({ transactionId }) => ({ transactionId }));

/** `payment.success` / `payment.failed` of a payment made with `createPayment`. */
const paymentNotification = defineNotification({
  kind: 'payment',
  schema: PaymentNotificationSchema,
  key: ['transactionId'],
  status: 'transactionStatus',
  bound: ['mchOrderId'],
  confirm: confirmPayment,
});

/**
 * `direct.debit.success` / `direct.debit.failed` of a payment made with `createPayment` and a pay token
 * (`channelType` `DIRECT_DEBIT`). Which event the gateway sends for such a payment is not documented
 * (https://docs.paycools.com/en/v2/Payment/Collection.html shows the request only): it may be
 * `payment.*`, or the events of a direct-debit payment
 * (https://jtdocs.bluepay.asia/en/DirectDebit/PayNotification.html). This family declares both, and
 * confirms either with the unified status check by its transaction id, as any payment it made.
 */
const tokenPaymentNotification = defineNotification({
  kind: 'direct-debit-payment',
  schema: DirectDebitPaymentNotificationSchema,
  key: ['transactionId'],
  status: 'transactionStatus',
  bound: ['mchOrderId'],
  confirm: confirmPayment,
});

/**
 * `checkout.payment.success` / `.failed`: confirmed with `queryCheckout`, whose transaction list holds the
 * paying transaction (its id and status; the list carries no amount).
 */
const checkoutPaymentNotification = defineNotification({
  kind: 'checkout-payment',
  schema: CheckoutPaymentNotificationSchema,
  key: ['transactionId'],
  status: 'transactionStatus',
  bound: ['mchOrderId'],
  async confirm(payload, { call }) {
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
      pending: transaction.transactionStatus === 'PENDING',
    };
  },
});

/** `payment.refund.success` / `.failed` / `.cancel`: confirmed with `listRefunds` by the refund's id. */
const refundNotification = defineNotification({
  kind: 'refund',
  schema: RefundNotificationSchema,
  key: ['refundTransactionId'],
  status: 'refundStatus',
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
      pending: record.refundStatus === 'PENDING',
    };
  },
});

/**
 * The notifications the country-neutral operations make the gateway send, by `eventName`: payments
 * (`notifyUrl` of `createPayment`; a payment with a pay token may be notified as `direct.debit.*`),
 * checkouts (`notifyUrl` of `createCheckout`) and refunds (`refundCallbackUrl` of `createRefund`). Each
 * is confirmed with the family's own lookup when the handler is given `confirm`.
 */
export const neutralNotifications = {
  'payment.success': paymentNotification,
  'payment.failed': paymentNotification,
  'direct.debit.success': tokenPaymentNotification,
  'direct.debit.failed': tokenPaymentNotification,
  'checkout.payment.success': checkoutPaymentNotification,
  // Not in the gateway's documentation (it shows the success event only); it follows the other kinds.
  'checkout.payment.failed': checkoutPaymentNotification,
  'payment.refund.success': refundNotification,
  'payment.refund.failed': refundNotification,
  'payment.refund.cancel': refundNotification,
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
