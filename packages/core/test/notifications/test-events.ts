import * as v from 'valibot';
import {
  DirectDebitPaymentNotificationSchema,
  defineNotification,
  NotificationIntegerSchema,
  type NotificationSchema,
  PaymentNotificationSchema,
  PayoutNotificationSchema,
  StaticPaymentNotificationSchema,
  transactionNotificationEntries,
} from '../../src/index.js';

// Core must not depend on the family packages (a workspace cycle), and core keeps only the payload
// schemas several families share: the events of one family are declared here with stand-ins that hold
// the members these tests read. The families' own schemas are tested in their packages.
const RefundStandIn = v.looseObject({
  mchRefundOrderId: v.string(),
  refundTransactionId: v.string(),
  originalTransactionId: v.string(),
  refundAmount: NotificationIntegerSchema,
  refundStatus: v.string(),
});
const CheckoutStandIn = v.looseObject({ checkoutId: v.string(), ...transactionNotificationEntries });
const AuthorizationStandIn = v.looseObject({
  userId: v.string(),
  requestId: v.string(),
  payToken: v.optional(v.string()),
  tokenStatus: v.optional(v.string()),
  expiresTime: v.optional(v.string()),
  inactiveTime: v.optional(v.string()),
});
const TicketStandIn = v.looseObject({ ticketId: v.string(), ticketStatus: v.optional(v.string()) });
const VerificationStandIn = v.looseObject({ mchOrderId: v.string(), referenceNumber: v.optional(v.string()) });

const byTransaction = <const TKind extends string, TSchema extends NotificationSchema>(kind: TKind, schema: TSchema) =>
  defineNotification({ kind, schema, key: ['transactionId'] });

const payment = byTransaction('payment', PaymentNotificationSchema);
const staticPayment = byTransaction('static-payment', StaticPaymentNotificationSchema);
const checkout = byTransaction('checkout-payment', CheckoutStandIn);
const payout = byTransaction('payout', PayoutNotificationSchema);
const directDebit = byTransaction('direct-debit-payment', DirectDebitPaymentNotificationSchema);
const refund = defineNotification({ kind: 'refund', schema: RefundStandIn, key: ['refundTransactionId'] });
const authorization = defineNotification({
  kind: 'authorization',
  schema: AuthorizationStandIn,
  key: ['requestId', 'payToken'],
});
const ticket = defineNotification({ kind: 'ticket', schema: TicketStandIn, key: ['ticketId'] });
const verification = defineNotification({
  kind: 'payment-verification',
  schema: VerificationStandIn,
  key: [],
  inquiry: true,
});

/**
 * A plugin declaring an event of each kind the families send, without lookups: what these tests give
 * as `plugins` to test the handler's own mechanics (reading, verifying, deduplicating, answering).
 */
export const testEvents = {
  name: 'test-events',
  notifications: {
    'payment.success': payment,
    'payment.failed': payment,
    'order.payment.success': payment,
    'order.payment.failed': payment,
    'static.order.payment.success': staticPayment,
    'static.order.payment.failed': staticPayment,
    'checkout.payment.success': checkout,
    'checkout.payment.failed': checkout,
    'disbursement.success': payout,
    'disbursement.failed': payout,
    'payment.refund.success': refund,
    'payment.refund.failed': refund,
    'payment.refund.cancel': refund,
    'token.create.success': authorization,
    'token.create.failed': authorization,
    'token.cancel.success': authorization,
    'direct.debit.success': directDebit,
    'direct.debit.failed': directDebit,
    'ticket.status.processing': ticket,
    'ticket.status.rejected': ticket,
    'ticket.status.closed': ticket,
    'payment.verification': verification,
  },
} as const;

/** The events of {@link testEvents}, by `eventName`. */
export type TestEvents = (typeof testEvents)['notifications'];

/** The plugins these tests give the handler and `verifyNotification`. */
export const testPlugins = [testEvents] as const;
