import * as v from 'valibot';
import { NotificationEnvelopeError } from '../errors/notification-envelope-error.js';
import { NotificationExpiredError } from '../errors/notification-expired-error.js';
import { NotificationJsonError } from '../errors/notification-json-error.js';
import { NotificationPayloadError } from '../errors/notification-payload-error.js';
import { SignatureError } from '../errors/signature-error.js';
import type { Verifier } from '../signing/signer.js';
import { decodeRawBody, type RawNotificationBody } from './decode-raw-body.js';
import type { AnyNotificationDefinition } from './define-notification.js';
import type { AnyNotification, Notification, NotificationSource, NotificationsOf } from './notification.js';
import { type NotificationCatalog, notificationCatalog } from './notification-catalog.js';
import { notificationEventTime } from './notification-event-time.js';
import { notificationKey } from './notification-key.js';
import { statusContradiction } from './notification-status.js';
import { readEnvelope } from './read-envelope.js';

/** Options of {@link verifyNotification}. */
export interface VerifyNotificationOptions<
  TPlugins extends readonly NotificationSource[] = readonly NotificationSource[],
> {
  /**
   * The API families whose notifications you receive, e.g. `[philippines, neutral]`: each declares its
   * events and their payload schemas. An event none of them declares is read as unknown (`known: false`).
   */
  readonly plugins?: TPlugins;
  /**
   * Checks `sign` with the gateway's PLATFORM public key(s), e.g. `rsaSha256Verifier({ publicKeys:
   * [current, next] })` during a key rotation. A promise of one is accepted, so it can be created at
   * module load without top-level `await`.
   */
  readonly verifier: Verifier | Promise<Verifier>;
  /**
   * Refuse notifications whose event happened longer ago than this, in ms. Off by default: the gateway
   * redelivers late notifications legitimately, and its notifications carry the event's time, not the
   * time they were signed, so deduplication is what stops replays. Measured from the event's time member
   * (`returnTime`, `refundReturnTime`, `settledReturnTime`, `inactiveTime`, `createTime`,
   * `refundCreateTime` or a settlement's `notifyTime`, the first sent); a notification without one is not checked unless
   * `requireEventTime` is set. With it set, an event time further in the future than `maxClockSkewMs` is
   * refused too.
   */
  readonly maxAgeMs?: number;
  /**
   * With `maxAgeMs`, also refuse a notification that carries no event time (as `NotificationExpiredError`
   * without `eventTime`): its age cannot be told, so a replay of it years later would pass. Events
   * without one: `token.create.success` and `token.create.failed` (authorizations carry no time member),
   * the ticket events (`ticket.status.closed`, ...), and any notification whose copy of the gateway leaves out both `returnTime`
   * and `createTime` (or the refund and settlement times); `payment.verification` inquiries are answered
   * each time and never refused for it. Default `false`. Confirming notifications with the gateway
   * (`confirm`) makes a replay harmless instead.
   */
  readonly requireEventTime?: boolean;
  /**
   * How far ahead of your clock an event time may be, in ms, when `maxAgeMs` is set: clocks differ a
   * little, a time far ahead is not a real event's. Default 300,000 (5 minutes).
   */
  readonly maxClockSkewMs?: number;
  /** UTC offset of the gateway's `YYYY-MM-DD HH:mm:ss` times, for `maxAgeMs`. Default `'+08:00'`. */
  readonly gatewayUtcOffset?: string;
  /** Current time in epoch ms, for `maxAgeMs`; defaults to `Date.now`. */
  readonly now?: () => number;
}

