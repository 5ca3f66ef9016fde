import {
  amountIn,
  defineEndpoint,
  type GatewayCode,
  GatewayDateTimeSchema,
  type InferData,
  openEnum,
  personalData,
  recoverPayout,
} from '@lintas/core';
import * as v from 'valibot';
import { PayCoolsKeySchema, RequiredTextSchema } from '../schemas/fields.js';

// https://developers.paycools.co.id/en/disbursement/Disburse.html: the param table, an example request
// and an example answer (code 1000; `transactionId`, `transactionStatus` PENDING, the rest cut short in
// the copy read), so every answer field is optional. The example request leaves out `idempotencyId`,
// `accountName` and `payMethodCode`, which the table marks mandatory: the SDK keeps them required (the
// idempotency key is what makes a retry safe).

/** Params of {@link createDisbursement}. */
export const CreateDisbursementParamsSchema = v.pipe(
  v.strictObject({
    /** Your order id, unique per payout: letters and digits, 10–32. A second payout with it is refused (21007). */
    mchOrderId: PayCoolsKeySchema,
    /** Your idempotency key of this request: letters and digits, 10–32. Reuse it when you retry the same payout. */
    idempotencyId: PayCoolsKeySchema,
    /** The amount in whole rupiah: 10000–100000000. */
    amount: v.pipe(
      amountIn('IDR'),
      v.minValue(10_000, 'must be at least 10000 rupiah'),
      v.maxValue(100_000_000, 'must be at most 100000000 rupiah'),
    ),
    /** The account number to pay to. */
    accountNo: v.pipe(RequiredTextSchema, personalData()),
    /** The account holder's name, 1–100 characters. */
    accountName: v.pipe(RequiredTextSchema, v.maxLength(100, 'must be at most 100 characters'), personalData()),
    /** How the money is sent: `BANK` (with `bankCode`) or `EWALLET` (with `ewalletCode`). */
    payMethodCode: v.pipe(
      v.string() as v.GenericSchema<'BANK' | 'EWALLET' | (string & {})>,
      v.minLength(1, 'must not be empty'),
    ),
    /** The beneficiary's bank, required when `payMethodCode` is `BANK`. */
    bankCode: v.optional(RequiredTextSchema),
    /** The beneficiary's e-wallet, required when `payMethodCode` is `EWALLET`. */
    ewalletCode: v.optional(RequiredTextSchema),
    /** A note kept with the payout. */
    remark: v.optional(v.string()),
    /** `BANK_TRANSFER` (the gateway's default) or `BI_FAST`. */
    disbursementType: v.optional(v.picklist(['BANK_TRANSFER', 'BI_FAST'], 'must be BANK_TRANSFER or BI_FAST')),
  }),
  // The bank or wallet to pay to cannot be left out: a caller's mistake, checked with formatChecks off too.
  v.forward(
    v.partialCheck(
      [['payMethodCode'], ['bankCode']],
      (input) => input.payMethodCode !== 'BANK' || input.bankCode !== undefined,
      'is required for a BANK payout',
    ),
    ['bankCode'],
  ),
  v.forward(
    v.partialCheck(
      [['payMethodCode'], ['ewalletCode']],
      (input) => input.payMethodCode !== 'EWALLET' || input.ewalletCode !== undefined,
      'is required for an EWALLET payout',
    ),
    ['ewalletCode'],
  ),
);

/**
 * Data of {@link createDisbursement}. The page's example answer, cut short in the copy read, names
 * `transactionId` and `transactionStatus`: every field is optional and unknown ones are kept.
 */
export const CreateDisbursementDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.nullish(v.string()),
  /** The gateway's id of the payout. */
  transactionId: v.nullish(v.string()),
  /** `PENDING` once accepted, later `COMPLETED` or `FAILED`; other values may arrive. */
  transactionStatus: v.nullish(openEnum(['PENDING', 'COMPLETED', 'FAILED'])),
  /** When the gateway accepted the payout: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionTime: v.nullish(GatewayDateTimeSchema),
});

/** What {@link createDisbursement} takes. */
export type CreateDisbursementParams = v.InferInput<typeof CreateDisbursementParamsSchema>;
/** What {@link createDisbursement} resolves with. */
export type CreateDisbursementData = InferData<typeof CreateDisbursementDataSchema>;

/**
 * Pays out whole rupiah (10000–100000000) from your PayCools Indonesia balance to a bank account or an
 * e-wallet: `POST /open-api/disbursement`. The outcome is notified to the payout notification URL set
 * in the dashboard.
 *
 * A write keyed by `mchOrderId` and `idempotencyId`: after an ambiguous failure (timeout, connection
 * reset after sending, HTTP 5xx) it is sent again with the same keys; if the gateway then answers a
 * duplicate (21007, 21015 or 21021), the payout is looked up through the payout status check in `ID`.
 * That check returns the order id, amount and remark, not the account or pay method, so a payout found
 * under the keys ends the call in `OutcomeUnknownError`, whose `cause` names the fields it could not
 * confirm; a payout is returned only when every field is confirmed. Money leaves once either way.
 */
export const createDisbursement = defineEndpoint({
  path: '/open-api/disbursement',
  params: CreateDisbursementParamsSchema,
  data: CreateDisbursementDataSchema,
  // A duplicate refusal of a retry means an earlier attempt may have paid out: an unknown outcome.
  // 21021 is "Duplicate request" in PayCools Indonesia's own code list (https://developers.paycools.co.id/en/common/ApiErrorCode.html).
  retry: {
    keys: ['mchOrderId', 'idempotencyId'],
    duplicateCodes: [
      21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId,
      21015 satisfies typeof GatewayCode.DuplicateIdempotencyId,
      21021,
    ],
    // The page's example answer names the payout by the gateway's id; a copy may name it by your order id.
    identifiedBy: ['transactionId', 'mchOrderId'],
    // The payout status check applies to Indonesia's payouts: it takes the country ID and answers their
    // amount in whole rupiah, as this payout takes it (https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html).
    statusCheck: {
      method: 'neutral.queryPayout',
      params: ['mchOrderId'],
      fixed: { countryCode: 'ID' },
      page: 'https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html',
    },
    recover: ({ params, call }) => recoverPayout(call, params, 'ID'),
  },
});
