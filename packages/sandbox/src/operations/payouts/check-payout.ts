import { payoutFields } from '../../notifications/payout-fields.js';
import { defineOperation } from '../define-operation.js';
import { findPayout, transactionLookupParams } from '../transaction-lookup.js';

/** `/open-api/disbursement/check` (provider-facts §4.6): a payout by order id or transaction id. */
export const checkPayout = defineOperation({
  path: '/open-api/disbursement/check',
  params: transactionLookupParams,
  handle: (context, params) => payoutFields(findPayout(context, params)),
});
