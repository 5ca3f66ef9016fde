// Receiving the gateway's notifications: verify, parse, acknowledge, deduplicate (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html).
export { verifyNotification, type VerifyNotificationOptions } from './verify-notification.js';
export type { RawNotificationBody } from './decode-raw-body.js';
export type {
  AnyNotification,
  ConfirmedNotification,
  DefaultNotificationSources,
  KnownNotification,
  Notification,
  NotificationPayload,
  NotificationRecord,
  NotificationSource,
  NotificationsOf,
  UnknownNotification,
  VerifiedNotification,
} from './notification.js';
export {
  isNotificationEventName,
  notificationEvents,
  notificationSchemas,
  type DefaultNotificationSource,
  type DefaultNotifications,
  type NotificationEventName,
  type NotificationKind,
  type NotificationKindOf,
} from './notification-events.js';
export {
  defineNotification,
  type AnyNotificationDefinition,
  type GatewayRecord,
  type NotificationDefinition,
  type NotificationLookup,
  type NotificationMap,
  type NotificationSchema,
} from './define-notification.js';
export {
  createNotificationHandler,
  type NotificationConfirmer,
  type NotificationContext,
  type NotificationErrorContext,
  type NotificationErrorStage,
  type NotificationHandler,
  type NotificationHandlerOptions,
  type NotificationListener,
  type NotificationListeners,
} from './create-notification-handler.js';
export {
  createNotificationUrls,
  type NotificationUrlKeys,
  type NotificationUrls,
  type NotificationUrlsOptions,
} from './notification-urls.js';
export { confirmPayoutNotification, type CheckedPayout } from './confirm-payout-notification.js';
export {
  confirmPaymentNotification,
  type LookedUpPayment,
  type PaymentLookupEndpoint,
  type PaymentNotificationKeys,
} from './confirm-payment-notification.js';
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

// Payload schemas shared by several families; each family declares its events with them or its own.
export { PaymentNotificationSchema, type PaymentNotificationPayload } from './schemas/payment-notification.js';
export {
  StaticPaymentNotificationSchema,
  type StaticPaymentNotificationPayload,
} from './schemas/static-payment-notification.js';
export { PayoutNotificationSchema, type PayoutNotificationPayload } from './schemas/payout-notification.js';
export {
  CheckoutPaymentNotificationSchema,
  type CheckoutPaymentNotificationPayload,
} from './schemas/checkout-payment-notification.js';
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
export {
  FailedCodeSchema as NotificationFailedCodeSchema,
  FailedMessageSchema as NotificationFailedMessageSchema,
  NotificationIntegerSchema,
  NotificationTimeSchema,
  TransactionStatusSchema as NotificationTransactionStatusSchema,
  transactionNotificationEntries,
} from './schemas/notification-fields.js';

export { NotificationRawBodyError, isNotificationRawBodyError } from '../errors/notification-raw-body-error.js';
export { NotificationJsonError, isNotificationJsonError } from '../errors/notification-json-error.js';
export { NotificationEnvelopeError, isNotificationEnvelopeError } from '../errors/notification-envelope-error.js';
export { NotificationPayloadError, isNotificationPayloadError } from '../errors/notification-payload-error.js';
export { NotificationExpiredError, isNotificationExpiredError } from '../errors/notification-expired-error.js';
export { NotificationUnhandledError, isNotificationUnhandledError } from '../errors/notification-unhandled-error.js';
export {
  NotificationNotConfirmedError,
  isNotificationNotConfirmedError,
  type NotificationNotConfirmedReason,
} from '../errors/notification-not-confirmed-error.js';
