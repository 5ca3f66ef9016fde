import * as v from 'valibot';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { paymentCreatedData } from './payment-created-data.js';
import { startPayment } from './start-payment.js';

/** `/open-api/payment/generate`: the country-neutral payment create (spec §4.2). */
export const createPayment = defineOperation({
  path: '/open-api/payment/generate',
  params: v.object({
    mchOrderId: f.orderId(),
    currency: f.currency(),
    countryCode: f.countryCode(),
    channelType: f.optionalText(),
    channelCode: f.text(1, 64),
    customerName: f.text(1, 128),
    email: f.text(1, 128),
    mobile: f.text(1, 32),
    amount: f.amount(),
    remark: f.optionalText(),
    notifyUrl: f.httpUrl(),
    redirectUrl: f.optionalHttpUrl(),
    terminalType: f.optionalText(),
    payToken: f.optionalText(),
  }),
  handle: (context, params) => paymentCreatedData(startPayment(context, { ...params, source: 'payment' })),
});
