import {
  ConfigurationError,
  type CreatedRecordStore,
  createProtocolHandler,
  type NotificationConfirmer,
  type NotificationErrorContext,
  type NotificationStore,
  type NotificationUrls,
  type RsaKeyInput,
  rsaSha256Verifier,
} from '@lintas/core';
import { type SnapProfile, type SnapProfileName, snapProfiles } from '../client/snap-profiles.js';
import { queryPaymentStatus } from '../endpoints/query-payment-status.js';
import { importHmacSha512Key } from '../signing/web-crypto.js';
import {
  readSnapNotification,
  type SnapDelivered,
  type SnapPaymentNotification,
  snapPaymentEvent,
} from './read-snap-notification.js';
import { snapNotificationAnswer } from './snap-notification-answer.js';
import { snapPaymentDefinition } from './snap-payment-definition.js';
import type { NotificationKeys } from './verify-snap-notification.js';

export type { SnapPaymentNotification } from './read-snap-notification.js';

/**
 * Options of {@link createSnapNotificationHandler}. The gateway signs every merchant's notifications
 * with one key and a notification names no merchant, so a handler needs a proof that each one is
 * yours: `createdCodes`, `confirm` or `boundUrls` (any of them proves it), or `unconfirmed: true`.
 */
export interface SnapNotificationHandlerOptions {
  /** The site that sends the notifications: its payload and how it signs them. */
  readonly profile: SnapProfileName;
  /** The gateway's public key that signs its notifications (SHA256withRSA), when the site signs so. */
  readonly platformPublicKey?: RsaKeyInput;
  /** Your client secret, when the site signs its notifications with HMAC-SHA512. */
  readonly clientSecret?: string;
  /**
   * Called once per notification proven yours (a redelivery is acknowledged without calling it again);
   * resolve once its effect is durable, throw to have it sent again.
   */
  readonly onPayment: (notification: SnapPaymentNotification) => void | Promise<void>;
  /**
   * The QRIS and ATM codes your SNAP client created: the `store` you gave `createSnapClient` (it records
   * the `referenceNo` of each code it creates, by `partnerReferenceNo`) and your partner id (its
   * `partnerId`, else `clientKey`). A notification whose `originalReferenceNo` is not the code you
   * created under its `originalPartnerReferenceNo` is refused (HTTP 404): another merchant's payment of
   * a code carrying your `partnerReferenceNo` never marks your order paid.
   */
  readonly createdCodes?: { readonly store: CreatedRecordStore; readonly partnerId: string };
  /**
   * Your SNAP client of the site, where the site has a status query (EZTrans: `queryPaymentStatus`),
   * and your merchant id: each notification's payment is looked up under it, and its `referenceNo`
   * and status compared (not found or different: HTTP 404; still pending there: HTTP 503, sent again).
   */
  readonly confirm?: { readonly client: NotificationConfirmer; readonly merchantId: string };
  /**
   * Bound notification URLs (`createNotificationUrls` of `@lintas/core`), where your account sends each
   * order's notification to a URL you give per order: the URL must carry the MAC of its
   * `originalPartnerReferenceNo` (HTTP 401 otherwise).
   */
  readonly boundUrls?: NotificationUrls;
  /**
   * `true` to accept notifications on their signature alone: another merchant's notification posted
   * to your URL is then accepted too (the gateway signs every merchant's with the same key). Name it
   * only when nothing you do on a payment can be abused so.
   */
  readonly unconfirmed?: true;
  /** Remembers what was processed across your processes (`@lintas/stores`); one in memory by default. */
  readonly store?: NotificationStore;
  /** How far `X-TIMESTAMP` may be from your clock, in ms. Default 300000 (5 min). */
  readonly toleranceMs?: number;
  /** The path the gateway signed, when a proxy in front of you changes it; the request's own by default. */
  readonly path?: string;
  /** Largest body read, in bytes; a larger one is refused (HTTP 413) before it is read. Default 65,536. */
  readonly maxBodyBytes?: number;
  /** How long a delivery holds its claim on a notification, in ms (keep it above `onPayment`'s longest run). Default 60,000. */
  readonly leaseMs?: number;
  /** Told of every refusal and failure, for logging. Default: `console.error`. */
  readonly onError?: (error: unknown, context: NotificationErrorContext) => void;
  /** The clock, epoch ms. Default `Date.now`. */
  readonly now?: () => number;
}

