import * as v from 'valibot';
import { openStaticCode } from '../../lifecycle/open-static-code.js';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import { virtualAccountNumber } from '../../state/pay-data.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { requireChannel } from '../require-channel.js';
import { paymentCodeData, virtualAccountAmount } from './virtual-account-fields.js';

/**
 * `/open-api/static/payment/code` (https://developers.paycools.co.id/en/payment/VACollection.html):
 * an ACTIVE Indonesian static VA that any number of payers can pay until `expireTime` (epoch ms; no
 * expiry by default), optionally for a fixed `amount`. Each payment is notified as `payment.success`
 * with the VA number as `referenceNumber`. Answers the page's fields, `expireTime` echoed (null when
 * none) and a `paymentCode` object.
 */
export const createStaticVirtualAccount = defineOperation({
  path: '/open-api/static/payment/code',
  params: v.object({
    mchOrderId: f.orderId(10, 32),
    channelCode: f.text(1, 64),
    amount: v.nullish(virtualAccountAmount()),
    customerName: f.text(1, 100),
    email: f.optionalText(),
    mobile: f.optionalText(),
    idCardNumber: v.nullish(f.text(16, 18)),
    notifyUrl: f.httpUrl(),
    expireTime: v.nullish(
      v.pipe(v.number('must be an epoch in milliseconds'), v.safeInteger('must be an epoch in milliseconds')),
    ),
    remark: f.optionalText(),
  }),
  handle(context, params) {
    const { sandbox, appId, now } = context;
    requireChannel(context, params.channelCode, { countryCode: 'ID', uses: ['static-code', 'payment'] });
    if (sandbox.store.staticCodes.get(appId, params.mchOrderId)) throw new GatewayError(RESULT.duplicateOrderId);
    if (params.expireTime != null && params.expireTime <= now)
      throw GatewayError.param('expireTime must be in the future');
    const code = openStaticCode(sandbox, appId, {
      ...params,
      countryCode: 'ID',
      channelType: 'VA',
      payData: virtualAccountNumber(sandbox.ids.next('VA', now)),
      expiresAt: params.expireTime,
    });
    return {
      mchOrderId: code.mchOrderId,
      customerName: code.customerName,
      expireTime: params.expireTime ?? null,
      status: code.status,
      paymentCode: paymentCodeData(code.mchOrderId, code.channelCode, code.payData),
    };
  },
});
