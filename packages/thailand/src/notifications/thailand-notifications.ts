import {
  type CallEndpoint,
  confirmPayoutNotification,
  defineNotification,
  type KnownNotification,
  PayoutNotificationSchema,
  StaticPaymentNotificationSchema,
  TicketNotificationSchema,
  transactionEvents,
} from '@lintas/core';
import { listQrPayments } from '../endpoints/list-qr-payments.js';
import { listStaticPayments } from '../endpoints/list-static-payments.js';
import { QrPaymentNotificationSchema } from './qr-payment-notification.js';
import { SettlementNotificationSchema, settlementNotificationId } from './settlement-notification.js';

/** What a payment list looks a payment up by: its code's order id, its transaction id and its times. */
interface ListedLookup {
  readonly mchOrderId: string;
  readonly transactionId: string;
  readonly createTime?: string | undefined;
  readonly returnTime?: string | undefined;
}

/**
 * Finds the notified payment in the list of its code's payments, over the days of its create and return
 * times (a day more on each side, for the offsets times are written in; today when it carries neither).
 */
async function findListed(
  list: typeof listQrPayments | typeof listStaticPayments,
  payload: ListedLookup,
  call: CallEndpoint,
) {
  const days = [payload.createTime, payload.returnTime].flatMap((time) => (time ? [time.slice(0, 10)] : [])).sort();
  const today = new Date().toISOString().slice(0, 10);
  const startDate = shiftDay(days[0] ?? today, -1);
  const endDate = shiftDay(days.at(-1) ?? today, 1);
  const payments = await call(list, { mchOrderId: payload.mchOrderId, startDate, endDate });
  const record = payments.find((payment) => payment.transactionId === payload.transactionId);
  if (record === undefined) return undefined;
  return {
    record,
    members: {
      transactionId: record.transactionId,
      amount: record.transactionAmount,
      transactionStatus: record.transactionStatus,
    },
  };
}

function shiftDay(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `settle.payment.success` (BluePay J&T), in two shapes under one event name: V1, one settled
 * transaction (https://jtdocs.bluepay.asia/en/SettleNotification.html), keyed on its `transactionId`;
 * V2, a settled date for the master merchant and its sub-merchants
 * (https://jtdocs.bluepay.asia/en/SettleNotificationV2.html), keyed on its country, settlement date and
 * appIds (the gateway sends it once per master merchant and settlement date). Neither can be confirmed:
 * the pages document no settlement lookup, and both go to the address set with the gateway, not to one
 * chosen per order, so no URL can be bound to them. Accept them with `unconfirmed`: the signature is
 * still verified, and what V2 asks for (downloading your own package, under your own `appId`, and
 * matching it) is safe to run again.
 */
const settlementNotification = defineNotification({
  kind: 'settlement',
  schema: SettlementNotificationSchema,
  key: ['transactionId'],
  keyOf: settlementNotificationId,
});

/**
 * `ticket.status.closed` (BluePay J&T;
 * https://jtdocs.bluepay.asia/en/AbnormalTranIssue/ProcessingResultNotification.html): a ticket about an
 * abnormal transaction was closed. No ticket lookup is documented: it cannot be confirmed.
 */
const ticketNotification = defineNotification({
  kind: 'ticket',
  schema: TicketNotificationSchema,
  key: ['ticketId'],
});

/**
 * The notifications the Thai (BluePay) operations make the gateway send, by `eventName`: payments to QR
 * codes (`notifyUrl` of `createQrCode`), payments to static codes, payouts (the dashboard's payout
 * notification URL), and BluePay J&T's settlements and ticket outcomes.
 */
export const thailandNotifications = {
  // Confirmed in `listQrPayments` of the code's `mchOrderId`.
  ...transactionEvents('qrcode.payment', {
    kind: 'qr-payment',
    schema: QrPaymentNotificationSchema,
    confirm: (payload, { call }) => findListed(listQrPayments, payload, call),
  }),
  // A Thai static code's payments: confirmed in `listStaticPayments`.
  ...transactionEvents('static.order.payment', {
    kind: 'static-payment',
    schema: StaticPaymentNotificationSchema,
    confirm: (payload, { call }) => findListed(listStaticPayments, payload, call),
  }),
  // A payout of `createPayout`, sent to the dashboard's payout notification URL (which cannot be bound):
  // confirmed with the payout status check in `TH`.
  ...transactionEvents('disbursement', {
    kind: 'payout',
    schema: PayoutNotificationSchema,
    bound: false,
    confirm: confirmPayoutNotification('TH'),
  }),
  'settle.payment.success': settlementNotification,
  'ticket.status.closed': ticketNotification,
} as const;

/** The notification events of the Thai family, by `eventName`. */
export type ThailandNotifications = typeof thailandNotifications;

/**
 * A verified notification of the Thai family, typed by its `eventName`.
 *
 * @example
 * ```ts
 * import type { ThailandNotification } from '@lintas/thailand';
 *
 * async function onQrPaid(n: ThailandNotification<'qrcode.payment.success'>) {
 *   await orders.markPaid(n.payload.mchOrderId, n.payload.amount);
 * }
 * ```
 */
export type ThailandNotification<TEventName extends keyof ThailandNotifications = keyof ThailandNotifications> =
  KnownNotification<ThailandNotifications, TEventName>;
