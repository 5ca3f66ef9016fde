import { isNotificationEnvelopeError } from '../../errors/notification-envelope-error.js';
import { isNotificationExpiredError } from '../../errors/notification-expired-error.js';
import { isNotificationJsonError } from '../../errors/notification-json-error.js';
import { isNotificationPayloadError } from '../../errors/notification-payload-error.js';
import { isNotificationRawBodyError, NotificationRawBodyError } from '../../errors/notification-raw-body-error.js';
import { isSignatureError } from '../../errors/signature-error.js';
import type { AnyNotificationDefinition } from '../define-notification.js';
import type { AnyNotification } from '../notification.js';
import type { NotificationCatalog } from '../notification-catalog.js';
import type { NotificationProtocol, NotificationReadingFact } from '../notification-protocol.js';
import { readBody } from '../read-body.js';
import { readNotification, type VerifyNotificationOptions } from '../verify-notification.js';
import type { Reading } from './decide-delivery.js';

/** What reading a delivery's request needs. */
export interface ReadSetup {
  readonly maxBodyBytes: number;
  readonly verifyOptions: Omit<VerifyNotificationOptions, 'plugins'>;
  readonly catalog: NotificationCatalog;
  /** Reads the body of another protocol than the gateway's envelope (SNAP BI's). */
  readonly protocol?: NotificationProtocol | undefined;
}

/** What reading a request learnt: how it read, and the notification once verified (or why not). */
export interface ReadRequest {
  readonly reading: Reading;
  readonly notification?: AnyNotification;
  readonly definition?: AnyNotificationDefinition | undefined;
  /** The body exactly as received, once verified: what a job carries for its worker to verify again. */
  readonly body?: Uint8Array;
  /** The request's headers the verification read, if any: a job carries them too. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly error?: unknown;
}

/** How a request is read. */
export interface ReadOptions {
  /**
   * The notification's age was judged when the gateway delivered it (a job a worker runs): it is not
   * judged again, since a job may wait in its queue longer than `maxAgeMs`.
   */
  readonly ageJudged?: boolean;
}

/**
 * Reads, verifies and parses the notification a request carries: a body over the limit is refused
 * before it is read (by its `content-length`) or as soon as it passes the limit, whatever the
 * protocol; then the protocol (the gateway's envelope by default) reads what was read.
 */
export async function readDelivery(
  request: Request,
  setup: ReadSetup,
  options: ReadOptions = {},
): Promise<ReadRequest> {
  if (request.method !== 'POST') return { reading: 'not-post' };
  let body: Uint8Array | undefined;
  try {
    body = await readRequestBody(request, setup.maxBodyBytes);
  } catch (error) {
    return { reading: readingOf(error), error };
  }
  if (body === undefined) return { reading: 'too-large' };
  if (setup.protocol === undefined) return readEnvelopeBody(body, setup, options);
  // A reader that throws nonetheless failed for a reason of its own: nothing it read is acted on.
  return setup.protocol.read(body, request).catch((error: unknown) => ({ reading: 'unreadable', error }) as const);
}

/** Reads the gateway's `{param, sign}` envelope, and keeps its body as received for a job to carry. */
async function readEnvelopeBody(body: Uint8Array, setup: ReadSetup, options: ReadOptions): Promise<ReadRequest> {
  try {
    const { maxAgeMs: _judgedOnDelivery, ...ageless } = setup.verifyOptions;
    const verifyOptions = options.ageJudged === true ? ageless : setup.verifyOptions;
    const { notification, definition } = await readNotification(body, verifyOptions, setup.catalog);
    return { reading: 'verified', notification, definition, body };
  } catch (error) {
    return { reading: readingOf(error), error };
  }
}

/** How a refusal of verification reads: unsigned (401), malformed (400), or the handler's own failure. */
export function readingOf(error: unknown): Exclude<NotificationReadingFact, 'verified'> {
  if (isSignatureError(error) && (error.reason === 'missing-signature' || error.reason === 'verification-failed')) {
    return 'unsigned';
  }
  const malformed =
    isNotificationRawBodyError(error) ||
    isNotificationJsonError(error) ||
    isNotificationEnvelopeError(error) ||
    isNotificationPayloadError(error) ||
    isNotificationExpiredError(error);
  return malformed ? 'malformed' : 'unreadable';
}

/** The body as bytes, or `undefined` when it is larger than `limit`. */
async function readRequestBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  // A middleware that read the body (`await request.json()`) leaves nothing to verify.
  if (request.bodyUsed || request.body?.locked === true) throw new NotificationRawBodyError('consumed');
  if (Number(request.headers.get('content-length')) > limit) return undefined;
  return request.body === null ? new Uint8Array(0) : readBody(request.body, limit);
}
