/**
 * `@lintas/neutral`: the country-neutral API family of the Lintas SDK (payments in any served country,
 * hosted checkouts, refunds, balance, payout status and reports). Use it with
 * `createClient(config).use(neutral)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { neutral, type NeutralEndpoints } from './neutral-plugin.js';
export {
  neutralNotifications,
  type NeutralNotification,
  type NeutralNotifications,
} from './notifications/neutral-notifications.js';

export {
  createPayment,
  CreatePaymentDataSchema,
  CreatePaymentParamsSchema,
  type CreatePaymentData,
  type CreatePaymentParams,
} from './endpoints/create-payment.js';
export {
  queryPayment,
  QueryPaymentDataSchema,
  QueryPaymentParamsSchema,
  type QueryPaymentData,
  type QueryPaymentParams,
} from './endpoints/query-payment.js';
export {
  closePayment,
  ClosePaymentDataSchema,
  ClosePaymentParamsSchema,
  type ClosePaymentData,
  type ClosePaymentParams,
} from './endpoints/close-payment.js';
export {
  createCheckout,
  CheckoutStatusSchema,
  CreateCheckoutDataSchema,
  CreateCheckoutParamsSchema,
  type CreateCheckoutData,
  type CreateCheckoutParams,
} from './endpoints/create-checkout.js';
export {
  queryCheckout,
  CheckoutTransactionSchema,
  QueryCheckoutDataSchema,
  QueryCheckoutParamsSchema,
  type QueryCheckoutData,
  type QueryCheckoutParams,
} from './endpoints/query-checkout.js';
export {
  listCheckoutChannels,
  CheckoutChannelSchema,
  ListCheckoutChannelsDataSchema,
  ListCheckoutChannelsParamsSchema,
  type ListCheckoutChannelsData,
  type ListCheckoutChannelsParams,
} from './endpoints/list-checkout-channels.js';
export {
  createRefund,
  CreateRefundDataSchema,
  CreateRefundParamsSchema,
  type CreateRefundData,
  type CreateRefundParams,
} from './endpoints/create-refund.js';
export {
  listRefunds,
  ListRefundsDataSchema,
  ListRefundsParamsSchema,
  RefundSchema,
  type ListRefundsData,
  type ListRefundsParams,
  type Refund,
} from './endpoints/list-refunds.js';
export {
  downloadReport,
  DownloadReportDataSchema,
  DownloadReportParamsSchema,
  type DownloadReportData,
  type DownloadReportParams,
} from './endpoints/download-report.js';
export {
  queryBalance,
  QueryBalanceDataSchema,
  QueryBalanceParamsSchema,
  type QueryBalanceData,
  type QueryBalanceParams,
} from './endpoints/query-balance.js';
export {
  queryBalanceV2,
  QueryBalanceV2DataSchema,
  QueryBalanceV2ParamsSchema,
  type QueryBalanceV2Data,
  type QueryBalanceV2Params,
} from './endpoints/query-balance-v2.js';
export {
  queryPayout,
  PayoutStatusSchema,
  QueryPayoutDataSchema,
  QueryPayoutParamsSchema,
  type QueryPayoutData,
  type QueryPayoutParams,
} from './endpoints/query-payout.js';
export {
  FailedCodeSchema,
  MobileSchema,
  PaymentStatusSchema,
  RefundStatusSchema,
  TransactionIdSchema,
} from './schemas/fields.js';
