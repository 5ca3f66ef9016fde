import type { OperationContext } from '../define-operation.js';

/** Issues a B2B access token to the verified merchant: `accessToken`, `tokenType` and `expiresIn` in seconds, as text. */
export function issueAccessToken({ sandbox, appId, now }: OperationContext) {
  const ttlMs = sandbox.settings.snapTokenTtlMs;
  return {
    accessToken: sandbox.snap.issueToken(appId, now, ttlMs),
    tokenType: 'Bearer',
    expiresIn: String(Math.floor(ttlMs / 1000)),
  };
}
