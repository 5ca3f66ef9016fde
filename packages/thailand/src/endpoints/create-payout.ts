import {
  amountIn,
  defineEndpoint,
  type GatewayCode,
  GatewayDateTimeSchema,
  type InferData,
  openEnum,
  personalData,
  RemarkSchema,
  recoverPayout,
} from '@lintas/core';
import * as v from 'valibot';

// The same param table on the three BluePay sites: https://docs.bluepay.asia/en/Disbursement/Disburse.html,
// https://jtdocs.bluepay.asia/en/Disbursement/Disburse.html and
// https://docs-wallet.bluepay.asia/en/Disbursement/Disburse.html. Where the copies differ (the J&T and
// wallet copies also ask for `transferCode` and `accountName` on an EWALLET payout and bound
// `accountName` at 50), the SDK requires only what every copy requires and takes the widest bound: the
// gateway of the stricter copy answers 21002 for the rest. No copy shows an answer.

/** A merchant key of a Thai payout: 10–32 characters (the pages' "Length" column). */
const payoutKey = v.pipe(
  v.string(),
  v.minLength(10, 'must be at least 10 characters'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/** A text of 1–`max` characters. */
const text = (max: number) =>
  v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

/** A Thai mobile number as the pages write it: `06`, `08` or `09` and eight digits. */
const ThaiMobileSchema = v.pipe(
  v.string(),
  v.regex(/^0[689]\d{8}$/, 'must be a Thai mobile number: 06, 08 or 09 and eight digits, e.g. 0812345678'),
  personalData(),
);

/** Who receives a bank payout: a person or an organization. */
const AccountTypeSchema = v.picklist(['INDIVIDUAL', 'ORGANIZATION'], 'must be INDIVIDUAL or ORGANIZATION');

/** The members of a Thai payout whatever the pay method. */
const payoutEntries = {
  /** Your order id, unique per payout: 10–32 characters. A second payout with it is refused (21007). */
  mchOrderId: payoutKey,
  /**
   * Your idempotency key of this payout request: 10–32 characters. A second request with it is refused
   * (21015). Keep it with the order and reuse it when you retry the same payout.
   */
  idempotencyId: payoutKey,
  /** The amount in satang, a positive integer: THB 500.20 is `50020`. */
  amount: amountIn('THB'),
  /** The account to pay to: a bank account or wallet number, or the PromptPay id. */
  accountNo: v.pipe(text(50), personalData()),
  /** The payee's relation to you, 1–50 characters (optional). */
  relationship: v.optional(text(50)),
  /** A note kept with the payout and echoed in its notification: 1–256 characters. */
  remark: v.optional(RemarkSchema),
};

/** The members that identify the payee of a bank payout; optional for the other pay methods. */
const payeeEntries = {
  /** The payee's name, 1–128 characters. */
  accountName: v.pipe(text(128), personalData()),
  /** `INDIVIDUAL` or `ORGANIZATION`. */
  accountType: AccountTypeSchema,
  /** The payee's ID card number (a person) or business registration number (an organization), 1–50 characters. */
  accountTaxId: v.pipe(text(50), personalData()),
  /** The payee's mobile number: `06`, `08` or `09` and eight digits. */
  mobile: ThaiMobileSchema,
};

/** The payee's members on an e-wallet or PromptPay payout, where no copy requires them. */
const optionalPayeeEntries = {
  /** The payee's name, 1–128 characters (optional; the J&T and wallet copies ask for it on an e-wallet payout). */
  accountName: v.optional(payeeEntries.accountName),
  /** `INDIVIDUAL` or `ORGANIZATION` (optional). */
  accountType: v.optional(payeeEntries.accountType),
  /** The payee's ID card or business registration number, 1–50 characters (optional). */
  accountTaxId: v.optional(payeeEntries.accountTaxId),
  /** The payee's mobile number: `06`, `08` or `09` and eight digits (optional). */
  mobile: v.optional(payeeEntries.mobile),
};

/** A PromptPay id's kind: `NATID`, a national ID number, or `MSISDN`, a mobile number. */
export const PromptPayAccountTypeSchema = v.picklist(['NATID', 'MSISDN'], 'must be NATID or MSISDN');

/**
 * Params of {@link createPayout}: a bank payout, an e-wallet payout or a PromptPay payout, told apart by
 * `payMethodCode`.
 */
export const CreatePayoutParamsSchema = v.variant('payMethodCode', [
  v.strictObject({
    ...payoutEntries,
    ...payeeEntries,
    /** Pay to a bank account. */
    payMethodCode: v.literal('BANK'),
    /** The bank to pay to, one of the codes your account manager lists ("Reference List" on the pages). */
    transferCode: text(64),
  }),
  v.strictObject({
    ...payoutEntries,
    ...optionalPayeeEntries,
    /** Pay to an e-wallet. */
    payMethodCode: v.literal('EWALLET'),
    /** The wallet to pay to, as your account manager lists it (the J&T and wallet copies require it). */
    transferCode: v.optional(text(64)),
  }),
  v.strictObject({
    ...payoutEntries,
    ...optionalPayeeEntries,
    /** Pay to a PromptPay id (`accountNo`). */
    payMethodCode: v.literal('PROMPTPAY'),
    /** What the PromptPay id in `accountNo` is: `NATID` (a national ID number) or `MSISDN` (a mobile number). */
    promptpayAccountType: PromptPayAccountTypeSchema,
  }),
]);

/** Data of {@link createPayout}. No copy of the page shows an answer: every field is optional and unknown ones are kept. */
export const CreatePayoutDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.nullish(v.string()),
  /** The gateway's id of the payout. */
  transactionId: v.nullish(v.string()),
  /** `PENDING` once accepted, later `COMPLETED` or `FAILED`; other values may arrive. */
  transactionStatus: v.nullish(openEnum(['PENDING', 'COMPLETED', 'FAILED'])),
  /** When the gateway accepted the payout: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionTime: v.nullish(GatewayDateTimeSchema),
});

/** What {@link createPayout} takes. */
export type CreatePayoutParams = v.InferInput<typeof CreatePayoutParamsSchema>;
/** What {@link createPayout} resolves with. */
export type CreatePayoutData = InferData<typeof CreatePayoutDataSchema>;

/**
 * Sends THB from your balance, amount in satang, to a bank account (`BANK`, with the payee's name, type,
 * tax id and mobile number), an e-wallet (`EWALLET`) or a PromptPay id (`PROMPTPAY`, a national ID or
 * mobile number): `POST /open-api/disbursement/transfer`. The outcome is notified to the dashboard's
 * payout notification URL as `disbursement.success` or `disbursement.failed`.
 *
 * A write keyed by `mchOrderId` and `idempotencyId`: after an ambiguous failure (timeout, connection
 * reset after sending, HTTP 5xx) it is sent again with the same keys; if the gateway then answers a
 * duplicate (21007 or 21015), the payout is looked up through the payout status check in `TH`. That check
 * returns the order id, amount and remark, not the account or pay method, so a payout found under the
 * keys ends the call in `OutcomeUnknownError`, whose `cause` names the fields it could not confirm; a
 * payout is returned only when every field is confirmed. Money leaves once either way.
 */
export const createPayout = defineEndpoint({
  path: '/open-api/disbursement/transfer',
  params: CreatePayoutParamsSchema,
  data: CreatePayoutDataSchema,
  retry: {
    keys: ['mchOrderId', 'idempotencyId'],
    duplicateCodes: [
      21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId,
      21015 satisfies typeof GatewayCode.DuplicateIdempotencyId,
    ],
    // No copy shows an answer: a success names the payout by the gateway's id or by your order id.
    identifiedBy: ['transactionId', 'mchOrderId'],
    // The payout status check of the same site (https://docs.bluepay.asia/en/Disbursement/RequestDisburseStatus.html),
    // which takes the country TH on the unified copy (https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html).
    statusCheck: {
      method: 'neutral.queryPayout',
      params: ['mchOrderId'],
      fixed: { countryCode: 'TH' },
      page: 'https://docs.bluepay.asia/en/Disbursement/RequestDisburseStatus.html',
    },
    recover: ({ params, call }) => recoverPayout(call, params, 'TH'),
  },
});
