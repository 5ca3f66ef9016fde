import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { staticCodeData } from './static-code-data.js';

/**
 * `/open-api/philippines/static/code/cancel` (https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCancel.html): ACTIVE → CANCEL (its `expiresTime`
 * becomes the cancel time). Unknown code or channel → 21006; already cancelled → 21025.
 */
export const cancelStaticCode = defineOperation({
  path: '/open-api/philippines/static/code/cancel',
  params: v.object({ mchOrderId: f.orderId(), channelCode: f.text(1, 64) }),
  handle(context, params) {
    const code = context.sandbox.store.staticCodes.get(context.appId, params.mchOrderId);
    if (!code || code.channelCode !== params.channelCode) throw new GatewayError(RESULT.transactionNotFound);
    if (code.status === 'CANCEL') throw new GatewayError(RESULT.notAllowedToCancel);
    code.status = 'CANCEL';
    code.expiresAt = context.now;
    const { channelType, ...data } = staticCodeData(code);
    return data;
  },
});
