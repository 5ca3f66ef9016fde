import * as v from 'valibot';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { payoutFields } from '../payouts/payout-fields.js';
import { startPayout } from '../payouts/start-payout.js';

/**
 * `/open-api/disbursement` (https://docs.paycools.com.my/en/Disbursement/Disburse.html): a PayCools
 * Malaysia MYR payout in sen to a bank account or a mobile number (`accountType` `BANK_ACCOUNT` or
 * `MOBILE_NUMBER`) at the bank or wallet `transferCode` names. The path is Indonesia's payout's too (on
 * another site): the sandbox serves a request naming `accountType` or `transferCode` (Indonesia's names
 * `bankCode` or `ewalletCode`) as Malaysia's. A taken `idempotencyId`
 * answers 21015, a taken `mchOrderId` 21007, an amount above the MYR balance 21014 (debited at creation).
 * Its fields and lengths are the page's param table; `accountType` is optional, as the page's example
 * request leaves it out.
 */
export const createPayout = defineOperation({
  path: '/open-api/disbursement',
  accepts: (params) => params['accountType'] !== undefined || params['transferCode'] !== undefined,
  params: v.object({
    ...payoutFields,
    mchOrderId: f.orderId(10, 32),
    idempotencyId: f.text(10, 32),
    amount: f.amount(),
    accountType: v.nullish(f.oneOf(['BANK_ACCOUNT', 'MOBILE_NUMBER'])),
  }),
  handle(context, params) {
    return startPayout(context, params, { countryCode: 'MY', currency: 'MYR' });
  },
});
