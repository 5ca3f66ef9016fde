/** A gateway result: the `code` and `message` pair of the response envelope. */
export interface ResultCode {
  readonly code: number;
  readonly message: string;
}

/** The result codes the sandbox answers with (https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html). */
export const RESULT = {
  success: { code: 10000, message: 'Success' },
  /** The Indonesian payout's success, as its sample shows. */
  indonesiaPayoutSuccess: { code: 1000, message: 'success' },
  serverError: { code: 21000, message: 'Server error, Please try again later.' },
  signError: { code: 21001, message: 'Request sign error' },
  paramError: { code: 21002, message: 'Request param error' },
  appIdError: { code: 21003, message: 'Request appId error' },
  /** A channel code the sandbox does not know, or one of another country or use than the request's. */
  channelUnavailable: { code: 21005, message: 'Merchant channel is unavailable' },
  transactionNotFound: { code: 21006, message: 'Merchant transaction not found' },
  duplicateOrderId: { code: 21007, message: 'Duplicate merchant order id' },
  timestampError: { code: 21009, message: 'Request timestamp error' },
  countryNotOpened: { code: 21017, message: 'Merchant has not opened this national service' },
  balanceInsufficient: { code: 21014, message: 'Merchant balance insufficient' },
  duplicateIdempotencyId: { code: 21015, message: 'Duplicate idempotencyId' },
  transferCodeError: { code: 21018, message: 'Request transfer code error' },
  payMethodCodeError: { code: 21019, message: 'Request pay method code error' },
  tooManyRequests: { code: 21020, message: 'Too many requests, please retry later.' },
  amountInvalid: { code: 21021, message: 'Transaction Amount Invalid' },
  /** Answered for a bad direct-debit `payToken`: an inference from the code list, no page ties the two. */
  invalidAccessToken: { code: 21024, message: 'Invalid access token' },
  notAllowedToCancel: { code: 21025, message: 'Not allowed to cancel' },
  alreadyPaidOrClosed: { code: 21028, message: 'Transaction already paid or closed' },
  refundAmountInvalid: { code: 21406, message: 'Refund amount invalid' },
  refundOrderRepeat: { code: 21407, message: 'MchRefundOrderId is repeat' },
  originalNotCompleted: { code: 21408, message: 'Original transaction not completed' },
  refundPending: { code: 21409, message: 'Original transaction already has a pending refund' },
} as const satisfies Record<string, ResultCode>;
