import {
  AmountSchema,
  defineEndpoint,
  type GatewayCode,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
  openEnum,
  recoverPayout,
  RemarkSchema,
} from '@lintas/core';
import * as v from 'valibot';

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
  amount: AmountSchema,
  /** The account holder's name: 1–128 characters, letters, digits, spaces and only `'`, `.`, `-`. */
  accountName: v.pipe(
    v.string(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(128, 'must be at most 128 characters'),
    v.regex(/^[\p{L}\p{N} '.-]+$/u, "must hold only letters, digits, spaces and ' . -"),
  ),
  /** The bank or wallet to pay to, e.g. `CIMB` (https://docs.paycools.com/en/v2/Payment/Collection.html). */
  transferCode: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  /** A note kept with the payout and echoed in its notification: 1–256 characters. */
  remark: v.optional(RemarkSchema),
};

/**
 * Params of {@link createPayout}: a bank payout or an e-wallet payout, told apart by `payMethodCode`.
 */
export const CreatePayoutParamsSchema = v.variant('payMethodCode', [
  v.strictObject({
    ...payoutEntries,
    /** Pay to a bank account. */
    payMethodCode: v.literal('BANK'),
    /** The bank account number: 1–50 characters. */
    accountNo: v.pipe(
      v.string(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(50, 'must be at most 50 characters'),
    ),
  }),
  v.strictObject({
    ...payoutEntries,
    /** Pay to an e-wallet. */
    payMethodCode: v.literal('EWALLET'),
    /** The wallet's mobile number: `09` and nine digits, e.g. `09171234567`. */
    accountNo: v.pipe(
      v.string(),
      v.regex(/^09\d{9}$/, 'must be the wallet mobile number: 09 and nine digits, e.g. 09171234567'),
    ),
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
 * Sends PHP from your balance to a bank account or e-wallet: `POST
 * /open-api/philippines/disbursement/transfer`. The amount leaves the balance at once (21014 when it
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
    recover: ({ params, call }) => recoverPayout(call, params, 'PH'),
  },
});
