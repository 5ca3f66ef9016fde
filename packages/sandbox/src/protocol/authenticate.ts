import type { SandboxContext } from '../context.js';
import type { JsonObject } from '../utils/json.js';
import { checkTimestamp } from './check-timestamp.js';
import { GatewayError } from './gateway-error.js';
import { parseEnvelope } from './parse-envelope.js';
import { RESULT } from './result-codes.js';
import { verifyRequest } from './verify-request.js';

/** A request that passed the protocol checks. */
export interface AuthenticatedRequest {
  readonly appId: string;
  readonly params: JsonObject;
}

/**
 * The protocol checks every operation runs first, in this order: envelope shape (21002), known
 * appId (21003), signature (21001), timestamp format (21002) and window (21009), merchant rate
 * limit (21020). Throws a `GatewayError` on the first failure.
 */
export function authenticate(sandbox: SandboxContext, body: string, now: number): AuthenticatedRequest {
  const envelope = parseEnvelope(body);
  const merchant = sandbox.store.merchants.get(envelope.appId);
  if (!merchant) throw new GatewayError(RESULT.appIdError);
  verifyRequest(envelope.param, envelope.sign, merchant.key);
  checkTimestamp(envelope.params['timestamp'], now, sandbox.settings.timestampWindowMs);
  const limit = merchant.record.rateLimitPerSecond;
  if (limit !== null && !sandbox.rateLimiter.allow(envelope.appId, limit, now)) {
    throw new GatewayError(RESULT.tooManyRequests);
  }
  return { appId: envelope.appId, params: envelope.params };
}
