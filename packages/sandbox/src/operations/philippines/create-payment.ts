import * as v from 'valibot';
import { defineOperation } from '../define-operation.js';
import { countryPaymentParams } from '../payments/country-payment-params.js';
import { startPayment } from '../payments/start-payment.js';

/** `/open-api/philippines/payment/generate` (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/Collection.html): PHP payment with a hosted cashier page. */
export const createPayment = defineOperation({
  path: '/open-api/philippines/payment/generate',
  params: v.object(countryPaymentParams),
  handle(context, params) {
    const payment = startPayment(context, {
      ...params,
      source: 'philippines',
      countryCode: 'PH',
      currency: 'PHP',
      withCashier: true,
    });
    return {
      transactionId: payment.transactionId,
      payData: payment.payData,
      channelType: payment.channelType,
      cashierUrl: payment.cashierUrl,
    };
  },
});
