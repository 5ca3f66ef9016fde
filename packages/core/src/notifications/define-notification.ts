import type { GenericSchema, InferOutput } from 'valibot';
import type { CallEndpoint } from '../types/endpoint.js';

/** A payload schema: it reads the parsed `param` object (with `eventName`) into the event's members. */
export type NotificationSchema = GenericSchema<Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>>;

/** What a family's `confirm` receives besides the payload: the merchant's client to look the record up with. */
export interface NotificationLookup {
  /**
   * Runs one of the family's lookup endpoints through the client given as `confirm`, under the merchant's
   * own `appId`: a record the gateway holds for another merchant is not found.
   */
  readonly call: CallEndpoint;
}

/** The gateway's record of a notification's object, as its family's lookup found it. */
export interface GatewayRecord<TRecord> {
  /** The record as the lookup answered it: what the listener receives as `notification.record`. */
  readonly record: TRecord;
  /**
   * The record's values under the names of the notification's members (its keys, amount and status):
   * each is compared with the member of the same name the notification carries, and any difference
   * refuses the notification. Leave out what the lookup does not return.
   */
  readonly members: Readonly<Record<string, unknown>>;
}

/**
 * How an event's status member reads (see {@link NotificationDefinition.status}). Statuses are compared
 * without regard to case.
 *
 * @example
 * ```ts
 * import type { NotificationStatusRule } from '@lintas/core';
 *
 * // payment.success: copies of the gateway spell a completed payment COMPLETED, COMPLETE or SUCCESS.
 * const succeeded: NotificationStatusRule = {
 *   member: 'transactionStatus',
 *   outcome: ['COMPLETED', 'COMPLETE', 'SUCCESS'],
 *   settled: ['COMPLETED', 'COMPLETE', 'SUCCESS', 'FAILED', 'CLOSED'],
 * };
 * ```
 */
export interface NotificationStatusRule {
  /** The member that tells how the event ended: `transactionStatus`, `refundStatus`, `tokenStatus`. */
  readonly member: string;
  /**
   * The values it takes for this event, as its name announces them (`payment.success`: `COMPLETED`,
   * `COMPLETE`, `SUCCESS`): a notification whose status is another contradicts its own name and is
   * refused as malformed (a `payment.success` that says `FAILED` never reaches the success listener); one
   * that carries no status is confirmed against the record's being one of them. Absent when the gateway
   * documents none: the record's status is then compared with the notification's as it is.
   */
  readonly outcome?: readonly string[];
  /**
   * The values after which the record never changes again. A record whose status differs from the
   * notification's and is not one of them (`PENDING`, `PROCESSING`, a value not seen yet) has not reached
   * its outcome yet: the notification is delivered again later (HTTP 503) rather than refused.
   */
  readonly settled: readonly string[];
}

/**
 * One notification event of an API family: its payload schema, the members that name its object, and
 * how the gateway's record of it is looked up. Families declare them in `definePlugin({ notifications })`;
 * merchants never write one, unless they model an event no family knows yet.
 */
export interface NotificationDefinition<
  TKind extends string = string,
  TSchema extends NotificationSchema = NotificationSchema,
  TRecord = unknown,
> {
  /** What happened to what, e.g. `'payment'`, `'refund'`: `notification.kind`. */
  readonly kind: TKind;
  /** Reads the payload: lenient (unknown members kept, open statuses), since a refusal is redelivered for ever. */
  readonly schema: TSchema;
  /**
   * The members that name the event's object, as read by `schema`: `<eventName>:<values joined by ':'>`
   * is the deduplication key (`['transactionId']`, `['refundTransactionId']`, `['requestId', 'payToken']`).
   * The first is required; the others count when present. Empty for an inquiry (keyed on the hash of `param`).
   */
  readonly key: readonly string[];
  /**
   * For an event sent in more than one shape, whose shapes name their object by different members: the
   * id of the notification's object, read from its payload (used instead of `key`; `undefined` keys it
   * on the hash of `param`).
   */
  keyOf?(payload: InferOutput<TSchema>): string | undefined;
  /**
   * How the event's status reads: its member, the values the event's name announces, and the values a
   * record never leaves. A payload whose status contradicts its name is refused; a record not settled
   * yet makes the notification come back later (HTTP 503); a settled record with another status refuses it.
   */
  readonly status?: NotificationStatusRule;
  /**
   * The members the merchant chose for the address the notification goes to (`notifyUrl`,
   * `refundCallbackUrl`), e.g. `['mchOrderId']`: what a bound URL carries the MAC of. Absent for events
   * sent to a fixed address (payouts go to the dashboard's URL).
   */
  readonly bound?: readonly string[];
  /**
   * An inquiry (`payment.verification`): the gateway asks before an event, the listener answers. It is
   * answered on every delivery, never deduplicated, and never confirmed (there is no record yet).
   */
  readonly inquiry?: boolean;
  /**
   * Looks the notification's record up with the gateway, under the merchant's `appId`, with the family's
   * lookup. Resolves `undefined` when the gateway has no such record for the merchant. Absent when the
   * gateway documents no lookup for the event (the handler's `unconfirmed` option then decides).
   */
  confirm?(payload: InferOutput<TSchema>, lookup: NotificationLookup): Promise<GatewayRecord<TRecord> | undefined>;
}

/** Any notification definition, whatever its payload and record. */
// biome-ignore lint/suspicious/noExplicitAny: the record of an arbitrary definition is unknown to its reader
export type AnyNotificationDefinition = NotificationDefinition<string, NotificationSchema, any>;

/** A family's notification events: `eventName` → its definition. */
export type NotificationMap = { readonly [eventName: string]: AnyNotificationDefinition };

/**
 * Declares one notification event of a family. An identity function for type inference.
 *
 * @example
 * ```ts
 * import { defineNotification, PaymentNotificationSchema } from '@lintas/core';
 * import { queryPayment } from './endpoints/query-payment.js';
 *
 * export const paymentNotification = defineNotification({
 *   kind: 'payment',
 *   schema: PaymentNotificationSchema,
 *   key: ['transactionId'],
 *   bound: ['mchOrderId'],
 *   async confirm(payload, { call }) {
 *     const record = await call(queryPayment, { mchOrderId: payload.mchOrderId });
 *     return { record, members: { mchOrderId: record.mchOrderId, transactionId: record.transactionId, amount: record.amount } };
 *   },
 * });
 * ```
 */
export function defineNotification<const TKind extends string, TSchema extends NotificationSchema, TRecord = never>(
  definition: NotificationDefinition<TKind, TSchema, TRecord>,
): NotificationDefinition<TKind, TSchema, TRecord> {
  return definition;
}
