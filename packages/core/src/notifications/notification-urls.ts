import { ConfigurationError } from '../errors/configuration-error.js';
import { bytesToBase64 } from '../utils/base64.js';
import { redactInspection } from '../utils/redact.js';

/** Options of {@link createNotificationUrls}. */
export interface NotificationUrlsOptions {
  /**
   * A secret of yours, at least 32 characters (e.g. `openssl rand -base64 32`), kept like a password:
   * whoever holds it can make URLs that pass. It is imported once as a non-extractable HMAC key and
   * never printed. Rotating it invalidates the URLs of notifications still to come.
   */
  readonly secret: string;
  /** The query parameter that carries the MAC. Default `'lintas_mac'`. */
  readonly parameter?: string;
}

/** The member values a URL is bound to, by member name: `{ mchOrderId: 'order-1' }`. */
export type NotificationUrlKeys = Readonly<Record<string, string | number>>;

/**
 * Notification URLs bound to one order: `bind` adds to your `notifyUrl` (or `refundCallbackUrl`) a MAC
 * of the order's keys under your secret; the handler (`createNotificationHandler({ boundUrls })`) refuses
 * a notification whose keys do not match the MAC of the URL it was posted to, before any lookup. Another
 * merchant's notification replayed to your URL carries another order's keys: it fails.
 */
export interface NotificationUrls {
  /**
   * `url` with the MAC of `keys` as a query parameter. Bind the members the notification's family names
   * for its address: `mchOrderId` for payments, checkouts and static codes, `mchRefundOrderId` for
   * refunds, `requestId` for direct-debit authorizations.
   */
  bind(url: string | URL, keys: NotificationUrlKeys): Promise<string>;
  /** True when `url` carries the MAC of `keys` (compared in constant time). */
  matches(url: string | URL, keys: NotificationUrlKeys): Promise<boolean>;
}

/**
 * Creates the binder of notification URLs for your secret. Payout notifications go to the one URL set
 * in the dashboard, which cannot carry an order's MAC: confirm those with the gateway (`confirm`).
 *
 * @example
 * ```ts
 * import { createNotificationUrls } from '@lintas/core';
 *
 * const urls = createNotificationUrls({ secret: process.env.LINTAS_NOTIFICATION_SECRET! });
 * const notifyUrl = await urls.bind('https://shop.example/notifications', { mchOrderId: 'order-1' });
 * // https://shop.example/notifications?lintas_mac=... : pass it as the payment's notifyUrl
 * ```
 */
export function createNotificationUrls(options: NotificationUrlsOptions): NotificationUrls {
  if (typeof options.secret !== 'string' || options.secret.length < 32) {
    throw new ConfigurationError(
      'secret',
      'createNotificationUrls: `secret` must be a string of at least 32 characters (e.g. the output of `openssl rand -base64 32`), ' +
        'kept out of your code like a password.',
    );
  }
  const parameter = options.parameter ?? 'lintas_mac';
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  // Awaited by every bind and check; this keeps an unused binder from reporting an unhandled rejection.
  key.catch(() => undefined);

  async function macOf(keys: NotificationUrlKeys): Promise<string> {
    // Sorted and JSON-encoded: no two sets of keys share a text.
    const text = JSON.stringify(
      Object.keys(keys)
        .sort()
        .map((name) => [name, String(keys[name])]),
    );
    const digest = new Uint8Array(
      await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`lintas notification url\n${text}`)),
    );
    // 128 bits, URL-safe: 22 characters of the 256 `notifyUrl` allows.
    return bytesToBase64(digest.subarray(0, 16)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  const urls: NotificationUrls = {
    async bind(url, keys) {
      const bound = new URL(url);
      bound.searchParams.set(parameter, await macOf(keys));
      return bound.href;
    },
    async matches(url, keys) {
      let carried: string | null;
      try {
        carried = new URL(url).searchParams.get(parameter);
      } catch {
        return false;
      }
      if (carried === null) return false;
      return sameText(carried, await macOf(keys));
    },
  };
  return redactInspection(urls, 'NotificationUrls', { parameter });
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
