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
import { IndonesianMobileSchema, RequiredTextSchema } from '../schemas/fields.js';

/** A merchant key of an Indonesian payout: 10–32 characters (https://docs.ezpaytechs.com/en/indonesia/Disbursement/Disburse.html). */
const payoutKey = v.pipe(
  v.string(),
  v.minLength(10, 'must be at least 10 characters'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/** Params of {@link createPayout} (https://docs.ezpaytechs.com/en/indonesia/Disbursement/Disburse.html). */
export const CreatePayoutParamsSchema = v.strictObject({
  /** Your order id, unique per payout: 10–32 characters. A second payout with it is refused (21007). */
  mchOrderId: payoutKey,
  /**
   * Your idempotency key of this payout request: 10–32 characters. A second request with it is refused
   * (21015). Keep it with the order and reuse it when you retry the same payout.
   */
  idempotencyId: payoutKey,
  /**
   * The amount in whole rupiah: at least 10000.
   */
  amount: v.pipe(amountIn('IDR'), v.minValue(10_000, 'must be at least 10000 rupiah')),
  /** The account number to pay to. */
  accountNo: v.pipe(RequiredTextSchema, personalData()),
  /** The account holder's name. */
  accountName: v.pipe(RequiredTextSchema, personalData()),
  /** The recipient's mobile number: 10–13 digits starting `08`, e.g. `081234567890`. */
  mobile: v.optional(IndonesianMobileSchema),
  /** How the money is sent; `BANK` is the documented value. */
  payMethodCode: v.pipe(v.string() as v.GenericSchema<'BANK' | (string & {})>, v.minLength(1, 'must not be empty')),
  /** The bank to pay to, e.g. `CIMB`. */
  transferCode: RequiredTextSchema,
});

/** Data of {@link createPayout}. */
export const CreatePayoutDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The gateway's id of the payout. */
  transactionId: v.string(),
  /**
   * `PENDING` on creation; the final status (`COMPLETED` or `FAILED`) is notified to the
   * dashboard's payout notification URL. Other values may arrive.
   */
  transactionStatus: openEnum(['PENDING', 'COMPLETED', 'FAILED']),
  /** When the gateway accepted the payout: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionTime: GatewayDateTimeSchema,
});

/** What {@link createPayout} takes. */
export type CreatePayoutParams = v.InferInput<typeof CreatePayoutParamsSchema>;
/** What {@link createPayout} resolves with. */
export type CreatePayoutData = InferData<typeof CreatePayoutDataSchema>;

/**
 * Sends IDR from your balance to a bank account, amount in whole rupiah (at least 10000):
 * `POST /open-api/indonesia/disbursement/transfer`. The gateway answers it with code 1000 `success`
 * (`GatewayCode.AlternateSuccess`), which counts as success like 10000. The payout starts `PENDING`.
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
  path: '/open-api/indonesia/disbursement/transfer',
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
      fixed: { countryCode: 'ID' },
      page: 'https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html',
    },
    recover: ({ params, call }) => recoverPayout(call, params, 'ID'),
  },
});
