import { NetworkError, type Signer, type StoredAccessToken, TimeoutError } from '@lintas/core';
import * as v from 'valibot';
import { SnapError } from '../errors/snap-error.js';
import { readResponseCode } from '../response/response-code.js';
import { snapTimestamp } from '../signing/snap-timestamp.js';
import { tokenStringToSign } from '../signing/string-to-sign.js';

/** What {@link fetchAccessToken} needs. */
export interface TokenRequest {
  /** The token URL: the client's base URL and the profile's token path. */
  readonly url: string;
  /** The token path, as errors name it. */
  readonly path: string;
  readonly clientKey: string;
  /** Signs `<client key>|<timestamp>` with SHA256withRSA. */
  readonly signer: Signer;
  readonly fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Per attempt, in milliseconds. */
  readonly timeout: number | false;
  /** Retries after a network failure, a timeout, HTTP 408/429/5xx; the first retry waits `initialDelay`, each next one twice longer. */
  readonly retry: { readonly limit: number; readonly initialDelay: number; readonly backoffLimit: number };
  readonly now: () => number;
}

/**
 * The token answer's members Lintas reads. No stored page shows the answer; these are SNAP's
 * (https://paycloud.readme.io/reference/access-token-b2b: `accessToken`, `tokenType`, `expiresIn`
 * in seconds, 900 when not given).
 */
const TokenAnswerSchema = v.looseObject({
  responseCode: v.unknown(),
  responseMessage: v.optional(v.string(), ''),
  accessToken: v.optional(v.pipe(v.string(), v.minLength(1))),
  expiresIn: v.optional(v.union([v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), v.number()]), 900),
});

/** An answer that says nothing was done and is worth asking again: a proxy's or a busy gateway's. */
const retriedStatuses = (status: number) => status === 408 || status === 429 || status >= 500;

/** The system error code `fetch` failed with (`ECONNREFUSED`, ...), which undici puts on its `cause`. */
function systemErrorCode(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How one token request ended: the token, or the error and whether to ask again. */
type Attempt = { readonly token: StoredAccessToken } | { readonly error: Error; readonly again: boolean };

async function attempt(request: TokenRequest): Promise<Attempt> {
  const startedAt = request.now();
  const timestamp = snapTimestamp(startedAt);
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-timestamp': timestamp,
    'x-client-key': request.clientKey,
    'x-signature': await request.signer.sign(tokenStringToSign(request.clientKey, timestamp)),
  };
  let status: number;
  let text: string;
  try {
    const signal = request.timeout === false ? undefined : AbortSignal.timeout(request.timeout);
    const response = await request.fetch(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ grantType: 'client_credentials' }),
      ...(signal ? { signal } : {}),
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
    const error = timedOut
      ? new TimeoutError(request.path, request.timeout === false ? 0 : request.timeout, { cause })
      : new NetworkError(request.path, systemErrorCode(cause), { cause, url: request.url });
    return { error, again: true };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const answer = v.safeParse(TokenAnswerSchema, json);
  const code = answer.success ? readResponseCode(answer.output.responseCode) : undefined;
  if (answer.success && code && code.httpStatus < 300 && status < 300 && answer.output.accessToken !== undefined) {
    return { token: { accessToken: answer.output.accessToken, expiresAt: startedAt + answer.output.expiresIn * 1000 } };
  }
  const error = code
    ? new SnapError(request.path, code, answer.success ? answer.output.responseMessage : '', json)
    : new Error(`${request.path} answered HTTP ${status} without an access token or a SNAP responseCode`);
  return { error, again: retriedStatuses(code?.httpStatus ?? status) };
}

/**
 * Asks the gateway for a B2B access token (service 73) with its asymmetric signature, as
 * https://docs-snap-cargo.paycools.co.id/en/SnapApi/AuthorizationToken.html shows: `X-TIMESTAMP`,
 * `X-CLIENT-KEY` and `X-SIGNATURE` (SHA256withRSA of `<client key>|<timestamp>`, base64) over the body
 * `{"grantType":"client_credentials"}`. A token request moves nothing: it is asked again after a
 * network failure, a timeout or HTTP 408/429/5xx, with the client's retry settings. A refusal (a
 * client key the gateway does not know, a signature that does not verify) rejects with `SnapError`.
 */
export async function fetchAccessToken(request: TokenRequest): Promise<StoredAccessToken> {
  for (let retry = 0; ; retry++) {
    const result = await attempt(request);
    if ('token' in result) return result.token;
    if (!result.again || retry >= request.retry.limit) throw result.error;
    await pause(Math.min(request.retry.backoffLimit, request.retry.initialDelay * 2 ** retry) * Math.random());
  }
}
