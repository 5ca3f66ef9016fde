import { payoutFields } from '../../notifications/payout-fields.js';
import { defineOperation } from '../define-operation.js';
import { findPayout, transactionLookupParams } from '../transaction-lookup.js';

/** `/open-api/disbursement/check` (https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html): a payout by order id or transaction id. */
export const queryPayout = defineOperation({
  path: '/open-api/disbursement/check',
  params: transactionLookupParams,
  handle: (context, params) => payoutFields(findPayout(context, params)),
});
