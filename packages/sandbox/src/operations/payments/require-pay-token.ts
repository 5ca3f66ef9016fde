import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import type { TokenRecord } from '../../state/records.js';
import type { OperationContext } from '../define-operation.js';

/**
 * The token a DIRECT_DEBIT payment is paid with (https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html): `payToken` must name an
 * ACTIVED token of the calling merchant on the payment's `channelCode`. Anything else — no token,
 * an unknown one, a cancelled one, another merchant's, one of another channel — answers 21024.
 */
export function requirePayToken(
  context: OperationContext,
  channelCode: string,
  payToken: string | null | undefined,
): TokenRecord {
  const token = payToken ? context.sandbox.store.tokens.get(payToken) : undefined;
  if (token?.status === 'ACTIVED' && token.appId === context.appId && token.channelCode === channelCode) return token;
  // 21024 "Invalid access token" is an inference from the code list (https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html): no page
  // of the gateway family says which code a refused pay token gets.
  throw new GatewayError(RESULT.invalidAccessToken);
}
