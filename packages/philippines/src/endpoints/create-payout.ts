import {
  amountIn,
  DateSchema,
  defineEndpoint,
  EmailSchema,
  type GatewayCode,
  GatewayDateTimeSchema,
  HttpUrlSchema,
  type InferData,
  MerchantOrderIdSchema,
  openEnum,
  personalData,
  RemarkSchema,
  recoverPayout,
} from '@lintas/core';
import * as v from 'valibot';

/** Genders of a payee, as the payout page numbers them: `0` female, `1` male, `2` other. */
const payeeGenders = [0, 1, 2] as const;

// The payee's identity, optional whatever the pay method:
// https://docs-v240402.paycools.com.ph/zh/DisbursementV2/Disburse.html
const payeeIdentityEntries = {
  /** A URL of an image of the payee's identity card, at most 200 characters (optional). */
  idCardPicUrl: v.optional(v.pipe(HttpUrlSchema, v.maxLength(200, 'must be at most 200 characters'), personalData())),
  /** When the payee's identity card expires, `YYYY-MM-DD` (optional). */
  idCardExpiryDate: v.optional(v.pipe(DateSchema, personalData())),
  /** The payee's place of birth, 1–200 characters (optional). */
  birthPlace: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(200, 'must be at most 200 characters'),
      personalData(),
    ),
  ),
  /** The payee's gender: `0` female, `1` male, `2` other (optional). */
  gender: v.optional(v.pipe(v.picklist(payeeGenders, 'must be 0 (female), 1 (male) or 2 (other)'), personalData())),
  /** The payee's e-mail address, at most 50 characters (optional). */
  email: v.optional(v.pipe(EmailSchema, v.maxLength(50, 'must be at most 50 characters'))),
};

/** The members of a payout whatever the pay method (https://docs.ezpaytechs.com/en/philippines/Disbursement/Disburse.html). */
const payoutEntries = {
  /** Your order id, unique per payout: 1–32 characters. A second payout with it is refused (21007). */
  mchOrderId: MerchantOrderIdSchema,
  /**
   * Your idempotency key of this payout request, 10–30 characters. A second request with it is refused (21015). Keep it with the order
   * and reuse it when you retry the same payout.
   */
  idempotencyId: v.pipe(
    v.string(),
    v.minLength(10, 'must be at least 10 characters'),
    v.maxLength(30, 'must be at most 30 characters'),
  ),
  /** The amount in centavos, a positive integer: PHP 500.10 is `50010`. */
  amount: amountIn('PHP'),
  /** A note kept with the payout and echoed in its notification: 1–256 characters. */
  remark: v.optional(RemarkSchema),
  ...payeeIdentityEntries,
};

