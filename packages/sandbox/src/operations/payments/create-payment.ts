import * as v from 'valibot';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { requireChannel } from '../require-channel.js';
import { paymentCreatedData } from './payment-created-data.js';
import { requirePayToken } from './require-pay-token.js';
import { startPayment } from './start-payment.js';

/**
 * `/open-api/payment/generate` (https://docs.paycools.com/en/v2/Payment/Collection.html): the
 * country-neutral payment create; a taken `mchOrderId` answers 21007 (the namespace is shared with the
 * PH, ID and MY creates and checkouts). A DIRECT_DEBIT payment (given, or derived from a
 * `_DIRECT_DEBIT` channelCode) is paid with the payer's `payToken`
 * (https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html): it must be an ACTIVED token of the
 * merchant on that channel, else 21024 "Invalid access token" and nothing is recorded (the code is
 * inferred from the code list: no page says which code a bad token gets); the payment then notifies
 * `direct.debit.success|failed`. The PH, ID and MY creates carry no `payToken` and refuse a
 * direct-debit channel (21005).
 */
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
  handle(context, params) {
    const channel = requireChannel(context, params.channelCode, {
      countryCode: params.countryCode,
      uses: ['payment', 'direct-debit'],
    });
    const channelType = params.channelType || channel.channelType;
    const payToken =
      channelType === 'DIRECT_DEBIT' ? requirePayToken(context, params.channelCode, params.payToken).payToken : null;
    return paymentCreatedData(startPayment(context, { ...params, source: 'payment', channelType, payToken }));
  },
});
