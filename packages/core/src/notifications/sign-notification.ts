import * as v from 'valibot';
import { NotificationPayloadError } from '../errors/notification-payload-error.js';
import type { RsaKeyInput } from '../signing/rsa-key-input.js';
import { rsaSha256Signer } from '../signing/rsa-sha256-signer.js';
import type { Signer } from '../signing/signer.js';
import type { NotificationMap } from './define-notification.js';
import type { NotificationSource, NotificationsOf } from './notification.js';
import { notificationCatalog } from './notification-catalog.js';

/** What a payload of `TEventName` must hold to pass its schema: its members and its `eventName`. */
export type NotificationPayloadInput<
  TEvents extends NotificationMap,
  TEventName extends keyof TEvents & string,
> = v.InferInput<TEvents[TEventName]['schema']> & { readonly eventName: TEventName };

/** Checks a payload against its event's schema when a plugin given declares it; any members otherwise. */
export type SignableNotificationPayload<
  TEvents extends NotificationMap,
  TPayload extends { readonly eventName: string },
> = TPayload['eventName'] extends keyof TEvents & string
  ? NotificationPayloadInput<TEvents, TPayload['eventName']>
  : { readonly eventName: string; readonly [key: string]: unknown };

/**
 * Options of {@link signNotification}: the key that plays the gateway's platform key, or a signer, and
 * optionally the plugins whose schemas check the payload (by type, and before signing).
 */
export type SignNotificationOptions<TPlugins extends readonly NotificationSource[] = readonly NotificationSource[]> = (
  | { readonly privateKey: RsaKeyInput }
  | { readonly signer: Signer }
) & { readonly plugins?: TPlugins };

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
 * With `plugins`, the payload of an event they declare is checked against its schema, by type and
 * before signing (a `NotificationPayloadError`).
 *
 * @example
 * ```ts
 * import { generateKeyPairSync } from 'node:crypto';
 * import { createNotificationHandler, rsaSha256Verifier, signNotification } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
 * const handler = createNotificationHandler({
 *   verifier: rsaSha256Verifier({ publicKey: platform.publicKey }),
 *   plugins: [philippines],
 *   // A client of @lintas/sandbox started with `platformKeys` of this pair, which holds the payment.
 *   confirm: client,
 *   on: { 'payment.success': (n) => markPaid(n.payload.mchOrderId) },
 * });
 * const { body } = await signNotification(
 *   { eventName: 'payment.success', mchOrderId: 'order-1', transactionId: payment.transactionId, amount: 50010, transactionStatus: 'COMPLETED' },
 *   { privateKey: platform.privateKey, plugins: [philippines] },
 * );
 * const response = await handler(new Request('http://localhost/notify', { method: 'POST', body }));
 * // response.status === 200, await response.json() → { code: 10000, message: 'Success' }
 * ```
 */
export async function signNotification<
  const TPayload extends { readonly eventName: string },
  const TPlugins extends readonly NotificationSource[] = readonly [],
>(
  payload: TPayload & SignableNotificationPayload<NotificationsOf<TPlugins>, TPayload>,
  options: SignNotificationOptions<TPlugins>,
): Promise<SignedNotification> {
  // Checked at run time only against the plugins given: a test may sign a malformed payload on purpose.
  const definition = notificationCatalog(options.plugins ?? []).get(payload.eventName)?.[0];
  if (definition !== undefined) {
    const result = v.safeParse(definition.schema, payload);
    if (!result.success) {
      const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
      throw new NotificationPayloadError(payload.eventName, issues, payload);
    }
  }
  const signer = 'signer' in options ? options.signer : await rsaSha256Signer({ privateKey: options.privateKey });
  const param = JSON.stringify(payload);
  const sign = await signer.sign(param);
  return { body: JSON.stringify({ param, sign }), param, sign };
}
