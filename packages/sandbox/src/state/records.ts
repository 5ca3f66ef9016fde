/*
 * The records the sandbox holds. Times are epoch milliseconds; absent values are `null` so a
 * `state()` snapshot shows every field. Amounts are integer minor units (whole rupiah for IDR).
 */

/** Status of a payment (collection). */
export type PaymentStatus = 'PENDING' | 'COMPLETED' | 'FAILED' | 'CLOSED';

/**
 * Which operation created a payment: `qr` is a BluePay QR code create, `delivery-qr` a BluePay J&T
 * cash-on-delivery QR code, `dynamic-va` a PayCools Indonesia dynamic VA (collection request),
 * `direct-debit` the BluePay J&T direct-debit pay, `webpay` a BluePay WebPay order.
 */
export type PaymentSource =
  | 'payment'
  | 'philippines'
  | 'indonesia'
  | 'malaysia'
  | 'checkout'
  | 'static'
  | 'qr'
  | 'delivery-qr'
  | 'dynamic-va'
  | 'direct-debit'
  | 'webpay';

/** A payment (collection) transaction. */
export interface PaymentRecord {
  /** Merchant that owns it. */
  appId: string;
  /** Gateway id, `TX` + 20 digits. */
  transactionId: string;
  /** Merchant order id (the static code's or checkout's order id for those sources). */
  mchOrderId: string;
  /** The create operation family. */
  source: PaymentSource;
  countryCode: string;
  currency: string;
  channelCode: string;
  channelType: string;
  /** QR content, URL or virtual-account number. */
  payData: string;
  amount: number;
  status: PaymentStatus;
  createdAt: number;
  /** Set when the payment finished (COMPLETED or FAILED). */
  returnedAt: number | null;
  /** Set when closed by the merchant. */
  closedAt: number | null;
  customerName: string | null;
  email: string | null;
  mobile: string | null;
  remark: string | null;
  /** Where payment notifications go; `null` sends none. */
  notifyUrl: string | null;
  redirectUrl: string | null;
  /** Sandbox-served hosted page for the Philippine create operation. */
  cashierUrl: string | null;
  failedCode: number | null;
  failedMessage: string | null;
  /** Set for payments made through a checkout. */
  checkoutId: string | null;
  /** The direct-debit token a DIRECT_DEBIT payment is paid with. */
  payToken: string | null;
  /** What a J&T delivery order adds to the payment: a direct-debit pay or a cash-on-delivery QR code (`null` for other sources). */
  delivery: DeliveryTerms | null;
}

/**
 * The members of a BluePay J&T delivery order that other payments do not have, paid by direct debit
 * (https://jtdocs.bluepay.asia/en/DirectDebit/Pay.html) or by a cash-on-delivery QR code
 * (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html).
 */
export interface DeliveryTerms {
  /** `1` a direct-sale store (the default), `2` a franchisee. */
  businessType: number;
  /** `PPCASH` (the default), `VIP` or, for a QR code, `HOME`. */
  projectType: string;
  /** The sub-orders as sent, `null` when none were. */
  items: Array<Record<string, unknown>> | null;
  /** The gateway's fee in cents: the sandbox charges none. */
  fee: number;
}

/** Status of a payout (disbursement). */
export type PayoutStatus = 'PENDING' | 'COMPLETED' | 'FAILED';

/** A payout (disbursement) transaction. */
export interface PayoutRecord {
  appId: string;
  transactionId: string;
  mchOrderId: string;
  idempotencyId: string;
  countryCode: string;
  currency: string;
  amount: number;
  accountNo: string;
  /** `null` for a payout sent without one (a Thai e-wallet or PromptPay payout). */
  accountName: string | null;
  payMethodCode: string;
  /** `null` for a payout sent without one (SCANQR, a Thai e-wallet or PromptPay payout). */
  transferCode: string | null;
  mobile: string | null;
  remark: string | null;
  status: PayoutStatus;
  createdAt: number;
  returnedAt: number | null;
  failedCode: number | null;
  failedMessage: string | null;
  /** The payee's identity, when the payout carried any of it (Philippine payouts). */
  payee: PayeeIdentity | null;
}

/** The payee's identity a Philippine payout may carry (https://docs-v240402.paycools.com.ph/zh/DisbursementV2/Disburse.html). */
export interface PayeeIdentity {
  idCardPicUrl: string | null;
  idCardExpiryDate: string | null;
  birthPlace: string | null;
  /** `0` female, `1` male, `2` other. */
  gender: number | null;
  email: string | null;
}

/** Status of a refund. */
export type RefundStatus = 'PENDING' | 'COMPLETE' | 'FAILED';

/** A refund of a completed payment. */
export interface RefundRecord {
  appId: string;
  refundTransactionId: string;
  mchRefundOrderId: string;
  originalTransactionId: string;
  currency: string;
  refundAmount: number;
  feeRefunded: number;
  status: RefundStatus;
  refundReason: string | null;
  refundCallbackUrl: string;
  createdAt: number;
  returnedAt: number | null;
  failedCode: number | null;
  failedMessage: string | null;
}

/** Stored status of a checkout; `EXPIRED` is reported once `expiresAt` has passed while PENDING. */
export type CheckoutStatus = 'PENDING' | 'PAID' | 'EXPIRED';

