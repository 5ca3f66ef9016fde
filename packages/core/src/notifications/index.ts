// Receiving the gateway's notifications: verify, parse, acknowledge, deduplicate (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html).
export { verifyNotification, type VerifyNotificationOptions } from './verify-notification.js';
export type { RawNotificationBody } from './decode-raw-body.js';
export type { KnownNotification, Notification, UnknownNotification } from './notification.js';
export {
  isNotificationEventName,
  notificationEvents,
  notificationSchemas,
  type NotificationEventName,
  type NotificationKind,
  type NotificationKindOf,
  type NotificationPayload,
} from './notification-events.js';
export {
  createNotificationHandler,
  type NotificationContext,
  type NotificationErrorContext,
  type NotificationErrorStage,
  type NotificationHandler,
  type NotificationHandlerOptions,
  type NotificationListener,
  type NotificationListeners,
  type PaymentVerificationListener,
} from './create-notification-handler.js';
export { notificationAcknowledgement, type NotificationReply } from './notification-reply.js';
export type { NotificationClaim, NotificationClaimOptions, NotificationStore } from './notification-store.js';
export { createMemoryNotificationStore, type MemoryNotificationStoreOptions } from './memory-notification-store.js';
export {
  toNodeListener,
  type NodeListenerOptions,
  type NodeRequestLike,
  type NodeResponseLike,
} from './to-node-listener.js';
export {
  signNotification,
  type NotificationPayloadInput,
  type SignableNotificationPayload,
  type SignedNotification,
  type SignNotificationOptions,
} from './sign-notification.js';

export { PaymentNotificationSchema, type PaymentNotificationPayload } from './schemas/payment-notification.js';
export {
  StaticPaymentNotificationSchema,
  type StaticPaymentNotificationPayload,
} from './schemas/static-payment-notification.js';
export {
  CheckoutPaymentNotificationSchema,
  type CheckoutPaymentNotificationPayload,
} from './schemas/checkout-payment-notification.js';
export { PayoutNotificationSchema, type PayoutNotificationPayload } from './schemas/payout-notification.js';
export { RefundNotificationSchema, type RefundNotificationPayload } from './schemas/refund-notification.js';
export {
  AuthorizationNotificationSchema,
  type AuthorizationNotificationPayload,
} from './schemas/authorization-notification.js';
export { SettlementNotificationSchema, type SettlementNotificationPayload } from './schemas/settlement-notification.js';
export { TicketNotificationSchema, type TicketNotificationPayload } from './schemas/ticket-notification.js';
export {
  PaymentVerificationNotificationSchema,
  type PaymentVerificationNotificationPayload,
} from './schemas/payment-verification-notification.js';
export {
  DirectDebitPaymentNotificationSchema,
  type DirectDebitPaymentNotificationPayload,
} from './schemas/direct-debit-payment-notification.js';

export { NotificationRawBodyError, isNotificationRawBodyError } from '../errors/notification-raw-body-error.js';
export { NotificationJsonError, isNotificationJsonError } from '../errors/notification-json-error.js';
export { NotificationEnvelopeError, isNotificationEnvelopeError } from '../errors/notification-envelope-error.js';
export { NotificationPayloadError, isNotificationPayloadError } from '../errors/notification-payload-error.js';
export { NotificationExpiredError, isNotificationExpiredError } from '../errors/notification-expired-error.js';
export { NotificationUnhandledError, isNotificationUnhandledError } from '../errors/notification-unhandled-error.js';
