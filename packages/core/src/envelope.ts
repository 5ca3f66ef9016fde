import * as v from 'valibot';
import type { Signer } from './signing/signer.js';

/** The request body the gateway expects: `POST` JSON, `Content-Type: application/json`. */
export interface RequestEnvelope {
  /** The merchant's application id, as issued by the gateway. */
  readonly appId: string;
  /** The signer's signature of exactly the `param` string. */
  readonly sign: string;
  /** The operation's params plus `timestamp`, serialised with `JSON.stringify`. */
  readonly param: string;
}

/** Unit of the `timestamp` in `param`: 13-digit milliseconds (default) or 10-digit seconds. */
export type TimestampUnit = 'milliseconds' | 'seconds';

/** What {@link createEnvelope} needs besides the params. */
export interface EnvelopeOptions {
  readonly appId: string;
  readonly signer: Signer;
  /** Defaults to `'milliseconds'`. */
  readonly timestampUnit?: TimestampUnit;
  /** Current time in epoch milliseconds; defaults to `Date.now`. */
  readonly now?: () => number;
}

/**
 * Builds the signed request envelope of one attempt: `param` is `JSON.stringify` of the validated
 * params plus a fresh `timestamp`, and `sign` is the signature of exactly that string. Each attempt of a
 * call, retries included, builds a new envelope over the same params.
 *
 * @example
 * ```ts
 * import { createEnvelope } from '@lintas/core';
 *
 * const envelope = await createEnvelope({ checkoutId: 'CH123' }, { appId, signer });
 * await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(envelope) });
 * ```
 */
export async function createEnvelope(params: object, options: EnvelopeOptions): Promise<RequestEnvelope> {
  const param = envelopeParam(params, options);
  return { appId: options.appId, sign: await options.signer.sign(param), param };
}

/** The `param` of an envelope: `params` plus a fresh `timestamp`, as `JSON.stringify` writes it. */
export function envelopeParam(params: object, options: Pick<EnvelopeOptions, 'timestampUnit' | 'now'>): string {
  const milliseconds = (options.now ?? Date.now)();
  const timestamp = options.timestampUnit === 'seconds' ? Math.floor(milliseconds / 1000) : milliseconds;
  return JSON.stringify({ ...params, timestamp });
}

/** `data` sent as JSON text (`"data": "{\"balance\":\"10.00\"}"`) is read as the value it encodes. */
function decodeData(data: unknown): unknown {
  if (typeof data !== 'string' || !/^\s*[[{]/.test(data)) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * The gateway's answer envelope `{ code, message, data }`. Lenient: `code` may arrive as a digit
 * string, `message` may be absent, `data` may be an object, an array, `null` or the JSON text of an
 * object or array (then it is parsed), and unknown members are kept.
 */
// data as a JSON string: https://developer.paycools.com/en/docs/paycools-doc/api-description
export const ResponseEnvelopeSchema = v.looseObject({
  code: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d+$/), v.transform(Number))]),
  message: v.optional(v.string(), ''),
  data: v.pipe(v.optional(v.unknown(), null), v.transform(decodeData)),
});

/** A parsed answer envelope. */
export type ResponseEnvelope = v.InferOutput<typeof ResponseEnvelopeSchema>;

/** Parses an answer body; `undefined` when it is not JSON or not the envelope. */
export function parseResponseEnvelope(body: string): ResponseEnvelope | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const result = v.safeParse(ResponseEnvelopeSchema, json);
  return result.success ? result.output : undefined;
}
