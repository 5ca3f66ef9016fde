import type * as v from 'valibot';
import type { RsaKeyInput } from '../signing/rsa-key-input.js';
import { rsaSha256Signer } from '../signing/rsa-sha256-signer.js';
import type { Signer } from '../signing/signer.js';
import type { NotificationEventName, NotificationKindOf, notificationSchemas } from './notification-events.js';

/** What a payload of a known event must hold to pass its schema: its kind's members and its `eventName`. */
export type NotificationPayloadInput<TEventName extends NotificationEventName> = v.InferInput<
  (typeof notificationSchemas)[NotificationKindOf<TEventName>]
> & { readonly eventName: TEventName };

/** Checks a payload against its event's schema when the event is known; any members otherwise. */
export type SignableNotificationPayload<TPayload extends { readonly eventName: string }> =
  TPayload['eventName'] extends NotificationEventName
    ? NotificationPayloadInput<TPayload['eventName']>
    : { readonly eventName: string; readonly [key: string]: unknown };

/** Options of {@link signNotification}: the key that plays the gateway's platform key, or a signer. */
export type SignNotificationOptions = { readonly privateKey: RsaKeyInput } | { readonly signer: Signer };

/** A notification as the gateway sends it. */
export interface SignedNotification {
  /** The request body: `{"param":"...","sign":"..."}`. */
  readonly body: string;
  /** The signed JSON text of the payload. */
  readonly param: string;
  /** The base64 RSA-SHA256 signature of `param`. */
  readonly sign: string;
}

/**
 * Test helper: signs a notification as the gateway would, with a key of your own standing in for the
 * platform key, so you can send it to your handler in unit tests (verify with the matching public key).
 * The payload of a known event is type-checked against its schema.
 *
 * @example
 * ```ts
 * import { generateKeyPairSync } from 'node:crypto';
 * import { createNotificationHandler, rsaSha256Verifier, signNotification } from '@lintas/core';
 *
 * const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
 * const handler = createNotificationHandler({ verifier: rsaSha256Verifier({ publicKey: platform.publicKey }), on });
 * const { body } = await signNotification(
 *   { eventName: 'payment.success', mchOrderId: 'order-1', transactionId: 'TX1', amount: 50010, transactionStatus: 'COMPLETED' },
 *   { privateKey: platform.privateKey },
 * );
 * const response = await handler(new Request('http://localhost/notify', { method: 'POST', body }));
 * // response.status === 200, await response.json() → { code: 10000, message: 'Success' }
 * ```
 */
export async function signNotification<const TPayload extends { readonly eventName: string }>(
  payload: TPayload & SignableNotificationPayload<TPayload>,
  options: SignNotificationOptions,
): Promise<SignedNotification> {
  const signer = 'signer' in options ? options.signer : await rsaSha256Signer({ privateKey: options.privateKey });
  const param = JSON.stringify(payload);
  const sign = await signer.sign(param);
  return { body: JSON.stringify({ param, sign }), param, sign };
}
