/**
 * `@lintas/thailand`: the Thailand API family of the Lintas SDK (QR codes, J&T cash-on-delivery QR codes,
 * the payments made to them and to static payment codes, and payouts, amounts in satang). Use it with `createClient(config).use(thailand)` from
 * `@lintas/core`.
 *
 * @packageDocumentation
 */

// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers

export {
  type CreateCashOnDeliveryQrCodeData,
  CreateCashOnDeliveryQrCodeDataSchema,
  type CreateCashOnDeliveryQrCodeParams,
  CreateCashOnDeliveryQrCodeParamsSchema,
  createCashOnDeliveryQrCode,
} from './endpoints/create-cash-on-delivery-qr-code.js';
export {
  type CreatePayoutData,
  CreatePayoutDataSchema,
  type CreatePayoutParams,
  CreatePayoutParamsSchema,
  createPayout,
  PromptPayAccountTypeSchema,
} from './endpoints/create-payout.js';
export {
  type CreateQrCodeData,
  CreateQrCodeDataSchema,
  type CreateQrCodeParams,
  CreateQrCodeParamsSchema,
  createQrCode,
} from './endpoints/create-qr-code.js';
export {
  type CreateTicketData,
  CreateTicketDataSchema,
  type CreateTicketParams,
  CreateTicketParamsSchema,
  createTicket,
  payerTypes,
} from './endpoints/create-ticket.js';
export {
  type CreateWebpayData,
  CreateWebpayDataSchema,
  type CreateWebpayParams,
  CreateWebpayParamsSchema,
  createWebpay,
  type WebpayChannelCode,
  webpayChannelCodes,
} from './endpoints/create-webpay.js';
export {
  type CashOnDeliveryQrPayment,
  CashOnDeliveryQrPaymentSchema,
  type ListCashOnDeliveryQrPaymentsData,
  ListCashOnDeliveryQrPaymentsDataSchema,
  type ListCashOnDeliveryQrPaymentsParams,
  ListCashOnDeliveryQrPaymentsParamsSchema,
  listCashOnDeliveryQrPayments,
} from './endpoints/list-cash-on-delivery-qr-payments.js';
export {
  type ListQrPaymentsData,
  ListQrPaymentsDataSchema,
  type ListQrPaymentsParams,
  ListQrPaymentsParamsSchema,
  listQrPayments,
  type QrPayment,
  QrPaymentSchema,
} from './endpoints/list-qr-payments.js';
export {
  type ListStaticPaymentsData,
  ListStaticPaymentsDataSchema,
  type ListStaticPaymentsParams,
  ListStaticPaymentsParamsSchema,
  listStaticPayments,
  type StaticPayment,
  StaticPaymentSchema,
} from './endpoints/list-static-payments.js';
export {
  type QueryCashOnDeliveryQrCodeData,
  QueryCashOnDeliveryQrCodeDataSchema,
  type QueryCashOnDeliveryQrCodeParams,
  QueryCashOnDeliveryQrCodeParamsSchema,
  queryCashOnDeliveryQrCode,
} from './endpoints/query-cash-on-delivery-qr-code.js';
export {
  type QueryTicketData,
  QueryTicketDataSchema,
  type QueryTicketParams,
  QueryTicketParamsSchema,
  queryTicket,
  TicketStatusSchema,
} from './endpoints/query-ticket.js';
export type { ThailandEndpoints } from './thailand-endpoints.js';

// </generated>

export {
  type QrPaymentNotificationPayload,
  QrPaymentNotificationSchema,
} from './notifications/qr-payment-notification.js';
export {
  isSettlementNotificationV2,
  SettlementDetailSchema,
  type SettlementNotificationPayload,
  SettlementNotificationSchema,
  type SettlementNotificationV1Payload,
  SettlementNotificationV1Schema,
  type SettlementNotificationV2Payload,
  SettlementNotificationV2Schema,
  settlementNotificationId,
} from './notifications/settlement-notification.js';
export {
  type ThailandNotification,
  type ThailandNotifications,
  thailandNotifications,
} from './notifications/thailand-notifications.js';
export { type TicketNotificationPayload, TicketNotificationSchema } from './notifications/ticket-notification.js';
export {
  type ThailandChannelCode,
  ThailandChannelCodeSchema,
  thailandChannelCodes,
} from './schemas/channel-codes.js';
export {
  type DeliveryItemParams,
  DeliveryItemParamsSchema,
  DeliveryItemSchema,
  type DeliveryQrCode,
  DeliveryQrCodeSchema,
} from './schemas/delivery-order.js';
export { thailand } from './thailand-plugin.js';
