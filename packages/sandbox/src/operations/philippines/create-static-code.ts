import * as v from 'valibot';
import { openStaticCode } from '../../lifecycle/open-static-code.js';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { requireChannel } from '../require-channel.js';
import { staticCodeData } from './static-code-data.js';

/**
 * `/open-api/philippines/static/payment/generate` (https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCollection.html): a reusable QR code,
 * ACTIVE for a year; a taken order id answers 21007. `notifyUrl` is optional (the page's example
 * leaves it out); without it, payments to the code are not notified.
 */
// Example without notifyUrl: https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCollection.html
export const createStaticCode = defineOperation({
  path: '/open-api/philippines/static/payment/generate',
  params: v.object({
    mchOrderId: f.orderId(),
    customerName: f.text(1, 128),
    channelCode: f.text(1, 64),
    notifyUrl: f.optionalHttpUrl(),
    email: f.text(1, 128),
    mobile: f.text(1, 32),
    remark: f.optionalText(),
    payMode: f.optionalText(),
  }),
  handle(context, params) {
    const { sandbox, appId } = context;
    requireChannel(context, params.channelCode, { countryCode: 'PH', uses: ['static-code', 'payment'] });
    if (sandbox.store.staticCodes.get(appId, params.mchOrderId)) throw new GatewayError(RESULT.duplicateOrderId);
    return staticCodeData(openStaticCode(sandbox, appId, { ...params, countryCode: 'PH' }));
  },
});
