import {
  type CallEndpoint,
  confirmPaymentNotification,
  countryPaymentQuery,
  defineNotification,
  type GatewayRecord,
  type KnownNotification,
  PaymentNotificationSchema,
  payoutEvents,
  StaticPaymentNotificationSchema,
  transactionEvents,
} from '@lintas/core';
import {
  type CashOnDeliveryQrPayment,
  listCashOnDeliveryQrPayments,
} from '../endpoints/list-cash-on-delivery-qr-payments.js';
import { listQrPayments, type QrPayment } from '../endpoints/list-qr-payments.js';
import { listStaticPayments } from '../endpoints/list-static-payments.js';
import { type QueryTicketData, queryTicket } from '../endpoints/query-ticket.js';
import { QrPaymentNotificationSchema } from './qr-payment-notification.js';
import { SettlementNotificationSchema, settlementNotificationId } from './settlement-notification.js';
import { type TicketNotificationPayload, TicketNotificationSchema } from './ticket-notification.js';

/** What a payment list looks a payment up by: its code's order id, its transaction id and its times. */
interface ListedLookup {
  readonly mchOrderId: string;
  readonly transactionId: string;
  readonly createTime?: string | undefined;
  readonly returnTime?: string | undefined;
}

/** The days a payment list is asked for: those of the payment's create and return times, a day more on each side. */
function daysOf(payload: ListedLookup): { startDate: string; endDate: string } {
  const days = [payload.createTime, payload.returnTime].flatMap((time) => (time ? [time.slice(0, 10)] : [])).sort();
  const today = new Date().toISOString().slice(0, 10);
  return { startDate: shiftDay(days[0] ?? today, -1), endDate: shiftDay(days.at(-1) ?? today, 1) };
}

/** A listed payment as a lookup judges it: its id, its amount under the notification's name, its status. */
function recordOf<TPayment extends { readonly transactionId: string; readonly transactionStatus: string }>(
  payment: TPayment,
  amount: number,
) {
  return {
    record: payment,
    members: { transactionId: payment.transactionId, amount, transactionStatus: payment.transactionStatus },
  };
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
  const payments = await call(list, { mchOrderId: payload.mchOrderId, ...daysOf(payload) });
  const found = payments.find((payment) => payment.transactionId === payload.transactionId);
  return found && recordOf(found, found.transactionAmount);
}

/** Finds the notified payment of a J&T cash-on-delivery QR code in that code's payment list. */
async function findDeliveryPayment(payload: ListedLookup, call: CallEndpoint) {
  const payments = await call(listCashOnDeliveryQrPayments, { mchOrderId: payload.mchOrderId, ...daysOf(payload) });
  const found = payments.find((payment) => payment.transactionId === payload.transactionId);
  return found && recordOf(found, found.amount);
}

/**
 * Finds a QR code's notified payment. The J&T copy of the notification carries the code's
 * `totalAmount` (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html): it is of a
 * cash-on-delivery code, looked up in `listCashOnDeliveryQrPayments` first; the other, of `createQrCode`
 * (https://docs.bluepay.asia/en/PaymentQR/QRCodePaymentNotification.html), in `listQrPayments` first.
 * When the first list does not hold it, the other is asked.
 */
