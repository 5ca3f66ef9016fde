/**
 * `@lintas/snap`: SNAP BI (Bank Indonesia's national open API standard) for the gateway's SNAP sites.
 *
 * @packageDocumentation
 */

// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers

export {
  type CreateAtmQrCodeData,
  CreateAtmQrCodeDataSchema,
  type CreateAtmQrCodeParams,
  CreateAtmQrCodeParamsSchema,
  createAtmQrCode,
} from './endpoints/create-atm-qr-code.js';
export {
  type CreateDirectDebitPaymentData,
  CreateDirectDebitPaymentDataSchema,
  type CreateDirectDebitPaymentParams,
  CreateDirectDebitPaymentParamsSchema,
  createDirectDebitPayment,
} from './endpoints/create-direct-debit-payment.js';
export {
  type CreateQrisData,
  CreateQrisDataSchema,
  type CreateQrisParams,
  CreateQrisParamsSchema,
  createQris,
} from './endpoints/create-qris.js';
export {
  type QueryPaymentStatusData,
  QueryPaymentStatusDataSchema,
  type QueryPaymentStatusParams,
  QueryPaymentStatusParamsSchema,
  queryPaymentStatus,
} from './endpoints/query-payment-status.js';
export type { SnapEndpoints } from './snap-endpoints.js';

// </generated>

export { createSnapClient, type SnapClientConfig } from './client/create-snap-client.js';
export { type SnapProfile, type SnapProfileName, snapProfiles } from './client/snap-profiles.js';
export { isSnapError, SnapError } from './errors/snap-error.js';
export {
  createSnapNotificationHandler,
  type SnapNotificationHandlerOptions,
  type SnapPaymentNotification,
} from './notifications/create-snap-notification-handler.js';
export {
  type CargoPaymentNotification,
  CargoPaymentNotificationSchema,
  type EztransPaymentNotification,
  EztransPaymentNotificationSchema,
} from './notifications/payment-notification-schemas.js';
export { type SnapNotificationToSign, signSnapNotification } from './notifications/sign-snap-notification.js';
export { type ResponseCode, readResponseCode } from './response/response-code.js';
export { type Money, MoneySchema, ResponseMoneySchema } from './schemas/money.js';
export {
  type ClientSecretSource,
  type HmacSha512SignerOptions,
  hmacSha512Signer,
} from './signing/hmac-sha512-signer.js';
export { minifyJson } from './signing/minify-json.js';
export { readSnapTimestamp, snapTimestamp } from './signing/snap-timestamp.js';
export {
  notificationStringToSign,
  type SignedRequest,
  tokenStringToSign,
  transactionStringToSign,
} from './signing/string-to-sign.js';
export { snap } from './snap-plugin.js';
export { type MemorySnapStoreOptions, memorySnapStore, type SnapStore } from './stores/memory-snap-store.js';
