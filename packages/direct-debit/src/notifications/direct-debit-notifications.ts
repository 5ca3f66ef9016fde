import {
  confirmPaymentNotification,
  DirectDebitPaymentNotificationSchema,
  defineNotification,
  type EndpointData,
  type KnownNotification,
  type NotificationDefinition,
  transactionEvents,
} from '@lintas/core';
import { queryPayment } from '../endpoints/query-payment.js';
import { queryTokens } from '../endpoints/query-tokens.js';
import { AuthorizationNotificationSchema } from './authorization-notification.js';

/**
 * `token.create.success` (`tokenStatus` `ACTIVED`) / `token.cancel.success` (`INACTIVED`): confirmed
 * with `queryTokens` (the payer's tokens, by `userId`), which must hold the notified token in the status
 * the event's name announces, whether the notification carries `tokenStatus` or not (the page marks it
 * optional: https://jtdocs.bluepay.asia/en/DirectDebit/Notification.html). A cancelled token never
 * becomes active again; an active one may still be cancelled: a cancellation the query does not show
 * yet comes back later.
 */
function authorizationNotification(tokenStatus: 'ACTIVED' | 'INACTIVED'): AuthorizationNotificationDefinition {
  return defineNotification({
    kind: 'authorization',
    schema: AuthorizationNotificationSchema,
    key: ['requestId', 'payToken'],
    status: { member: 'tokenStatus', outcome: [tokenStatus], settled: ['INACTIVED'] },
    bound: ['requestId'],
    async confirm(payload, { call }) {
      if (payload.payToken === undefined) return undefined;
      const { tokenList } = await call(queryTokens, { userId: payload.userId, payToken: payload.payToken });
      const record = tokenList.find((token) => token.payToken === payload.payToken);
      if (record === undefined) return undefined;
      return { record, members: { payToken: record.payToken, tokenStatus: record.tokenStatus } };
    },
  });
}

/**
 * `token.create.failed`: an authorization was refused. No token exists to look up, so it cannot be
 * confirmed with the gateway: bind the authorization's `notifyUrl` to its `requestId` instead.
 */
const refusedAuthorizationNotification = defineNotification({
  kind: 'authorization',
  schema: AuthorizationNotificationSchema,
  key: ['requestId', 'payToken'],
  bound: ['requestId'],
});

const directDebitPayment = transactionEvents('direct.debit', {
  kind: 'direct-debit-payment',
  schema: DirectDebitPaymentNotificationSchema,
  confirm: confirmPaymentNotification(queryPayment, ({ mchOrderId }) => ({ mchOrderId })),
});

/**
 * The notifications the direct-debit operations make the gateway send, by `eventName`: authorizations
 * (`notifyUrl` of `createAuthorizationUrl`; https://jtdocs.bluepay.asia/en/DirectDebit/Notification.html)
 * and payments with a token, `direct.debit.success` / `direct.debit.failed`
 * (https://jtdocs.bluepay.asia/en/DirectDebit/PayNotification.html, `notifyUrl` of `createPayment`),
 * confirmed with `queryPayment` (the payment detail, by `mchOrderId`).
 */
export const directDebitNotifications: DirectDebitNotifications = {
  /** A payer authorized a pay token (`createAuthorizationUrl`). */
  'token.create.success': authorizationNotification('ACTIVED'),
  /** A payer's authorization was refused: no token was made. */
  'token.create.failed': refusedAuthorizationNotification,
  /** A pay token was cancelled. */
  'token.cancel.success': authorizationNotification('INACTIVED'),
  /** A payment with a pay token (`createPayment`) completed. */
  'direct.debit.success': directDebitPayment['direct.debit.success'],
  /** A payment with a pay token (`createPayment`) failed. */
  'direct.debit.failed': directDebitPayment['direct.debit.failed'],
};

/** A pay token as `queryTokens` lists it: what confirms an authorization's notification. */
export type ListedToken = EndpointData<typeof queryTokens>['tokenList'][number];

/** How an authorization's notification is read, keyed and confirmed (with `queryTokens`). */
export type AuthorizationNotificationDefinition = NotificationDefinition<
  'authorization',
  typeof AuthorizationNotificationSchema,
  ListedToken
>;

/** How a refused authorization's notification is read and keyed: no token exists to confirm it with. */
export type RefusedAuthorizationNotificationDefinition = NotificationDefinition<
  'authorization',
  typeof AuthorizationNotificationSchema,
  never
>;

/** How a direct-debit payment's notification is read, keyed and confirmed (with `queryPayment`). */
export type DirectDebitPaymentNotificationDefinition = NotificationDefinition<
  'direct-debit-payment',
  typeof DirectDebitPaymentNotificationSchema,
  EndpointData<typeof queryPayment>
>;

/** The notification events of the direct-debit family, by `eventName`. */
export type DirectDebitNotifications = {
  readonly 'token.create.success': AuthorizationNotificationDefinition;
  readonly 'token.create.failed': RefusedAuthorizationNotificationDefinition;
  readonly 'token.cancel.success': AuthorizationNotificationDefinition;
  readonly 'direct.debit.success': DirectDebitPaymentNotificationDefinition;
  readonly 'direct.debit.failed': DirectDebitPaymentNotificationDefinition;
};

/**
 * A verified notification of the direct-debit family, typed by its `eventName`.
 *
 * @example
 * ```ts
 * import type { DirectDebitNotification } from '@lintas/direct-debit';
 *
 * async function onToken(n: DirectDebitNotification<'token.create.success'>) {
 *   await tokens.save(n.payload.userId, n.payload.payToken);
 * }
 * ```
 */
export type DirectDebitNotification<
  TEventName extends keyof DirectDebitNotifications = keyof DirectDebitNotifications,
> = KnownNotification<DirectDebitNotifications, TEventName>;
