import {
  createMemoryNotificationStore,
  type NotificationStore,
  type RsaKeyInput,
  rsaSha256Verifier,
} from '@lintas/core';
import * as v from 'valibot';
import { type SnapProfile, type SnapProfileName, snapProfiles } from '../client/snap-profiles.js';
import { readSnapTimestamp } from '../signing/snap-timestamp.js';
import { importHmacSha512Key } from '../signing/web-crypto.js';
import {
  type CargoPaymentNotification,
  CargoPaymentNotificationSchema,
  type EztransPaymentNotification,
  EztransPaymentNotificationSchema,
} from './payment-notification-schemas.js';
import { type NotificationKeys, verifySnapNotification } from './verify-snap-notification.js';

/** A payment notification (service 52) the handler verified, typed as its site sends it. */
export type SnapPaymentNotification =
  | { readonly profile: 'paycools-cargo'; readonly payload: CargoPaymentNotification; readonly key: string }
  | { readonly profile: 'eztrans'; readonly payload: EztransPaymentNotification; readonly key: string };

/** Options of {@link createSnapNotificationHandler}. */
export interface SnapNotificationHandlerOptions {
  /** The site that sends the notifications: its payload and how it signs them. */
  readonly profile: SnapProfileName;
  /** The gateway's public key that signs its notifications (SHA256withRSA), when the site signs so. */
  readonly platformPublicKey?: RsaKeyInput;
  /** Your client secret, when the site signs its notifications with HMAC-SHA512. */
  readonly clientSecret?: string;
  /** Called once per notification (a redelivery is acknowledged without calling it again); throw to have it sent again. */
  readonly onPayment: (notification: SnapPaymentNotification) => void | Promise<void>;
  /** Remembers what was processed across your processes (`@lintas/stores`); one in memory by default. */
  readonly store?: NotificationStore;
  /** How far `X-TIMESTAMP` may be from your clock, in ms. Default 300000 (5 min). */
  readonly toleranceMs?: number;
  /** The path the gateway signed, when a proxy in front of you changes it; the request's own by default. */
  readonly path?: string;
  /** The clock, epoch ms. Default `Date.now`. */
  readonly now?: () => number;
}

/** A reply to the gateway, in SNAP's form: HTTP status and `{responseCode, responseMessage}` of service 52. */
const reply = (status: number, caseCode: string, message: string) =>
  Response.json({ responseCode: `${status}52${caseCode}`, responseMessage: message }, { status });

async function keysOf(options: SnapNotificationHandlerOptions, profile: SnapProfile): Promise<NotificationKeys> {
  const wantsRsa = profile.notificationSignature !== 'hmac-sha512';
  const wantsHmac = profile.notificationSignature !== 'rsa';
  if (wantsRsa && options.platformPublicKey === undefined && !(wantsHmac && options.clientSecret))
    throw new TypeError(
      `createSnapNotificationHandler: platformPublicKey is required on ${profile.name}: the gateway's key that signs its notifications`,
    );
  if (!wantsRsa && !options.clientSecret)
    throw new TypeError(
      `createSnapNotificationHandler: clientSecret is required on ${profile.name}: its notifications are signed with it`,
    );
  return {
    rsa:
      wantsRsa && options.platformPublicKey !== undefined
        ? await rsaSha256Verifier({ publicKey: options.platformPublicKey })
        : undefined,
    hmac: wantsHmac && options.clientSecret ? await importHmacSha512Key(options.clientSecret) : undefined,
  };
}

/** The notification in `body`, or the reply that refuses it. */
function readPayment(profile: SnapProfileName, body: string): SnapPaymentNotification | Response {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return reply(400, '00', 'Bad Request. The body is not JSON');
  }
  const schema = profile === 'eztrans' ? EztransPaymentNotificationSchema : CargoPaymentNotificationSchema;
  const result = v.safeParse(schema, json);
  if (!result.success) {
    const [issue] = result.issues;
    const field = v.getDotPath(issue) ?? 'body';
    return issue.input === undefined
      ? reply(400, '02', `Invalid Mandatory Field ${field}`)
      : reply(400, '01', `Invalid Field Format ${field}`);
  }
  const payload = result.output;
  const reference = payload.originalReferenceNo ?? payload.originalPartnerReferenceNo ?? '';
  const key = `snap.payment:${profile}:${reference}:${String(payload.latestTransactionStatus)}`;
  return { profile, payload, key } as SnapPaymentNotification;
}

