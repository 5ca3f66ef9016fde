import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { requireChannel } from '../require-channel.js';

/**
 * `/open-api/direct/debit/token/apply` (https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html): records a PENDING authorization and answers
 * the sandbox page where the payer approves or rejects it. A taken `requestId` answers 21007,
 * a channel that is not a direct-debit channel of the sandbox 21005. `countryCode` is optional:
 * BluePay J&T's documented request has none; the channel's country stands in for it.
 */
// Without countryCode: https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html
export const createAuthorizationUrl = defineOperation({
  path: '/open-api/direct/debit/token/apply',
  params: v.object({
    requestId: f.text(1, 32),
    userId: f.text(1, 32),
    channelCode: f.text(1, 64),
    countryCode: f.optionalCountryCode(),
    notifyUrl: f.httpUrl(),
    redirectUrl: f.httpUrl(),
    terminalType: f.oneOf(['WEB', 'WAP', 'APP']),
    osType: f.optionalText(),
  }),
  handle(context, params) {
    const { sandbox, appId, now } = context;
    const channel = requireChannel(context, params.channelCode, { uses: ['direct-debit'] });
    if (sandbox.store.authorizations.get(appId, params.requestId)) throw new GatewayError(RESULT.duplicateOrderId);
    sandbox.store.authorizations.put({
      appId,
      ...params,
      countryCode: params.countryCode ?? channel.countryCode,
      osType: params.osType ?? null,
      status: 'PENDING',
      createdAt: now,
      payToken: null,
    });
    const page = `${encodeURIComponent(appId)}/${encodeURIComponent(params.requestId)}`;
    return {
      requestId: params.requestId,
      userId: params.userId,
      channelCode: params.channelCode,
      authUrl: `${sandbox.url()}/__sandbox/authorize/${page}`,
    };
  },
});