/** The members of a payout to an account: a bank account or an e-wallet. */
const accountEntries = {
  ...payoutEntries,
  /** The account holder's name: 1–128 characters, letters, digits, spaces and only `'`, `.`, `-`. */
  accountName: v.pipe(
    v.string(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(128, 'must be at most 128 characters'),
    v.regex(/^[\p{L}\p{N} '.-]+$/u, "must hold only letters, digits, spaces and ' . -"),
    personalData(),
  ),
  /** The bank or wallet to pay to, e.g. `CIMB` (https://docs.paycools.com/en/v2/Payment/Collection.html). */
  transferCode: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
};

/**
 * Params of {@link createPayout}: a bank payout, an e-wallet payout or a payout to a scanned QR code, told
 * apart by `payMethodCode`.
 */
export const CreatePayoutParamsSchema = v.variant('payMethodCode', [
  v.strictObject({
    ...accountEntries,
    /** Pay to a bank account. */
    payMethodCode: v.literal('BANK'),
    /** The bank account number: 1–50 characters. */
    accountNo: v.pipe(
      v.string(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(50, 'must be at most 50 characters'),
      personalData(),
    ),
  }),
  v.strictObject({
    ...accountEntries,
    /** Pay to an e-wallet. */
    payMethodCode: v.literal('EWALLET'),
    /** The wallet's mobile number: `09` and nine digits, e.g. `09171234567`. */
    accountNo: v.pipe(
      v.string(),
      v.regex(/^09\d{9}$/, 'must be the wallet mobile number: 09 and nine digits, e.g. 09171234567'),
      personalData(),
    ),
  }),
  // https://docs-v240402.paycools.com.ph/zh/DisbursementV2/Disburse.html: for SCANQR, accountNo carries
  // the QR code's content and accountName the merchant name the QR code holds; the bank and wallet
  // codes are asked for BANK and EWALLET only.
  v.strictObject({
    ...payoutEntries,
    /** Pay to the account a payee's QR code (e.g. a QR Ph code) names. */
    payMethodCode: v.literal('SCANQR'),
    /** The QR code's content, as scanned (e.g. `000201…`). */
    accountNo: v.pipe(v.string(), v.minLength(1, 'must not be empty'), personalData()),
    /** The merchant name the QR code holds, 1–30 characters (the page's bound for `accountName`). */
    accountName: v.pipe(
      v.string(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(30, 'must be at most 30 characters'),
      personalData(),
    ),
    /** The bank or wallet of the QR code, when you know it (optional for a QR code). */
    transferCode: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  }),
]);

/** The payout statuses seen so far; other values may arrive. */
export const PayoutStatusSchema = openEnum(['PENDING', 'COMPLETED', 'FAILED']);

/** Data of {@link createPayout}. */
export const CreatePayoutDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The gateway's id of the payout. */
  transactionId: v.string(),
  /** `PENDING` on creation; the final status is notified to the dashboard's payout notification URL. */
  transactionStatus: PayoutStatusSchema,
  /** When the gateway accepted the payout: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionTime: GatewayDateTimeSchema,
});

/** What {@link createPayout} takes. */
export type CreatePayoutParams = v.InferInput<typeof CreatePayoutParamsSchema>;
/** What {@link createPayout} resolves with. */
export type CreatePayoutData = InferData<typeof CreatePayoutDataSchema>;

/**
 * Sends PHP from your balance to a bank account, an e-wallet or the account a scanned QR code names
 * (`SCANQR`, the QR's content as `accountNo`): `POST /open-api/philippines/disbursement/transfer`. The
 * payee's identity (`idCardPicUrl`, `idCardExpiryDate`, `birthPlace`, `gender`, `email`) may go with any
 * of them. The amount leaves the balance at once (21014 when it
 * is short); the payout starts `PENDING`.
 *
 * A write keyed by `mchOrderId` and `idempotencyId`: after an ambiguous failure (timeout, connection
 * reset after sending, HTTP 5xx) it is sent again with the same keys; if the gateway then answers a
 * duplicate (21007 or 21015), the payout is looked up through the payout status check. That check
 * confirms the order id, amount and remark but does not return the account, bank, pay method or
 * idempotency id, so it cannot prove the payout found is this call's rather than an earlier one made
 * under the same keys with another account: the call ends in `OutcomeUnknownError`, whose `cause` is a
 * `RecordMismatchError` naming the fields that differ or could not be checked (`accountNo`,
 * `accountName`, ...). A payout is returned only when every field is confirmed. Money leaves once
 * either way; reconcile with the error's `keys`.
 */
export const createPayout = defineEndpoint({
  path: '/open-api/philippines/disbursement/transfer',
  params: CreatePayoutParamsSchema,
  data: CreatePayoutDataSchema,
  retry: {
    keys: ['mchOrderId', 'idempotencyId'],
    duplicateCodes: [
      21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId,
      21015 satisfies typeof GatewayCode.DuplicateIdempotencyId,
    ],
    statusCheck: {
      method: 'neutral.queryPayout',
      params: ['mchOrderId'],
      fixed: { countryCode: 'PH' },
      page: 'https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html',
    },
    recover: ({ params, call }) => recoverPayout(call, params, 'PH'),
  },
});
