import {
  type AnyEndpoint,
  ConfigurationError,
  type Protocol,
  type ProtocolCall,
  type ProtocolReading,
  type ProtocolRequest,
  ResponseFormatError,
  type Signer,
} from '@lintas/core';
import { SnapError } from '../errors/snap-error.js';
import { readResponseCode } from '../response/response-code.js';
import { signWith } from '../signing/sign-with.js';
import { snapTimestamp } from '../signing/snap-timestamp.js';
import { tokenStringToSign, transactionStringToSign } from '../signing/string-to-sign.js';
import type { AccessTokens } from '../tokens/access-tokens.js';
import { mayPass } from '../tokens/fetch-access-token.js';
import { readingAs } from './reading-as.js';
import type { SnapProfile } from './snap-profiles.js';

/** What {@link snapProtocol} signs and sends with. */
export interface SnapProtocolOptions {
  readonly profile: SnapProfile;
  /** `X-PARTNER-ID`. */
  readonly partnerId: string;
  /** `CHANNEL-ID`, sent when set. */
  readonly channelId: string | undefined;
  /** Signs with your RSA private key (in memory, or where it lives: a KMS, an HSM). */
  readonly rsa: Signer;
  /** Signs with your client secret; required by a profile whose transactions are signed with it. */
  readonly hmac: Signer | undefined;
  readonly tokens: AccessTokens;
  /** The `X-EXTERNAL-ID` of each new call. */
  readonly externalIds: { next(): Promise<string> };
  readonly now: () => number;
}

/** What one call keeps across its attempts. */
interface SnapCallState {
  /**
   * The `X-EXTERNAL-ID` of a write, the same on every attempt: a retry after a lost answer is the same
   * message, which the gateway refuses as a duplicate (409, case 00) if the first reached it. A read
   * draws one per attempt: repeating it is safe, and a reused id would be refused.
   */
  readonly externalId: string | undefined;
  /** The access token its last attempt sent. */
  token: string | undefined;
  /** A token the gateway refused, to forget before the next attempt fetches another. */
  refusedToken: string | undefined;
}

/** Parses `body` as JSON; `undefined` when it is not. */
function json(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SNAP BI as a protocol of `createClient`: each write gets its `X-EXTERNAL-ID`, unique for the day and
 * the same on every attempt (a read, one per attempt); each attempt carries the current access token (`Authorization: Bearer`),
 * a fresh `X-TIMESTAMP`, `X-PARTNER-ID`, `CHANNEL-ID` when set, and the `X-SIGNATURE` of the profile,
 * over the body as sent (the params as JSON, minified). An answer of any HTTP status with a 7-digit
 * `responseCode` is read by its code: one of the endpoint's success codes is its data; any other is a
 * {@link SnapError}, classed for the call loop (duplicates, refusals of the token, "nothing done yet",
 * failures of the gateway). Reference: https://docs-snap-cargo.paycools.co.id/en/SnapApi/GenerateQr.html.
 */
export function snapProtocol(options: SnapProtocolOptions): Protocol {
  // What each call keeps across its attempts: the call loop hands over the same call on every attempt.
  const states = new WeakMap<ProtocolCall, SnapCallState>();
  return {
    async request(call, { signal }) {
      let state = states.get(call);
      if (!state) {
        state = await beginCall(options, call.endpoint);
        states.set(call, state);
      }
      // The core gives every protocol request a signal; its absence would be a caller of our own.
      const bound = signal ?? new AbortController().signal;
      try {
        return await snapRequest(options, call, state, bound);
      } catch (error) {
        // The token endpoint unreachable, too slow or busy: nothing was sent, another attempt may pass.
        if (mayPass(error)) return { unsent: error };
        throw error;
      }
    },
    read(call, status, body) {
      const reading = readSnapAnswer(call.endpoint, status, body);
      const state = states.get(call);
      // The token refused before acting: the next attempt forgets it and fetches another.
      if (reading?.kind === 'unsent' && state) state.refusedToken = state.token;
      return reading;
    },
  };
}

/** The state of a call of `endpoint`, begun with its first attempt: a write reserves its `X-EXTERNAL-ID`. */
async function beginCall(options: SnapProtocolOptions, endpoint: AnyEndpoint): Promise<SnapCallState> {
  const { profile } = options;
  if (!endpoint.path.startsWith(profile.prefix))
    throw new ConfigurationError(
      'profile',
      `${endpoint.path} is not an operation of the ${profile.name} SNAP site, whose paths start with ${profile.prefix}: create a client with the profile of the site that documents it`,
    );
  const externalId = endpoint.retry === 'read' ? undefined : await options.externalIds.next();
  return { externalId, token: undefined, refusedToken: undefined };
}

/** One attempt of `call`: its body, and its headers signed afresh with the current access token. */
async function snapRequest(
  options: SnapProtocolOptions,
  call: ProtocolCall,
  state: SnapCallState,
  signal: AbortSignal,
): Promise<ProtocolRequest> {
  const { profile, partnerId } = options;
  if (state.refusedToken !== undefined) {
    await options.tokens.refused(state.refusedToken);
    state.refusedToken = undefined;
  }
  const token = await options.tokens.current(signal);
  state.token = token;
  const body = JSON.stringify(call.params);
  const timestamp = snapTimestamp(options.now());
  const path = call.endpoint.path;
  const hmac = profile.transactionSignature === 'hmac-sha512';
  const signer = hmac ? (options.hmac as Signer) : options.rsa;
  const stringToSign = hmac
    ? await transactionStringToSign({ method: 'POST', path: new URL(call.url).pathname, body, timestamp }, token)
    : tokenStringToSign(partnerId, timestamp);
  const signature = await signWith(signer, stringToSign, signal, path);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'x-timestamp': timestamp,
    'x-signature': signature,
    'x-partner-id': partnerId,
    'x-external-id': state.externalId ?? (await options.externalIds.next()),
  };
  if (options.channelId !== undefined) headers['channel-id'] = options.channelId;
  // The key that signed `X-SIGNATURE`, as the call's metadata names it.
  return { body, headers, param: body, keyId: signer.keyId };
}

/**
 * An answer of `endpoint` read by its 7-digit `responseCode`: one of the endpoint's success codes is its
 * data; another success is unreadable (it may have done what was asked); a refusal is a
 * {@link SnapError} classed for the call loop, a refused token as `unsent` (nothing was done); an
 * answer without a code is unreadable at HTTP 2xx, else not SNAP's (a proxy's page).
 */
export function readSnapAnswer(endpoint: AnyEndpoint, status: number, body: string): ProtocolReading {
  const answer = json(body);
  const code = readResponseCode(answer?.responseCode);
  const ok = status >= 200 && status < 300;
  const unreadable = (reason: string) =>
    ({ kind: 'unreadable', error: new ResponseFormatError(endpoint.path, reason, { body }) }) as const;
  if (!answer || !code) return ok ? unreadable('the body is not a SNAP answer with a 7-digit responseCode') : undefined;
  const numeric = Number(code.code);
  if (ok && code.httpStatus < 300 && (endpoint.successCodes ?? []).includes(numeric))
    return { kind: 'success', code: numeric, data: answer };
  // A success the endpoint does not declare may still have done what was asked: never read as a refusal.
  if (code.httpStatus < 300)
    return unreadable(`responseCode ${code.code} (HTTP ${status}) is not a success of this operation`);
  const message = typeof answer.responseMessage === 'string' ? answer.responseMessage : '';
  const error = new SnapError(endpoint.path, code, message, answer);
  const as = readingAs(endpoint, code);
  return { kind: as === 'token-refused' ? 'unsent' : as, code: numeric, error };
}