/** A hosted checkout order. */
export interface CheckoutRecord {
  appId: string;
  /** `CH` + 20 digits. */
  checkoutId: string;
  mchOrderId: string;
  countryCode: string;
  currency: string;
  settlementCurrency: string | null;
  amount: number;
  customerName: string | null;
  email: string | null;
  mobile: string | null;
  notifyUrl: string;
  redirectUrl: string | null;
  language: string | null;
  channelTypeList: string[] | null;
  channelCodeList: string[] | null;
  remark: string | null;
  status: CheckoutStatus;
  createdAt: number;
  expiresAt: number;
  /** Payments made through this checkout, oldest first. */
  transactionIds: string[];
}

/** Status of a static (reusable) payment code. */
export type StaticCodeStatus = 'ACTIVE' | 'CANCEL';

/**
 * A static payment code: a Philippine QR code or an Indonesian static VA (created by the API), or a
 * Thai QR code (seeded).
 */
export interface StaticCodeRecord {
  appId: string;
  mchOrderId: string;
  countryCode: string;
  channelCode: string;
  channelType: string;
  /** QR content, or the VA number of an Indonesian static VA. */
  payData: string;
  /** The fixed amount of a static VA created with one; `null` for an open amount. */
  amount: number | null;
  customerName: string | null;
  email: string | null;
  mobile: string | null;
  notifyUrl: string | null;
  remark: string | null;
  status: StaticCodeStatus;
  createdAt: number;
  expiresAt: number;
}

/** A split payment, seeded through the control API (its create path is not documented). */
export interface SplitPaymentRecord {
  appId: string;
  splitPaymentNo: string;
  detailNo: string;
  splitMerchantOrderNo: string;
  countryCode: string;
  /** Merchant number the returns are credited back from. */
  returnMerchantNo: string;
  amount: number;
  /** Sum of the returns made so far. */
  returnedAmount: number;
}

/** A return of (part of) a split payment. */
export interface SplitReturnRecord {
  appId: string;
  detailNo: string;
  detailReturnNo: string;
  splitMerchantOrderNo: string;
  splitMerchantOrderReturnNo: string;
  splitPaymentNo: string;
  splitPaymentReturnNo: string;
  returnMerchantNo: string;
  countryCode: string;
  amount: number;
  description: string;
  returnStatus: 'SUCCESS';
  createdAt: number;
  finishedAt: number;
}

/** A split-payment receiver binding, seeded through the control API. */
export interface ReceiverRecord {
  appId: string;
  bindNo: string;
  countryCode: string;
  status: 'BOUND' | 'DELETED';
}

/** An uploaded relationship-proof file (the content itself is not kept, only its size and digest). */
export interface FileRecord {
  appId: string;
  fileNo: string;
  fileName: string;
  businessType: string;
  countryCode: string;
  size: number;
  sha256: string;
  createdAt: number;
}

/** A direct-debit authorization request. */
export interface AuthorizationRecord {
  appId: string;
  requestId: string;
  userId: string;
  channelCode: string;
  countryCode: string;
  notifyUrl: string;
  redirectUrl: string;
  terminalType: string;
  osType: string | null;
  status: 'PENDING' | 'AUTHORIZED' | 'REJECTED';
  createdAt: number;
  /** Token issued when authorized. */
  payToken: string | null;
}

/** Status of a direct-debit token. */
export type TokenStatus = 'ACTIVED' | 'INACTIVED';

/** A direct-debit pay token. */
export interface TokenRecord {
  appId: string;
  payToken: string;
  requestId: string;
  userId: string;
  channelCode: string;
  countryCode: string;
  status: TokenStatus;
  createdAt: number;
  expiresAt: number;
  /** Masked payer login id, e.g. `0917****321`. */
  userLoginId: string;
  inactiveAt: number | null;
  inactiveType: string | null;
}

/** A report requested through the report download operation. */
export interface ReportRecord {
  appId: string;
  reportId: string;
  countryCode: string;
  transDate: string;
  /** 1 payouts, 2 payments. */
  transType: 1 | 2;
  createdAt: number;
}

/** A registered merchant as shown by `state()` (its public key as given). */
export interface MerchantRecord {
  appId: string;
  publicKey: string;
  /** The secret of SNAP's symmetric signatures (HMAC-SHA512), issued with the app id. */
  clientSecret: string;
  payoutNotifyUrl: string | null;
  /** Where the SNAP sites send payment notifications (service 52); none when `null`. */
  snapNotifyUrl: string | null;
  rateLimitPerSecond: number | null;
  /** Balances per currency, minor units. */
  balances: Record<string, number>;
}

/** Status of an abnormal-transaction ticket (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/SearchDisResult.html). */
export type TicketStatus = 'PENDING' | 'PROCESSING' | 'REJECTED' | 'CLOSED';

/** A ticket about an abnormal transaction, opened by the merchant (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/AddIssueFromOpen.html). */
export interface TicketRecord {
  appId: string;
  /** The gateway's ticket number, answered as `ticketNo` and notified as `ticketId`. */
  ticketNo: string;
  /** The merchant's id of the request. */
  requestId: string;
  /** The transaction the ticket is about. */
  mchOrderId: string;
  amount: number;
  /** `1`: an abnormal transaction status. */
  ticketType: number;
  /** `1` the rider, `2` the recipient, `3` another payer. */
  payerType: number;
  courierMobile: string;
  payerMobile: string | null;
  /** `YYYY-MM-DD`. */
  transactionDate: string;
  notifyUrl: string;
  problemDescription: string;
  proofImage: string[];
  ticketStatus: TicketStatus;
  /** The transaction's status as support found it: `PENDING` until it decides. */
  transactionStatus: string;
  customerServiceReply: string | null;
  createdAt: number;
  updatedAt: number;
}