/**
 * Verifies and reads one notification from the gateway: checks `sign` over the exact `param` text with
 * the platform public key(s), parses `param`, validates it against the schema its family declares for
 * its `eventName` (the `plugins` given) and returns it typed. An `eventName` no plugin given declares
 * comes back verified, with `known: false`. Runs on Node, Bun, Deno and Workers (WebCrypto only).
 *
 * Throws, each with a message that says what to fix: `NotificationRawBodyError` (a parsed object instead
 * of the raw body), `NotificationJsonError` (body or `param` not JSON), `NotificationEnvelopeError` (not a
 * flat `{param, sign}`, or `param` not well-formed text), `SignatureError` (`missing-signature`,
 * `verification-failed`: a wrong key, or a body altered on the way), `NotificationPayloadError`
 * (authentic, but not the schema of its event), `NotificationExpiredError` (only with `maxAgeMs`: too
 * old, dated in the future, or undated with `requireEventTime`). It neither deduplicates nor confirms
 * with the gateway: use `createNotificationHandler`, or your own store keyed on `notification.key`.
 *
 * @example
 * ```ts
 * import { rsaSha256Verifier, verifyNotification } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * const verifier = await rsaSha256Verifier({ publicKey: process.env.LINTAS_PLATFORM_PUBLIC_KEY! });
 *
 * export async function POST(request: Request): Promise<Response> {
 *   const notification = await verifyNotification(await request.text(), { verifier, plugins: [philippines] });
 *   if (notification.known && notification.eventName === 'payment.success') {
 *     await markPaid(notification.payload.mchOrderId, notification.payload.amount);
 *   }
 *   return Response.json({ code: 10000, message: 'Success' });
 * }
 * ```
 */
export async function verifyNotification<const TPlugins extends readonly NotificationSource[] = readonly []>(
  rawBody: RawNotificationBody,
  options: VerifyNotificationOptions<TPlugins>,
): Promise<Notification<NotificationsOf<TPlugins>>> {
  const { notification } = await readNotification(rawBody, options, notificationCatalog(options.plugins ?? []));
  return notification as Notification<NotificationsOf<TPlugins>>;
}

/** A verified notification and the definition it was read with (`undefined` for an unknown event). */
export interface ReadNotification {
  readonly notification: AnyNotification;
  readonly definition: AnyNotificationDefinition | undefined;
}

/** {@link verifyNotification} with the plugins' catalog built once, for the handler. */
export async function readNotification(
  rawBody: RawNotificationBody,
  options: Omit<VerifyNotificationOptions, 'plugins'>,
  catalog: NotificationCatalog,
): Promise<ReadNotification> {
  const { param, sign } = await verifiedEnvelope(rawBody, options.verifier);
  const parsed = parseParam(param);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new NotificationPayloadError(undefined, [{ path: '', message: 'param must be a JSON object' }], parsed);
  }
  const eventName = (parsed as Record<string, unknown>).eventName;
  if (typeof eventName !== 'string' || eventName === '') {
    throw new NotificationPayloadError(
      undefined,
      [{ path: 'eventName', message: 'must be a non-empty string' }],
      parsed,
    );
  }
  const payload = withoutNulls(parsed as Record<string, unknown>);
  const definitions = catalog.get(eventName);
  const read =
    definitions !== undefined && definitions.length > 0
      ? await knownNotification(eventName, definitions, payload, parsed, param, sign)
      : await unknownNotification(eventName, parsed as Record<string, unknown> & { eventName: string }, param, sign);
  if (options.maxAgeMs !== undefined)
    checkAge(eventName, payload, read.definition?.inquiry === true, options.maxAgeMs, options);
  return read;
}

/** The `param` and `sign` of a body whose signature verified with `verifier`. */
async function verifiedEnvelope(
  rawBody: RawNotificationBody,
  verifierOption: VerifyNotificationOptions['verifier'],
): Promise<{ param: string; sign: string }> {
  const { param, sign } = readEnvelope(decodeRawBody(rawBody));
  if (typeof param !== 'string') {
    throw new NotificationEnvelopeError(
      param === undefined
        ? 'it has no `param`'
        : `its \`param\` is a ${param === null ? 'null' : typeof param}, not the signed JSON text`,
    );
  }
  // The signature covers the UTF-8 bytes of `param`. A lone surrogate (`\ud800` in the envelope) has
  // none: encoding turns each into U+FFFD, so text that was never signed would verify, and name its event
  // apart from the signed one. Refused before verifying, so what is verified is exactly what is read.
  if (loneSurrogate.test(param)) {
    throw new NotificationEnvelopeError(
      'its `param` is not well-formed text (it holds a lone surrogate, e.g. an escaped \\ud800): the gateway signs UTF-8 text, which has none',
    );
  }
  if (typeof sign !== 'string' || sign.trim() === '') {
    throw new SignatureError(
      'missing-signature',
      'The notification has no `sign`, so it cannot be verified and was refused. The gateway signs every notification: ' +
        'this request did not come from it, or something on the way dropped the member.',
    );
  }
  const verifier = await verifierOption;
  if (!(await verifier.verify(param, sign))) {
    throw new SignatureError(
      'verification-failed',
      'The notification `sign` does not verify over `param` with the platform public key(s): it was altered, or not signed by ' +
        'the gateway. Check that the verifier holds the gateway\'s PLATFORM public key (its "callback verification public key"), ' +
        'not your merchant key, and that nothing rewrites the body before it reaches you.',
    );
  }
  return { param, sign };
}

