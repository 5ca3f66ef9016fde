import type { SandboxContext } from '../context.js';
import { notifyToken } from '../notifications/token-notification.js';
import type { AuthorizationRecord, TokenRecord } from '../state/records.js';
import { requireStatus } from './require-status.js';

/** How long an issued pay token stays valid: one year. */
const TOKEN_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

/** `09171234567` → `0917****567`: the first four and last three characters stay visible. */
export function maskLoginId(loginId: string): string {
  if (loginId.length <= 7) return `${loginId.slice(0, 1)}****`;
  return `${loginId.slice(0, 4)}****${loginId.slice(-3)}`;
}

/** The payer approves: an ACTIVED token is issued and `token.create.success` is sent. */
export function authorize(
  sandbox: SandboxContext,
  authorization: AuthorizationRecord,
  loginId = '09171234567',
): TokenRecord {
  requireStatus(`authorization ${authorization.requestId}`, authorization.status, ['PENDING'], 'authorize');
  const now = sandbox.now();
  const token: TokenRecord = {
    appId: authorization.appId,
    payToken: sandbox.ids.next('PT', now),
    requestId: authorization.requestId,
    userId: authorization.userId,
    channelCode: authorization.channelCode,
    countryCode: authorization.countryCode,
    status: 'ACTIVED',
    createdAt: now,
    expiresAt: now + TOKEN_VALIDITY_MS,
    userLoginId: maskLoginId(loginId),
    inactiveAt: null,
    inactiveType: null,
  };
  sandbox.store.tokens.set(token.payToken, token);
  authorization.status = 'AUTHORIZED';
  authorization.payToken = token.payToken;
  notifyToken(sandbox, 'token.create.success', authorization, token);
  return token;
}

/** The payer refuses: the authorization is REJECTED and `token.create.failed` is sent. */
export function rejectAuthorization(sandbox: SandboxContext, authorization: AuthorizationRecord): AuthorizationRecord {
  requireStatus(`authorization ${authorization.requestId}`, authorization.status, ['PENDING'], 'reject');
  authorization.status = 'REJECTED';
  notifyToken(sandbox, 'token.create.failed', authorization);
  return authorization;
}

/** The merchant cancels: ACTIVED → INACTIVED (MCH_CANCEL) and `token.cancel.success` is sent. */
export function cancelToken(sandbox: SandboxContext, token: TokenRecord): TokenRecord {
  requireStatus(`token ${token.payToken}`, token.status, ['ACTIVED'], 'cancel');
  token.status = 'INACTIVED';
  token.inactiveAt = sandbox.now();
  token.inactiveType = 'MCH_CANCEL';
  const authorization = sandbox.store.authorizations.get(token.appId, token.requestId);
  if (authorization) notifyToken(sandbox, 'token.cancel.success', authorization, token);
  return token;
}
