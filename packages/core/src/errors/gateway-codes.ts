/**
 * The gateway's documented result codes (refund
 * codes 214xx and void codes 215xx, https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html). `Success` (10000) is the usual success code; some copies of the gateway
 * answer `AlternateSuccess` (1000 "success") for the same operations, and the Indonesian payout answers it
 * everywhere. Both count as success on every endpoint unless it declares its own codes.
 *
 * The plugins write a code as its number checked against this table by type
 * (`21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId`), so a merchant's bundle carries the
 * table only when the merchant's own code uses it.
 */
export const GatewayCode = {
  Success: 10000,
  /** 1000 "success": the other success code, e.g. of the Indonesian payout (https://docs.ezpaytechs.com/en/indonesia/Disbursement/Disburse.html). */
  AlternateSuccess: 1000,
  /**
   * 1000, as {@link GatewayCode.AlternateSuccess}: not only the Indonesian payout answers it.
   *
   * @deprecated Use `GatewayCode.AlternateSuccess`.
   */
  IndonesiaPayoutSuccess: 1000,
  ServerError: 21000,
  SignError: 21001,
  ParamError: 21002,
  AppIdError: 21003,
  MerchantUnavailable: 21004,
  MerchantChannelUnavailable: 21005,
  TransactionNotFound: 21006,
  DuplicateMerchantOrderId: 21007,
  TimestampError: 21008,
  TimestampExpired: 21009,
  AmountExceedsLimit: 21010,
  NetworkError: 21011,
  BankCodeError: 21012,
  WalletCodeError: 21013,
  MerchantBalanceInsufficient: 21014,
  DuplicateIdempotencyId: 21015,
  MerchantIpForbidden: 21016,
  CountryServiceNotOpened: 21017,
  TransferCodeError: 21018,
  PayMethodCodeError: 21019,
  TooManyRequests: 21020,
  TransactionAmountInvalid: 21021,
  TransactionVolumeLimit: 21022,
  TransactionCreateFailed: 21023,
  InvalidAccessToken: 21024,
  NotAllowedToCancel: 21025,
  CustomerBalanceNotEnough: 21026,
  TransactionCreationExceedsLimit: 21027,
  TransactionAlreadyPaidOrClosed: 21028,
  RefundProcessing: 21401,
  RefundNotAllowed: 21402,
  RefundTooOld: 21403,
  FullRefundNotSupported: 21404,
  PartialRefundNotSupported: 21405,
  RefundAmountInvalid: 21406,
  DuplicateMerchantRefundOrderId: 21407,
  OriginalTransactionNotCompleted: 21408,
  OriginalTransactionHasPendingRefund: 21409,
  VoidOriginalNotSuccess: 21500,
  VoidCannotReverse: 21501,
  VoidAlreadySettled: 21502,
  VoidOverTheDay: 21503,
  VoidAlreadyVoided: 21504,
  VoidDuplicateOrder: 21505,
} as const;

/** A documented gateway result code. Other numbers can still arrive; `GatewayError.code` is a `number`. */
export type GatewayCode = (typeof GatewayCode)[keyof typeof GatewayCode];

export { transientGatewayCodes } from './transport-codes.js';

/**
 * The `failedCode` values a failed transaction or refund carries in queries and notifications
 * (https://developers.paycools.co.id/en/common/ApiErrorCode.html). The list the gateway publishes is longer; other values can arrive.
 */
export const TransactionFailedCode = {
  ServiceError: -10000,
  ExceedLimit: -10001,
  ParamsError: -10002,
  InsufficientBalance: -10003,
  ChannelRejected: -10004,
  DestinationAccountError: -10005,
  NetworkReject: -10006,
  ChannelRefundFailed: -10009,
} as const;
