import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxContext } from '../context.js';
import { GatewayError } from '../protocol/gateway-error.js';
import type { StoredMerchant } from '../state/store.js';
import type { SnapProfile } from './snap-profiles.js';
import { snapRefusals } from './snap-result.js';
import { symmetricStringToSign, verifyHmacSha512, verifyRsa } from './snap-signatures.js';

/** A SNAP request as the sandbox received it. */
export interface SnapCall {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly now: number;
}

type Refusals = ReturnType<typeof snapRefusals>;

/** One header's value; a repeated header is refused as a bad format. */
function header(call: SnapCall, name: string, refusals: Refusals): string {
  const value = call.headers[name.toLowerCase()];
  if (Array.isArray(value)) throw new GatewayError(refusals.invalidFormat(name));
  if (value === undefined || value.trim() === '') throw new GatewayError(refusals.missingField(name));
  return value.trim();
}

/** `YYYY-MM-DDTHH:mm:ss+07:00`: the `X-TIMESTAMP` both sites' tables require. */
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** Checks `Content-Type` and `X-TIMESTAMP` (its form, then its distance from the sandbox clock). */
function checkCommon(sandbox: SandboxContext, call: SnapCall, refusals: Refusals): string {
  const type = header(call, 'Content-Type', refusals);
  if (!/^application\/json\b/i.test(type)) throw new GatewayError(refusals.invalidFormat('Content-Type'));
  const timestamp = header(call, 'X-TIMESTAMP', refusals);
  const at = Date.parse(timestamp);
  if (!timestampPattern.test(timestamp) || Number.isNaN(at))
    throw new GatewayError(refusals.invalidFormat('X-TIMESTAMP'));
  if (Math.abs(at - call.now) > sandbox.settings.timestampWindowMs)
    throw new GatewayError(refusals.unauthorized('X-TIMESTAMP is too far from the gateway clock'));
  return timestamp;
}

function merchantOf(sandbox: SandboxContext, appId: string, refusals: Refusals): StoredMerchant {
  const merchant = sandbox.store.merchants.get(appId);
  if (!merchant) throw new GatewayError(refusals.unauthorized('Unknown client'));
  return merchant;
}

/**
 * The checks of a B2B access token request (service 73): its headers, `X-CLIENT-KEY` a known
 * merchant, `X-SIGNATURE` SHA256withRSA of `<X-CLIENT-KEY>|<X-TIMESTAMP>` by its key. Answers the
 * merchant's app id.
 */
export function checkTokenRequest(sandbox: SandboxContext, call: SnapCall): string {
  const refusals = snapRefusals('73');
  const timestamp = checkCommon(sandbox, call, refusals);
  const clientKey = header(call, 'X-CLIENT-KEY', refusals);
  const signature = header(call, 'X-SIGNATURE', refusals);
  const merchant = merchantOf(sandbox, clientKey, refusals);
  if (!verifyRsa(`${clientKey}|${timestamp}`, signature, merchant.key))
    throw new GatewayError(refusals.unauthorized('Signature'));
  return clientKey;
}

/** Checks `Authorization: Bearer <token>`: the partner it was issued to. */
function checkToken(sandbox: SandboxContext, call: SnapCall, refusals: Refusals): { appId: string; token: string } {
  const authorization = call.headers.authorization;
  if (typeof authorization !== 'string' || authorization.trim() === '') throw new GatewayError(refusals.tokenNotFound);
  const token = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
  if (!token) throw new GatewayError(refusals.invalidFormat('Authorization'));
  const owner = sandbox.snap.tokenOwner(token, call.now);
  if (owner === undefined || owner === 'expired') throw new GatewayError(refusals.invalidToken);
  return { appId: owner, token };
}

/**
 * The checks of a transaction of service `serviceCode` on `profile`'s site, in order: `Content-Type`,
 * `X-TIMESTAMP`, the bearer token, `X-PARTNER-ID` (the token's merchant), `X-EXTERNAL-ID` (numeric, at
 * most 36), `CHANNEL-ID` when sent (numeric, at most 5), `X-SIGNATURE` as the site signs, the merchant's
 * rate limit. Answers the merchant's app id and the `X-EXTERNAL-ID`, which the operation takes for the
 * day when it runs (`takeExternalId`).
 */
export function checkTransactionRequest(
  sandbox: SandboxContext,
  profile: SnapProfile,
  serviceCode: string,
  call: SnapCall,
): { readonly appId: string; readonly externalId: string } {
  const refusals = snapRefusals(serviceCode);
  const timestamp = checkCommon(sandbox, call, refusals);
  const { appId, token } = checkToken(sandbox, call, refusals);
  const partnerId = header(call, 'X-PARTNER-ID', refusals);
  if (partnerId !== appId) throw new GatewayError(refusals.unauthorized('X-PARTNER-ID is not the token’s client'));
  const externalId = header(call, 'X-EXTERNAL-ID', refusals);
  if (!/^\d{1,36}$/.test(externalId)) throw new GatewayError(refusals.invalidFormat('X-EXTERNAL-ID'));
  const channelId = call.headers['channel-id'];
  if (channelId !== undefined && (typeof channelId !== 'string' || !/^\d{1,5}$/.test(channelId.trim())))
    throw new GatewayError(refusals.invalidFormat('CHANNEL-ID'));
  const signature = header(call, 'X-SIGNATURE', refusals);
  const merchant = merchantOf(sandbox, appId, refusals);
  const verified =
    profile.transactionSignature === 'hmac-sha512'
      ? verifyHmacSha512(
          symmetricStringToSign(call.method, call.path, token, call.body, timestamp),
          signature,
          merchant.record.clientSecret,
        )
      : verifyRsa(`${partnerId}|${timestamp}`, signature, merchant.key);
  if (!verified) throw new GatewayError(refusals.unauthorized('Signature'));
  const limit = merchant.record.rateLimitPerSecond;
  if (limit !== null && !sandbox.rateLimiter.allow(appId, limit, call.now))
    throw new GatewayError(refusals.tooManyRequests);
  return { appId, externalId };
}

/**
 * Takes `externalId` for `appId` for the day, as the operation is about to run: a message the gateway
 * processed once is refused when it comes again that day (409, case 00). A message refused or faulted
 * before it ran leaves its id free.
 */
export function takeExternalId(
  sandbox: SandboxContext,
  serviceCode: string,
  appId: string,
  externalId: string,
  now: number,
): void {
  if (!sandbox.snap.reserveExternalId(appId, externalId, now))
    throw new GatewayError(snapRefusals(serviceCode).externalIdConflict);
}
