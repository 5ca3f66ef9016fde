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

// https://docs.paycools.com.my/en/Disbursement/Disburse.html: Malaysia's payout at `/open-api/disbursement`,
// naming the bank or wallet with `transferCode` and the account's kind with `accountType`
// (MOBILE_NUMBER or BANK_ACCOUNT). The page's param table marks every field below required but `remark`,
// with these lengths: mchOrderId and idempotencyId 10-32, accountNo 1-50, accountName 1-128, remark
// 1-256 (its "letter + space, 10-30 characters" for idempotencyId contradicts its own Length column and
// the family's other payout pages, which say letters and digits, 10-32). Its example request leaves
// `accountType` out, so the SDK does not require it. Its example answer holds `transactionId`,
// `transactionStatus` and `transactionTime`, no `mchOrderId`. A gateway that asks otherwise refuses the
// request with a parameter error (21002) before any money moves; the SDK surfaces it as `GatewayError`
// and does not send it again (tested).

/** A merchant key of a payout: letters and digits, 10–32 characters. */
const payoutKey = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9]+$/, 'must hold only letters and digits'),
  v.minLength(10, 'must be at least 10 characters'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/** A text of 1–`max` characters. */
const text = (max: number) =>
  v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

/** What `accountNo` holds: `BANK_ACCOUNT`, a bank account number, or `MOBILE_NUMBER`, a mobile number (DuitNow). */
export const MalaysiaAccountTypeSchema = v.picklist(
  ['BANK_ACCOUNT', 'MOBILE_NUMBER'],
  'must be BANK_ACCOUNT or MOBILE_NUMBER',
);

/** Params of {@link createPayout}. */
export const CreatePayoutParamsSchema = v.strictObject({
  /** Your order id, unique per payout: letters and digits, 10–32. A second payout with it is refused (21007). */
  mchOrderId: payoutKey,
  /**
   * Your idempotency key of this payout request: letters and digits, 10–32. A second request with it is
   * refused (21015). Keep it with the order and reuse it when you retry the same payout.
   */
  idempotencyId: payoutKey,
  /** The amount in sen, a positive integer: MYR 500.10 is `50010`. */
  amount: amountIn('MYR'),
  /**
   * What `accountNo` is: `BANK_ACCOUNT` (a bank account number) or `MOBILE_NUMBER` (a mobile number).
   * The page's table marks it required, its example request leaves it out: send it.
   */
  accountType: v.optional(MalaysiaAccountTypeSchema),
  /** The account to pay to: the bank account number, or the mobile number, as `accountType` says. */
  accountNo: v.pipe(text(50), personalData()),
  /** The payee's name, 1–128 characters. */
  accountName: v.pipe(text(128), personalData()),
  /** How the money is sent, e.g. `BANK` or `EWALLET`; other codes your account manager lists pass too. */
  payMethodCode: v.pipe(v.string() as v.GenericSchema<'BANK' | 'EWALLET' | (string & {})>, text(64)),
  /** The bank or wallet to pay to, e.g. `CIMB` or `RHBB`, as your account manager lists them. */
  transferCode: text(64),
  /** A note kept with the payout and echoed in its notification: 1–256 characters. */
  remark: v.optional(RemarkSchema),
});

/**
 * Data of {@link createPayout}. The page's example answer holds `transactionId`, `transactionStatus` and
 * `transactionTime`; every field is optional and unknown ones are kept.
 */
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
 * Sends MYR from your balance, amount in sen, to a bank account (`accountType` `BANK_ACCOUNT`) or to a
 * mobile number (`MOBILE_NUMBER`) at the bank or wallet `transferCode` names: `POST /open-api/disbursement`
 * on PayCools Malaysia. The outcome is notified to the dashboard's payout notification URL as
 * `disbursement.success` or `disbursement.failed`.
 *
 * A write keyed by `mchOrderId` and `idempotencyId`: after an ambiguous failure (timeout, connection
 * reset after sending, HTTP 5xx) it is sent again with the same keys; if the gateway then answers a
 * duplicate (21007 or 21015), the payout is looked up through the payout status check in `MY`. That check
 * returns the order id, amount and remark, not the account or pay method, so a payout found under the
 * keys ends the call in `OutcomeUnknownError`, whose `cause` names the fields it could not confirm; a
 * payout is returned only when every field is confirmed. Money leaves once either way.
 *
 * Its fields and lengths are the Malaysian Disburse page's param table; `accountType`, which the page's
 * example request leaves out, is optional. A request the gateway reads otherwise is refused with
 * `GatewayError` 21002 (a parameter error), sent once, moving no money.
 */
export const createPayout = defineEndpoint({
  path: '/open-api/disbursement',
  params: CreatePayoutParamsSchema,
  data: CreatePayoutDataSchema,
  retry: {
    keys: ['mchOrderId', 'idempotencyId'],
    duplicateCodes: [
      21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId,
      21015 satisfies typeof GatewayCode.DuplicateIdempotencyId,
    ],
    // The page's example answer names the payout by the gateway's id; a copy may name it by your order id.
    identifiedBy: ['transactionId', 'mchOrderId'],
    // The payout status check the Malaysian site documents beside its payout, `/open-api/disbursement/check`,
    // which takes the country MY on the unified copy (https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html).
    statusCheck: {
      method: 'neutral.queryPayout',
      params: ['mchOrderId'],
      fixed: { countryCode: 'MY' },
      page: 'https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html',
    },
    recover: ({ params, call }) => recoverPayout(call, params, 'MY'),
  },
});
