import * as v from 'valibot';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { payoutFields } from '../payouts/payout-fields.js';
import { startPayout } from '../payouts/start-payout.js';

/** `/open-api/philippines/disbursement/transfer` (https://docs.ezpaytechs.com/en/philippines/Disbursement/Disburse.html): PHP payout, centavos. */
export const createPayout = defineOperation({
  path: '/open-api/philippines/disbursement/transfer',
  params: v.object({
    ...payoutFields,
    mchOrderId: f.orderId(),
    idempotencyId: f.text(10, 30),
    amount: f.amount(),
  }),
  handle: (context, params) => startPayout(context, params, { countryCode: 'PH', currency: 'PHP' }),
});
