import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import { balanceOf } from '../../state/balances.js';
import { countryInfo, currencyExponent, DEFAULT_COUNTRY } from '../../state/countries.js';
import { formatMajorUnits } from '../../utils/amounts.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/account/balance` (https://docs.ezpaytechs.com/en/Account/CheckBalance.html): the balance of the country's currency as a
 * major-unit decimal string ("10000.00", IDR too). Without `countryCode`, the Philippines;
 * a country the sandbox does not serve answers 21017.
 */
export const queryBalance = defineOperation({
  path: '/open-api/account/balance',
  params: v.object({ countryCode: f.optionalCountryCode() }),
  handle(context, params) {
    const countryCode = params.countryCode ?? DEFAULT_COUNTRY;
    const currency = countryInfo(countryCode)?.currency;
    if (!currency) throw new GatewayError(RESULT.countryNotOpened);
    const minorUnits = balanceOf(context.sandbox.store, context.appId, currency);
    return { balance: formatMajorUnits(minorUnits, currencyExponent(currency)), currency, countryCode };
  },
});
