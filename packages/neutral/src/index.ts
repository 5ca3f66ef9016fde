/**
 * `@lintas/neutral`: the country-neutral API family of the Lintas SDK (payments in any served country,
 * hosted checkouts, refunds, balance, payout status and reports). Use it with
 * `createClient(config).use(neutral)` from `@lintas/core`.
 *
 * @packageDocumentation
 */

// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers

export {
  type ClosePaymentData,
  ClosePaymentDataSchema,
  type ClosePaymentParams,
  ClosePaymentParamsSchema,
  closePayment,
} from './endpoints/close-payment.js';
export {
  CheckoutStatusSchema,
  type CreateCheckoutData,
  CreateCheckoutDataSchema,
  type CreateCheckoutParams,
  CreateCheckoutParamsSchema,
  createCheckout,
} from './endpoints/create-checkout.js';
export {
  type CreatePaymentData,
  CreatePaymentDataSchema,
  type CreatePaymentParams,
  CreatePaymentParamsSchema,
  createPayment,
} from './endpoints/create-payment.js';
export {
  type CreateRefundData,
  CreateRefundDataSchema,
  type CreateRefundParams,
  CreateRefundParamsSchema,
  createRefund,
} from './endpoints/create-refund.js';
export {
  type DownloadReportData,
  DownloadReportDataSchema,
  type DownloadReportParams,
  DownloadReportParamsSchema,
  downloadReport,
} from './endpoints/download-report.js';
export {
  CheckoutChannelSchema,
  type ListCheckoutChannelsData,
  ListCheckoutChannelsDataSchema,
  type ListCheckoutChannelsParams,
  ListCheckoutChannelsParamsSchema,
  listCheckoutChannels,
} from './endpoints/list-checkout-channels.js';
export {
  type ListRefundsData,
  ListRefundsDataSchema,
  type ListRefundsParams,
  ListRefundsParamsSchema,
  listRefunds,
  type Refund,
  RefundSchema,
} from './endpoints/list-refunds.js';
export {
  type QueryBalanceData,
  QueryBalanceDataSchema,
  type QueryBalanceParams,
  QueryBalanceParamsSchema,
  queryBalance,
} from './endpoints/query-balance.js';
export {
  type QueryBalanceV2Data,
  QueryBalanceV2DataSchema,
  type QueryBalanceV2Params,
  QueryBalanceV2ParamsSchema,
  queryBalanceV2,
} from './endpoints/query-balance-v2.js';
export {
  CheckoutTransactionSchema,
  type QueryCheckoutData,
  QueryCheckoutDataSchema,
  type QueryCheckoutParams,
  QueryCheckoutParamsSchema,
  queryCheckout,
} from './endpoints/query-checkout.js';
export {
  type QueryPaymentData,
  QueryPaymentDataSchema,
  type QueryPaymentParams,
  QueryPaymentParamsSchema,
  queryPayment,
} from './endpoints/query-payment.js';
export {
  PayoutStatusSchema,
  type QueryPayoutData,
  QueryPayoutDataSchema,
  type QueryPayoutParams,
  QueryPayoutParamsSchema,
  queryPayout,
} from './endpoints/query-payout.js';
export type { NeutralEndpoints } from './neutral-endpoints.js';

// </generated>

export { neutral } from './neutral-plugin.js';
export {
  type CheckoutPaymentNotificationPayload,
  CheckoutPaymentNotificationSchema,
} from './notifications/checkout-payment-notification.js';
export {
  type NeutralNotification,
  type NeutralNotifications,
  neutralNotifications,
} from './notifications/neutral-notifications.js';
export { type RefundNotificationPayload, RefundNotificationSchema } from './notifications/refund-notification.js';
export {
  type NeutralChannelCode,
  NeutralChannelCodeSchema,
  neutralChannelCodes,
} from './schemas/channel-codes.js';
export {
  FailedCodeSchema,
  MobileSchema,
  PaymentStatusSchema,
  RefundStatusSchema,
  TransactionIdSchema,
} from './schemas/fields.js';
