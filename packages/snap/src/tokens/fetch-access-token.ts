import {
  HttpStatusError,
  type LintasError,
  NetworkError,
  type Signer,
  type StoredAccessToken,
  TimeoutError,
} from '@lintas/core';
import * as v from 'valibot';
import { SnapError } from '../errors/snap-error.js';
import { readResponseCode } from '../response/response-code.js';
import { signWith } from '../signing/sign-with.js';
import { snapTimestamp } from '../signing/snap-timestamp.js';
import { tokenStringToSign } from '../signing/string-to-sign.js';
import { boundedSignal } from './bounded-signal.js';

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
  /** The client's `timeout`, in milliseconds: the longest the request may take, whoever waits for it. */
  readonly timeout: number | false;
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

/** How one token request ended: the token, or the error and whether to ask again. */
type Attempt = { readonly token: StoredAccessToken } | { readonly error: LintasError; readonly again: boolean };

/** Token failures that may pass (the endpoint unreachable, too slow, busy): a call may try again. */
const passing = new WeakSet<object>();

/** Whether `error`, a token request's failure, may pass: the call that needed the token tries again. */
export function mayPass(error: unknown): error is LintasError {
  return typeof error === 'object' && error !== null && passing.has(error);
}

async function attempt(request: TokenRequest, signal: AbortSignal): Promise<Attempt> {
  const startedAt = request.now();
  const timestamp = snapTimestamp(startedAt);
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-timestamp': timestamp,
    'x-client-key': request.clientKey,
    'x-signature': await signWith(
      request.signer,
      tokenStringToSign(request.clientKey, timestamp),
      signal,
      request.path,
    ),
  };
  let status: number;
  let text: string;
  const bounded = boundedSignal(signal, request.timeout);
  try {
    const response = await request.fetch(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ grantType: 'client_credentials' }),
      signal: bounded.signal,
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
    const error = timedOut
      ? new TimeoutError(request.path, request.timeout === false ? 0 : request.timeout, { cause })
      : new NetworkError(request.path, systemErrorCode(cause), { cause, url: request.url });
    return { error, again: true };
  } finally {
    bounded.clear();
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
    : new HttpStatusError(request.path, status, text);
  return { error, again: retriedStatuses(code?.httpStatus ?? status) };
}

/**
 * Asks the gateway for a B2B access token (service 73) with its asymmetric signature, as
 * https://docs-snap-cargo.paycools.co.id/en/SnapApi/AuthorizationToken.html shows: `X-TIMESTAMP`,
 * `X-CLIENT-KEY` and `X-SIGNATURE` (SHA256withRSA of `<client key>|<timestamp>`, base64) over the body
 * `{"grantType":"client_credentials"}`, once, until `signal` aborts or the client's `timeout` passes. A
 * refusal (a client key the gateway does not know, a signature that does not verify) rejects with
 * `SnapError`; a network failure, a timeout or HTTP 408/429/5xx rejects with an error that
 * {@link mayPass}: the call that needs the token tries again after its backoff, with its own retry
 * settings (a token request moves nothing).
 */
export async function fetchAccessToken(request: TokenRequest, signal: AbortSignal): Promise<StoredAccessToken> {
  const result = await attempt(request, signal);
  if ('token' in result) return result.token;
  if (result.again) passing.add(result.error);
  throw result.error;
}
