import { type RsaKeyInput, rsaSha256Signer } from '@lintas/core';
import { snapTimestamp } from '../signing/snap-timestamp.js';
import { notificationStringToSign } from '../signing/string-to-sign.js';

/** What {@link signSnapNotification} signs. */
export interface SnapNotificationToSign {
  /** The key that signs: in tests, a key whose public half your handler is given. */
  readonly privateKey: RsaKeyInput;
  /** The URL it is sent to: its path is signed. */
  readonly url: string;
  /** The body as it is sent. */
  readonly body: string;
  /** Epoch ms of its `X-TIMESTAMP`. Default now. */
  readonly at?: number;
}

/**
 * The headers a SNAP site signs a notification with (`X-TIMESTAMP`, `X-SIGNATURE`: SHA256withRSA of
 * `POST:<path>:<SHA-256 of the minified body>:<X-TIMESTAMP>`), for testing a receiver without the gateway.
 *
 * @example
 * ```ts
 * import { signSnapNotification } from '@lintas/snap';
 *
 * const headers = await signSnapNotification({ privateKey: testPlatformKey, url, body });
 * await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
 * ```
 */
export async function signSnapNotification(notification: SnapNotificationToSign): Promise<Record<string, string>> {
  const timestamp = snapTimestamp(notification.at ?? Date.now());
  const path = new URL(notification.url).pathname;
  const text = await notificationStringToSign({ method: 'POST', path, body: notification.body, timestamp });
  const signature = await (await rsaSha256Signer({ privateKey: notification.privateKey })).sign(text);
  return { 'x-timestamp': timestamp, 'x-signature': signature };
}