/**
 * Receives the payment notifications of a SNAP site (service 52, `qr-mpm-notify`): a handler of web
 * `Request`s (Hono, Next.js, Workers, Bun, Deno; on Node's own server through `toNodeListener` of
 * `@lintas/core`). It checks `X-TIMESTAMP` against your clock and `X-SIGNATURE` as the profile says the
 * site signs (https://docs-snap.eztrans.co.id/en/SnapApi/FinishNotify.html: "symmetricSignature or
 * asymmetricSignature"), reads the body as the site's page lists it, and calls `onPayment` once per
 * notification, across your processes when `store` is shared. It answers SNAP's
 * `{"responseCode":"2005200","responseMessage":"Successful"}` once `onPayment` resolved, a refusal (HTTP
 * 400, 401) for a notification it cannot trust or read, and HTTP 500 when `onPayment` threw or another
 * delivery of it is being processed, so that the gateway sends it again.
 *
 * @example
 * ```ts
 * import { createSnapNotificationHandler } from '@lintas/snap';
 *
 * export const POST = await createSnapNotificationHandler({
 *   profile: 'paycools-cargo',
 *   platformPublicKey: process.env.SNAP_PLATFORM_PUBLIC_KEY!,
 *   onPayment: async ({ payload }) => {
 *     if (payload.latestTransactionStatus === '00') await parcels.markPaid(payload.originalPartnerReferenceNo);
 *   },
 * });
 * ```
 */
export async function createSnapNotificationHandler(
  options: SnapNotificationHandlerOptions,
): Promise<(request: Request) => Promise<Response>> {
  const profile = (snapProfiles as Record<string, SnapProfile>)[options.profile];
  if (!profile)
    throw new TypeError(
      `createSnapNotificationHandler: profile must be 'paycools-cargo' or 'eztrans', not ${String(options.profile)}`,
    );
  const keys = await keysOf(options, profile);
  const store = options.store ?? createMemoryNotificationStore();
  const now = options.now ?? Date.now;
  const toleranceMs = options.toleranceMs ?? 5 * 60 * 1000;
  return async (request) => {
    const body = await request.text();
    const timestamp = request.headers.get('x-timestamp') ?? '';
    const at = readSnapTimestamp(timestamp);
    if (at === undefined || Math.abs(at - now()) > toleranceMs) return reply(401, '00', 'Unauthorized. X-TIMESTAMP');
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const received = {
      path: options.path ?? new URL(request.url).pathname,
      body,
      timestamp,
      signature: request.headers.get('x-signature') ?? '',
      token,
    };
    if (!(await verifySnapNotification(received, keys))) return reply(401, '00', 'Unauthorized. Signature');
    const notification = readPayment(options.profile, body);
    if (notification instanceof Response) return notification;
    return deliver(store, notification, options.onPayment);
  };
}

/** Runs `onPayment` for `notification` once across the store's processes; the reply. */
async function deliver(
  store: NotificationStore,
  notification: SnapPaymentNotification,
  onPayment: SnapNotificationHandlerOptions['onPayment'],
): Promise<Response> {
  const token = crypto.randomUUID();
  const claim = await store.claim(notification.key, { leaseMs: 60_000, token });
  if (claim === 'completed') return reply(200, '00', 'Successful');
  if (claim === 'processing') return reply(500, '00', 'General Error. This notification is being processed');
  try {
    await onPayment(notification);
  } catch {
    await store.release(notification.key, { token }).catch(() => undefined);
    return reply(500, '01', 'Internal Server Error');
  }
  await store.complete(notification.key, { token });
  return reply(200, '00', 'Successful');
}
