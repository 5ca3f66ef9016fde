import type { SandboxContext } from '../context.js';
import type { AuthorizationRecord, TokenRecord } from '../state/records.js';
import { compact } from '../utils/compact.js';
import { formatGatewayTime } from '../utils/time.js';

/** Direct-debit authorization events. */
export type TokenEventName = 'token.create.success' | 'token.create.failed' | 'token.cancel.success';

/**
 * Sends a direct-debit authorization event to the authorization's `notifyUrl`: userId, requestId,
 * channelCode, and the token's payToken, tokenStatus, expiresTime, inactiveTime?, inactiveType?.
 */
export function notifyToken(
  sandbox: SandboxContext,
  eventName: TokenEventName,
  authorization: AuthorizationRecord,
  token?: TokenRecord,
): void {
  sandbox.notifier.send(
    authorization.notifyUrl,
    eventName,
    compact({
      userId: authorization.userId,
      requestId: authorization.requestId,
      channelCode: authorization.channelCode,
      payToken: token?.payToken,
      tokenStatus: token?.status,
      expiresTime: token ? formatGatewayTime(token.expiresAt) : null,
      inactiveTime: token?.inactiveAt ? formatGatewayTime(token.inactiveAt) : null,
      inactiveType: token?.inactiveType,
    }),
  );
}