async function keysOf(options: SnapNotificationHandlerOptions, profile: SnapProfile): Promise<NotificationKeys> {
  const wantsRsa = profile.notificationSignature !== 'hmac-sha512';
  const wantsHmac = profile.notificationSignature !== 'rsa';
  if (wantsRsa && options.platformPublicKey === undefined && !(wantsHmac && options.clientSecret))
    throw new ConfigurationError(
      'platformPublicKey',
      `createSnapNotificationHandler: platformPublicKey is required on ${profile.name}: the gateway's key that signs its notifications`,
    );
  if (!wantsRsa && !options.clientSecret)
    throw new ConfigurationError(
      'clientSecret',
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

/** Refuses a handler that nothing would prove a notification to, or one that asks for a lookup the site has not. */
function checkProof(options: SnapNotificationHandlerOptions, profile: SnapProfile): void {
  const { createdCodes, confirm, boundUrls, unconfirmed } = options;
  if (createdCodes === undefined && confirm === undefined && boundUrls === undefined && unconfirmed !== true)
    throw new ConfigurationError(
      'createdCodes',
      "createSnapNotificationHandler: nothing would prove that a notification is yours: the gateway signs every merchant's " +
        "notifications with the same key and names no merchant, so another merchant's, posted to your URL, verifies too. " +
        'Pass createdCodes: { store, partnerId } (the store your SNAP client records its codes in), confirm: { client, merchantId } where the site has a status query, ' +
        'or boundUrls; or accept them on their signature alone with unconfirmed: true.',
    );
  if (confirm !== undefined && !queryPaymentStatus.path.startsWith(profile.prefix))
    throw new ConfigurationError(
      'confirm',
      `createSnapNotificationHandler: the ${profile.name} site documents no payment status query: pass createdCodes instead of confirm`,
    );
}

/**
 * Receives the payment notifications of a SNAP site (service 52, `qr-mpm-notify`): a handler of web
 * `Request`s (Hono, Next.js, Workers, Bun, Deno; on Node's own server through `toNodeListener` of
 * `@lintas/core`), on the delivery loop of `createNotificationHandler`. For each delivery it refuses a
 * body over `maxBodyBytes` before reading it (HTTP 413); checks `X-TIMESTAMP` against your clock and
 * `X-SIGNATURE` over the minified body as the profile says the site signs
 * (https://docs-snap.eztrans.co.id/en/SnapApi/FinishNotify.html: "symmetricSignature or
 * asymmetricSignature") (HTTP 401), reads the body as the site's page lists it (HTTP 400); proves it is
 * yours (`createdCodes`, `confirm`, `boundUrls`; HTTP 404 when it is not); claims it in `store`, so it
 * runs once across your processes; and calls `onPayment`. Every answer is SNAP's
 * `{"responseCode","responseMessage"}`: `2005200` once `onPayment` resolved (or for a notification
 * processed already); HTTP 503 (`5035200`, with `retry-after`) when it may succeed later (another
 * delivery of it is being processed, the store or the lookup is out of reach, the payment not final
 * there yet); HTTP 500 (`5005201`) when `onPayment` threw. Every answer but `2005200` makes the gateway
 * send it again.
 *
 * @example
 * ```ts
 * import { createSnapClient, createSnapNotificationHandler } from '@lintas/snap';
 * import { createRedisNotificationStore, createRedisSnapStore } from '@lintas/stores/redis';
 *
 * const snapStore = createRedisSnapStore({ client: redis }); // the store your SNAP client records its codes in
 * export const POST = await createSnapNotificationHandler({
 *   profile: 'paycools-cargo',
 *   platformPublicKey: process.env.SNAP_PLATFORM_PUBLIC_KEY!,
 *   createdCodes: { store: snapStore, partnerId: process.env.SNAP_CLIENT_KEY! },
 *   store: createRedisNotificationStore({ client: redis }),
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
    throw new ConfigurationError(
      'profile',
      `createSnapNotificationHandler: profile must be 'paycools-cargo' or 'eztrans', not ${String(options.profile)}`,
    );
  checkProof(options, profile);
  const keys = await keysOf(options, profile);
  const definition = snapPaymentDefinition({
    site: profile.name,
    createdCodes: options.createdCodes,
    lookup: options.confirm && { merchantId: options.confirm.merchantId },
    storeTimeoutMs: 2000,
  });
  const setup = {
    profile: options.profile,
    keys,
    toleranceMs: options.toleranceMs ?? 5 * 60 * 1000,
    path: options.path,
    now: options.now ?? Date.now,
    definition,
  };
  const onPayment = options.onPayment;
  return createProtocolHandler({
    protocol: { read: (body, request) => readSnapNotification(setup, body, request), answer: snapNotificationAnswer },
    notifications: { [snapPaymentEvent]: definition },
    on: { [snapPaymentEvent]: (notification) => onPayment((notification as SnapDelivered).snap) },
    ...(options.confirm && { confirm: options.confirm.client }),
    ...(options.boundUrls && { boundUrls: options.boundUrls }),
    ...(options.unconfirmed === true && { unconfirmed: [snapPaymentEvent] }),
    ...(options.store && { store: options.store }),
    ...(options.maxBodyBytes !== undefined && { maxBodyBytes: options.maxBodyBytes }),
    ...(options.leaseMs !== undefined && { leaseMs: options.leaseMs }),
    ...(options.onError && { onError: options.onError }),
  });
}
