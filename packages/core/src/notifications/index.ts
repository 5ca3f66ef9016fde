// Receiving the gateway's notifications: verify, parse, acknowledge, deduplicate (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html).

export { isNotificationEnvelopeError, NotificationEnvelopeError } from '../errors/notification-envelope-error.js';
export { isNotificationExpiredError, NotificationExpiredError } from '../errors/notification-expired-error.js';
export { isNotificationJobError, NotificationJobError } from '../errors/notification-job-error.js';
export { isNotificationJsonError, NotificationJsonError } from '../errors/notification-json-error.js';
export {
  isNotificationNotConfirmedError,
  NotificationNotConfirmedError,
  type NotificationNotConfirmedReason,
} from '../errors/notification-not-confirmed-error.js';
export { isNotificationPayloadError, NotificationPayloadError } from '../errors/notification-payload-error.js';
export { isNotificationRawBodyError, NotificationRawBodyError } from '../errors/notification-raw-body-error.js';
export {
  isNotificationStoreTimeoutError,
  type NotificationStoreCall,
  NotificationStoreTimeoutError,
} from '../errors/notification-store-timeout-error.js';
export { isNotificationUnhandledError, NotificationUnhandledError } from '../errors/notification-unhandled-error.js';
export {
  confirmPaymentNotification,
  type LookedUpPayment,
  type PaymentLookupEndpoint,
  type PaymentNotificationKeys,
} from './confirm-payment-notification.js';
export { type CheckedPayout, confirmPayoutNotification } from './confirm-payout-notification.js';
export { createNotificationHandler, type NotificationHandler } from './create-notification-handler.js';
export { createProtocolHandler, type ProtocolHandlerOptions } from './create-protocol-handler.js';
export type { RawNotificationBody } from './decode-raw-body.js';
export {
  type AnyNotificationDefinition,
  defineNotification,
  type GatewayRecord,
  type NotificationDefinition,
  type NotificationLookup,
  type NotificationMap,
  type NotificationSchema,
  type NotificationStatusRule,
} from './define-notification.js';
export type { Answer as NotificationAnswer } from './delivery/decide-delivery.js';
export { createMemoryNotificationStore, type MemoryNotificationStoreOptions } from './memory-notification-store.js';
export type {
  AnyKnownNotification,
  AnyNotification,
  ConfirmedNotification,
  KnownNotification,
  Notification,
  NotificationPayload,
  NotificationRecord,
  NotificationSource,
  NotificationsOf,
  UnknownNotification,
  VerifiedNotification,
} from './notification.js';
export type {
  NotificationConfirmer,
  NotificationErrorContext,
  NotificationErrorStage,
  NotificationHandlerOptions,
} from './notification-handler-options.js';
export type { NotificationContext, NotificationListener, NotificationListeners } from './notification-listener.js';
export type {
  NotificationAnswerDetail,
  NotificationProtocol,
  NotificationReading,
  NotificationReadingFact,
} from './notification-protocol.js';
export type { NotificationJob, NotificationJobResult, NotificationQueue } from './notification-queue.js';
export { type NotificationReply, notificationAcknowledgement } from './notification-reply.js';
export type {
  NotificationClaim,
  NotificationClaimOptions,
  NotificationEvidence,
  NotificationStore,
} from './notification-store.js';
export {
  createNotificationUrls,
  type NotificationUrlKeys,
  type NotificationUrls,
  type NotificationUrlsOptions,
} from './notification-urls.js';
export { type PayoutEvents, payoutEvents } from './payout-events.js';
export {
  type DirectDebitPaymentNotificationPayload,
  DirectDebitPaymentNotificationSchema,
} from './schemas/direct-debit-payment-notification.js';
export {
  FailedCodeSchema as NotificationFailedCodeSchema,
  FailedMessageSchema as NotificationFailedMessageSchema,
  NotificationIntegerSchema,
  NotificationTimeSchema,
  TransactionStatusSchema as NotificationTransactionStatusSchema,
  transactionNotificationEntries,
} from './schemas/notification-fields.js';
// Payload schemas shared by several families; each family declares its events with them or its own.
export { type PaymentNotificationPayload, PaymentNotificationSchema } from './schemas/payment-notification.js';
export { type PayoutNotificationPayload, PayoutNotificationSchema } from './schemas/payout-notification.js';
export {
  type StaticPaymentNotificationPayload,
  StaticPaymentNotificationSchema,
} from './schemas/static-payment-notification.js';
export {
  type NotificationPayloadInput,
  type SignableNotificationPayload,
  type SignedNotification,
  type SignNotificationOptions,
  signNotification,
} from './sign-notification.js';
export {
  type NodeListenerOptions,
  type NodeRequestLike,
  type NodeResponseLike,
  toNodeListener,
} from './to-node-listener.js';
export {
  completedStatuses,
  failedStatuses,
  type TransactionEvents,
  type TransactionEventsOptions,
  transactionEvents,
} from './transaction-events.js';
export { type VerifyNotificationOptions, verifyNotification } from './verify-notification.js';
