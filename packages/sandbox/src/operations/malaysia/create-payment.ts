import * as v from 'valibot';
import { defineOperation } from '../define-operation.js';
import { countryPaymentParams } from '../payments/country-payment-params.js';
import { paymentCreatedData } from '../payments/payment-created-data.js';
import { startPayment } from '../payments/start-payment.js';

/**
 * `/open-api/malaysia/payment/generate` (https://docs.ezpaytechs.com/en/malaysia/Payment/Collection.html):
 * MYR payment, amount in sen. The mobile number is not checked for its `01` prefix: the page's own
 * example sends `123456789`.
 */
export const createPayment = defineOperation({
  path: '/open-api/malaysia/payment/generate',
  params: v.object(countryPaymentParams),
  handle: (context, params) =>
    paymentCreatedData(startPayment(context, { ...params, source: 'malaysia', countryCode: 'MY', currency: 'MYR' })),
});
