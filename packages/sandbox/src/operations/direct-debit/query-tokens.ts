import * as v from 'valibot';
import type { TokenRecord } from '../../state/records.js';
import { compact } from '../../utils/compact.js';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

function tokenData(token: TokenRecord): Record<string, unknown> {
  const active = token.status === 'ACTIVED';
  return compact({
    channelCode: token.channelCode,
    payToken: token.payToken,
    tokenStatus: token.status,
    expiresTime: formatGatewayTime(token.expiresAt),
    inactiveTime: !active && token.inactiveAt !== null ? formatGatewayTime(token.inactiveAt) : null,
    inactiveType: active ? null : token.inactiveType,
    userLoginId: active ? token.userLoginId : null,
  });
}

/**
 * `/open-api/direct/debit/token/query` (https://jtdocs.bluepay.asia/en/DirectDebit/TokenQuery.html): the payer's tokens (optionally one `payToken`,
 * one country); `inactiveTime`/`inactiveType` only when INACTIVED, `userLoginId` only when ACTIVED.
 */
export const queryTokens = defineOperation({
  path: '/open-api/direct/debit/token/query',
  params: v.object({ userId: f.text(1, 32), countryCode: f.optionalCountryCode(), payToken: f.optionalText() }),
  handle(context, params) {
    const tokenList = [...context.sandbox.store.tokens.values()]
      .filter(
        (token) =>
          token.appId === context.appId &&
          token.userId === params.userId &&
          (!params.payToken || token.payToken === params.payToken) &&
          (!params.countryCode || token.countryCode === params.countryCode),
      )
      .map(tokenData);
    return { userId: params.userId, tokenList };
  },
});
