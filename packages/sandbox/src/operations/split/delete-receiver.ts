import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/** `/open-api/v1/splitPaymentReceiver/delete` (https://developers.paycools.co.id/en/402333898e0): unbinds a seeded receiver; unknown or deleted → 21006. */
export const deleteReceiver = defineOperation({
  path: '/open-api/v1/splitPaymentReceiver/delete',
  params: v.object({ bindNo: f.text(1, 64), countryCode: f.countryCode() }),
  handle(context, params) {
    const receiver = context.sandbox.store.receivers.get(context.appId, params.bindNo);
    if (receiver?.status !== 'BOUND' || receiver.countryCode !== params.countryCode) {
      throw new GatewayError(RESULT.transactionNotFound);
    }
    receiver.status = 'DELETED';
    return { bindNo: receiver.bindNo };
  },
});