/** A notification of an event some plugin declares, read with the first of its definitions it passes. */
async function knownNotification(
  eventName: string,
  definitions: readonly AnyNotificationDefinition[],
  payload: Readonly<Record<string, unknown>>,
  parsed: unknown,
  param: string,
  sign: string,
): Promise<ReadNotification> {
  const { definition, output } = readPayload(eventName, definitions, payload, parsed);
  const key = await notificationKey(definition, eventName, output, param);
  const notification = { known: true, eventName, kind: definition.kind, payload: output, key, param, sign };
  return { notification: notification as AnyNotification, definition };
}

/** A notification of an event no plugin declares: not validated, so not normalised either (the members exactly as sent). */
async function unknownNotification(
  eventName: string,
  payload: Record<string, unknown> & { eventName: string },
  param: string,
  sign: string,
): Promise<ReadNotification> {
  const key = await notificationKey(undefined, eventName, payload, param);
  return {
    notification: { known: false, kind: 'unknown', eventName, payload, key, param, sign },
    definition: undefined,
  };
}

/** Refuses a notification older than `maxAgeMs`, dated ahead, or (with `requireEventTime`) undated. */
function checkAge(
  eventName: string,
  payload: Readonly<Record<string, unknown>>,
  inquiry: boolean,
  maxAgeMs: number,
  options: Omit<VerifyNotificationOptions, 'plugins'>,
): void {
  const eventTime = notificationEventTime(payload, options.gatewayUtcOffset ?? '+08:00');
  if (eventTime === undefined) {
    if (options.requireEventTime === true && !inquiry) {
      throw new NotificationExpiredError(eventName, undefined, undefined, maxAgeMs);
    }
    return;
  }
  const ageMs = (options.now ?? Date.now)() - eventTime.epochMs;
  if (ageMs > maxAgeMs) throw new NotificationExpiredError(eventName, eventTime.text, ageMs, maxAgeMs);
  const maxClockSkewMs = options.maxClockSkewMs ?? 300_000;
  if (-ageMs > maxClockSkewMs) throw new NotificationExpiredError(eventName, eventTime.text, ageMs, maxClockSkewMs);
}

/**
 * The payload read by the first definition whose schema it passes and whose status agrees with its
 * event's name; the first one's issues otherwise.
 */
function readPayload(
  eventName: string,
  definitions: readonly AnyNotificationDefinition[],
  payload: Readonly<Record<string, unknown>>,
  parsed: unknown,
): { definition: AnyNotificationDefinition; output: Readonly<Record<string, unknown>> } {
  let firstIssues: { path: string; message: string }[] | undefined;
  for (const definition of definitions) {
    const result = v.safeParse(definition.schema, payload);
    const contradiction = result.success ? statusContradiction(eventName, definition.status, result.output) : undefined;
    if (result.success && contradiction === undefined) return { definition, output: result.output };
    firstIssues ??= result.success
      ? [contradiction as { path: string; message: string }]
      : result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
  }
  throw new NotificationPayloadError(eventName, firstIssues ?? [], parsed);
}

// In a `u` regular expression a surrogate pair is one code point, so only a lone surrogate matches.
const loneSurrogate = /\p{Surrogate}/u;

function parseParam(param: string): unknown {
  try {
    return JSON.parse(param) as unknown;
  } catch (error) {
    throw new NotificationJsonError('param', param, { cause: error });
  }
}

// Copies of the gateway send `null` for a member that does not apply ("returnTime": null) where others
// leave it out: both read as absent, so one optional member covers them.
function withoutNulls(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== null));
}
