import {
  type AnyKnownNotification,
  type AnyNotificationDefinition,
  NotificationJsonError,
  NotificationPayloadError,
  type NotificationReading,
  SignatureError,
} from '@lintas/core';
import * as v from 'valibot';
import type { SnapProfileName } from '../client/snap-profiles.js';
import { minifyJson } from '../signing/minify-json.js';
import { readSnapTimestamp } from '../signing/snap-timestamp.js';
import { sha256Hex } from '../signing/web-crypto.js';
import {
  type CargoPaymentNotification,
  CargoPaymentNotificationSchema,
  type EztransPaymentNotification,
  EztransPaymentNotificationSchema,
} from './payment-notification-schemas.js';
import { type NotificationKeys, verifySnapNotification } from './verify-snap-notification.js';

/** The event a SNAP payment notification (service 52) is delivered as. */
export const snapPaymentEvent = 'snap.payment';

/** A payment notification (service 52) the handler verified, typed as its site sends it. */
export type SnapPaymentNotification =
  | { readonly profile: 'paycools-cargo'; readonly payload: CargoPaymentNotification; readonly key: string }
  | { readonly profile: 'eztrans'; readonly payload: EztransPaymentNotification; readonly key: string };

/** The notification as the delivery loop carries it, with the typed one its listener receives. */
export interface SnapDelivered extends AnyKnownNotification {
  readonly snap: SnapPaymentNotification;
}

/** What reading a SNAP delivery needs. */
export interface SnapReadSetup {
  readonly profile: SnapProfileName;
  readonly keys: NotificationKeys;
  readonly toleranceMs: number;
  /** The path the gateway signed, when a proxy changes it; the request's own by default. */
  readonly path: string | undefined;
  readonly now: () => number;
  /** The payment event's definition: what proves a notification the merchant's. */
  readonly definition: AnyNotificationDefinition;
}

const refused = (reading: 'unsigned' | 'malformed', error: unknown): NotificationReading => ({ reading, error });

/**
 * Reads the body of a SNAP delivery (which the loop read, at most its limit): `X-TIMESTAMP` within
 * `toleranceMs` of the clock, `X-SIGNATURE` over the minified body as the profile says the site signs,
 * then the payload as its site's page lists it. Keyed on its transaction and status, or, naming no
 * transaction, on the hash of its minified body: two different notifications never share a key.
 */
export async function readSnapNotification(
  setup: SnapReadSetup,
  bytes: Uint8Array,
  request: Request,
): Promise<NotificationReading> {
  const timestamp = request.headers.get('x-timestamp') ?? '';
  const at = readSnapTimestamp(timestamp);
  if (at === undefined || Math.abs(at - setup.now()) > setup.toleranceMs)
    return refused(
      'unsigned',
      new SignatureError(
        'verification-failed',
        `X-TIMESTAMP is missing, not a SNAP timestamp, or more than ${setup.toleranceMs} ms from this server's clock`,
      ),
    );
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    return refused('malformed', new NotificationJsonError('body', '', { cause: error }));
  }
  const signature = request.headers.get('x-signature') ?? '';
  if (signature === '') return refused('unsigned', new SignatureError('missing-signature', 'X-SIGNATURE is missing'));
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const path = setup.path ?? new URL(request.url).pathname;
  if (!(await verifySnapNotification({ path, body, timestamp, signature, token }, setup.keys)))
    return refused(
      'unsigned',
      new SignatureError('verification-failed', 'X-SIGNATURE does not verify over this path, body and X-TIMESTAMP'),
    );
  const read = await readPayment(setup.profile, body, signature);
  return read.reading === 'verified' ? { ...read, definition: setup.definition } : read;
}

/** The verified body read as its site's payment notification, keyed. */
async function readPayment(profile: SnapProfileName, body: string, signature: string): Promise<NotificationReading> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return refused('malformed', new NotificationJsonError('body', body, { cause: error }));
  }
  const schema = profile === 'eztrans' ? EztransPaymentNotificationSchema : CargoPaymentNotificationSchema;
  const result = v.safeParse(schema, json);
  if (!result.success) {
    const issues = result.issues.map((issue) => ({
      path: v.getDotPath(issue) ?? '',
      message: issue.input === undefined ? 'is required' : issue.message,
    }));
    return refused('malformed', new NotificationPayloadError(snapPaymentEvent, issues, json));
  }
  const payload = result.output;
  const reference = payload.originalReferenceNo ?? payload.originalPartnerReferenceNo;
  // Without a transaction to name it by, its own text names it: a redelivery shares it, nothing else does.
  const id = reference === undefined ? `sha256:${await sha256Hex(minifyJson(body))}` : reference;
  const key = `${snapPaymentEvent}:${profile}:${id}:${String(payload.latestTransactionStatus)}`;
  const snap = { profile, payload, key } as SnapPaymentNotification;
  const notification: SnapDelivered = {
    known: true,
    eventName: snapPaymentEvent,
    kind: 'payment',
    key,
    param: body,
    sign: signature,
    payload: { ...payload, eventName: snapPaymentEvent },
    snap,
  };
  return { reading: 'verified', notification };
}
