import * as v from 'valibot';
import { defineOperation } from '../define-operation.js';
import { countryPaymentParams } from '../payments/country-payment-params.js';
import { paymentCreatedData } from '../payments/payment-created-data.js';
import { startPayment } from '../payments/start-payment.js';

/** `/open-api/indonesia/payment/generate` (https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html): IDR payment, amount in whole rupiah. */
export const createPayment = defineOperation({
  path: '/open-api/indonesia/payment/generate',
  params: v.object(countryPaymentParams),
  handle: (context, params) =>
    paymentCreatedData(startPayment(context, { ...params, source: 'indonesia', countryCode: 'ID', currency: 'IDR' })),
});
