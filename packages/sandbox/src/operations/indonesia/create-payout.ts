import * as v from 'valibot';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { payoutFields } from '../payouts/payout-fields.js';
import { startPayout } from '../payouts/start-payout.js';

/**
 * `/open-api/indonesia/disbursement/transfer` (https://docs.ezpaytechs.com/en/indonesia/Disbursement/Disburse.html): IDR payout of at least 10000 whole
 * rupiah, ids of 10–32 characters, otherwise checked as the Philippine payout is (21015, 21007, 21014);
 * its success is `{"code":1000,"message":"success"}`.
 */
export const createPayout = defineOperation({
  path: '/open-api/indonesia/disbursement/transfer',
  success: RESULT.indonesiaPayoutSuccess,
  params: v.object({
    ...payoutFields,
    mchOrderId: f.orderId(10, 32),
    idempotencyId: f.text(10, 32),
    amount: f.amount(10_000),
    mobile: f.optionalText(),
  }),
  handle: (context, params) => startPayout(context, params, { countryCode: 'ID', currency: 'IDR' }),
});