async function findQrPayment(
  payload: ListedLookup & { readonly totalAmount?: number | undefined },
  call: CallEndpoint,
): Promise<GatewayRecord<QrPayment | CashOnDeliveryQrPayment> | undefined> {
  const plain = () => findListed(listQrPayments, payload, call);
  const delivery = () => findDeliveryPayment(payload, call);
  const [first, second] = payload.totalAmount == null ? [plain, delivery] : [delivery, plain];
  return (await first()) ?? (await second());
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

/** A ticket's statuses after which it never changes again. */
const decidedTickets = ['CLOSED', 'REJECTED'];

/**
 * Looks a ticket up with `queryTicket` by its number (the notification's `ticketId`). Its transaction's
 * status is compared only once the ticket is decided: while it is processing, support may still change it.
 */
async function findTicket(
  payload: TicketNotificationPayload,
  call: CallEndpoint,
): Promise<GatewayRecord<QueryTicketData>> {
  const ticket = await call(queryTicket, { ticketNo: payload.ticketId });
  const decided = decidedTickets.includes(String(ticket.ticketStatus).toUpperCase());
  return {
    record: ticket,
    members: {
      ticketId: ticket.ticketNo,
      ticketStatus: ticket.ticketStatus,
      ...(decided ? { transactionStatus: ticket.transactionStatus } : {}),
    },
  };
}

/**
 * A ticket event of BluePay J&T (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/ProcessingResultNotification.html),
 * sent to the `notifyUrl` of `createTicket` (bound to nothing the merchant chose per ticket but that URL's
 * request): confirmed with `queryTicket`, its `ticketStatus` compared without regard to case (the page's
 * example sends `Closed`). `outcome` names the statuses the ticket may have when the notification is read:
 * a processing ticket may be decided by then.
 */
const ticketEvent = (outcome: readonly string[]) =>
  defineNotification({
    kind: 'ticket',
    schema: TicketNotificationSchema,
    key: ['ticketId'],
    status: { member: 'ticketStatus', outcome, settled: decidedTickets },
    confirm: (payload, { call }) => findTicket(payload, call),
  });

// Confirmed in the payment list of the code's `mchOrderId`: a J&T cash-on-delivery code's or a QR code's.
const qrPayment = transactionEvents('qrcode.payment', {
  kind: 'qr-payment',
  schema: QrPaymentNotificationSchema,
  confirm: (payload, { call }) => findQrPayment(payload, call),
});
// A Thai static code's payments: confirmed in `listStaticPayments`.
const staticPayment = transactionEvents('static.order.payment', {
  kind: 'static-payment',
  schema: StaticPaymentNotificationSchema,
  confirm: (payload, { call }) => findListed(listStaticPayments, payload, call),
});
// A WebPay order of `createWebpay` (https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderPaymentNotification.html):
// confirmed with the country-neutral payment status check in `TH`, BluePay documenting no WebPay detail.
const webpayPayment = transactionEvents('order.payment', {
  kind: 'payment',
  schema: PaymentNotificationSchema,
  confirm: confirmPaymentNotification(countryPaymentQuery, ({ mchOrderId }) => ({ mchOrderId, countryCode: 'TH' })),
});
// A payout of `createPayout`, sent to the dashboard's payout notification URL (which cannot be bound):
// confirmed with the payout status check in `TH`.
const payout = payoutEvents('TH');

/**
 * The notifications the Thai (BluePay) operations make the gateway send, by `eventName`: payments to QR
 * codes (`notifyUrl` of `createQrCode` and `createCashOnDeliveryQrCode`), WebPay orders (`notifyUrl` of
 * `createWebpay`), payments to static codes, payouts (the dashboard's payout
 * notification URL), and BluePay J&T's settlements and the progress of tickets (`createTicket`).
 */
export const thailandNotifications = {
  /** A payment to a QR code of `createQrCode` or `createCashOnDeliveryQrCode` completed. */
  'qrcode.payment.success': qrPayment['qrcode.payment.success'],
  /** A payment to a QR code of `createQrCode` or `createCashOnDeliveryQrCode` failed. */
  'qrcode.payment.failed': qrPayment['qrcode.payment.failed'],
  /** A WebPay order of `createWebpay` was paid. */
  'order.payment.success': webpayPayment['order.payment.success'],
  /** A WebPay order of `createWebpay` failed, or was closed. */
  'order.payment.failed': webpayPayment['order.payment.failed'],
  /** A payment to a Thai static code completed. */
  'static.order.payment.success': staticPayment['static.order.payment.success'],
  /** A payment to a Thai static code failed. */
  'static.order.payment.failed': staticPayment['static.order.payment.failed'],
  /** A payout of `createPayout` reached the payee. */
  'disbursement.success': payout['disbursement.success'],
  /** A payout of `createPayout` failed: the money was not sent. */
  'disbursement.failed': payout['disbursement.failed'],
  /** A settlement: V1, one transaction settled; V2, a settlement date's transaction dates, for every country (`isSettlementNotificationV2`). */
  'settle.payment.success': settlementNotification,
  /**
   * Support took up a ticket of `createTicket`; confirmed with `queryTicket`, where it may already be
   * rejected or closed by the time the notification is read.
   */
  'ticket.status.processing': ticketEvent(['PROCESSING', ...decidedTickets]),
  /** Support rejected a ticket of `createTicket`; confirmed with `queryTicket`. */
  'ticket.status.rejected': ticketEvent(['REJECTED']),
  /** Support closed a ticket of `createTicket`, naming the transaction's status; confirmed with `queryTicket`. */
  'ticket.status.closed': ticketEvent(['CLOSED']),
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
