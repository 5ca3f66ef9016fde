import * as v from 'valibot';
import { balanceOf } from '../../state/balances.js';
import { currencyExponent } from '../../state/countries.js';
import { formatMajorUnits } from '../../utils/amounts.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/account/balance/v2` (https://docs.ezpaytechs.com/en/Account/CheckBalanceV2.html): the
 * balance of any three-letter `currency` as a major-unit decimal string, `{ balance: "10000.00" }` as
 * the page shows it. A currency the merchant holds nothing in (the page asks for `USD`) answers "0.00".
 */
export const queryBalanceV2 = defineOperation({
  path: '/open-api/account/balance/v2',
  params: v.object({ currency: f.currency() }),
  handle(context, params) {
    const minorUnits = balanceOf(context.sandbox.store, context.appId, params.currency);
    return { balance: formatMajorUnits(minorUnits, currencyExponent(params.currency)) };
  },
});
