import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type AuthorizationNotificationPayload,
  createNotificationHandler,
  defineEndpoint,
  defineNotification,
  definePlugin,
  type GatewayRecord,
  type KnownNotification,
  type Notification,
  type NotificationClaimOptions,
  type NotificationEventName,
  type NotificationListeners,
  type NotificationPayload,
  type NotificationStore,
  type NotificationsOf,
  type PaymentNotificationPayload,
  PaymentNotificationSchema,
  type PayoutNotificationPayload,
  type RefundNotificationPayload,
  signNotification,
  type UnknownNotification,
  type UnlistedValue,
  type Verifier,
  verifyNotification,
} from '../../src/index.js';

declare const verifier: Verifier;

describe('notification types', () => {
  it('narrows the payload on eventName once unknown events are set aside', async () => {
    const n = await verifyNotification('', { verifier });
    expectTypeOf(n).toEqualTypeOf<Notification>();
    if (!n.known) {
      expectTypeOf(n).toEqualTypeOf<UnknownNotification>();
      expectTypeOf(n.eventName).toEqualTypeOf<string>();
      return;
    }
    switch (n.eventName) {
      case 'payment.success':
        expectTypeOf(n.payload).toEqualTypeOf<PaymentNotificationPayload & { readonly eventName: 'payment.success' }>();
        expectTypeOf(n.payload.transactionId).toEqualTypeOf<string>();
        expectTypeOf(n.payload.amount).toEqualTypeOf<number>();
        expectTypeOf(n.kind).toEqualTypeOf<'payment'>();
        break;
      case 'disbursement.failed':
        expectTypeOf(n.payload).toEqualTypeOf<
          PayoutNotificationPayload & { readonly eventName: 'disbursement.failed' }
        >();
        expectTypeOf(n.payload.failedCode).toEqualTypeOf<number | string | undefined>();
        break;
      case 'payment.refund.cancel':
        expectTypeOf(n.payload.refundTransactionId).toEqualTypeOf<string>();
        expectTypeOf(n.payload.refundStatus).toExtend<string>();
        // @ts-expect-error a refund has no transactionId member declared
        expectTypeOf(n.payload.transactionId).toEqualTypeOf<string>();
        break;
      case 'token.cancel.success':
        expectTypeOf(n.payload.payToken).toEqualTypeOf<string | undefined>();
        expectTypeOf(n.payload.inactiveType).toEqualTypeOf<
          'MCH_CANCEL' | 'PLATFORM_CANCEL' | 'USER_CANCEL' | 'EXPIRED' | UnlistedValue | undefined
        >();
        // @ts-expect-error a misspelled listed value is a compile error
        void (n.payload.inactiveType === 'USER_CANCELED');
        // @ts-expect-error a misspelled member is a compile error
        void n.payload.inactivType;
        break;
      default:
        expectTypeOf(n.eventName).toExtend<NotificationEventName>();
    }
  });

  it('narrows on kind, the unknown kind included', async () => {
    const n = await verifyNotification('', { verifier });
    if (n.kind === 'refund') expectTypeOf(n.payload).toExtend<RefundNotificationPayload>();
    if (n.kind === 'authorization') expectTypeOf(n.payload).toExtend<AuthorizationNotificationPayload>();
    if (n.kind === 'unknown') expectTypeOf(n).toEqualTypeOf<UnknownNotification>();
  });

  it('types a known notification by its event', () => {
    expectTypeOf<KnownNotification<'payment.refund.failed'>['payload']>().toEqualTypeOf<
      NotificationPayload<'payment.refund.failed'>
    >();
    expectTypeOf<KnownNotification<'payment.success' | 'payment.failed'>['eventName']>().toEqualTypeOf<
      'payment.success' | 'payment.failed'
    >();
  });

  it('keys the listener map by the known event names, plus default', () => {
    expectTypeOf<keyof NotificationListeners>().toEqualTypeOf<NotificationEventName | 'default'>();
    expectTypeOf<NotificationEventName>().toEqualTypeOf<
      | 'payment.success'
      | 'payment.failed'
      | 'static.order.payment.success'
      | 'static.order.payment.failed'
      | 'checkout.payment.success'
      | 'checkout.payment.failed'
      | 'disbursement.success'
      | 'disbursement.failed'
      | 'payment.refund.success'
      | 'payment.refund.failed'
      | 'payment.refund.cancel'
      | 'token.create.success'
      | 'token.create.failed'
      | 'token.cancel.success'
      | 'direct.debit.success'
      | 'direct.debit.failed'
      | 'order.payment.success'
      | 'order.payment.failed'
      | 'ticket.status.processing'
      | 'ticket.status.rejected'
      | 'ticket.status.closed'
      | 'payment.verification'
    >();
  });

  it('types the new events’ payloads and the payment.verification listener’s reply', () => {
    expectTypeOf<NotificationPayload<'ticket.status.closed'>['ticketId']>().toEqualTypeOf<string>();
    expectTypeOf<NotificationPayload<'ticket.status.rejected'>['ticketId']>().toEqualTypeOf<string>();
    expectTypeOf<NotificationPayload<'ticket.status.processing'>['ticketId']>().toEqualTypeOf<string>();
    expectTypeOf<NotificationPayload<'order.payment.success'>['transactionId']>().toEqualTypeOf<string>();
    expectTypeOf<NotificationPayload<'payment.verification'>['referenceNumber']>().toEqualTypeOf<string | undefined>();
    const replying: NotificationListeners = {
      'payment.verification': async (n) => ({
        code: 10000,
        message: 'Success',
        data: { mchOrderId: n.payload.mchOrderId },
      }),
    };
    const silent: NotificationListeners = { 'payment.verification': () => undefined };
    const wrong: NotificationListeners = {
      // @ts-expect-error: a reply needs a message
      'payment.verification': () => ({ code: 10000 }),
    };
    void [replying, silent, wrong];
  });

  it('types each listener by its key', () => {
    createNotificationHandler({
      verifier,
      on: {
        'payment.success': (n) => expectTypeOf(n).toEqualTypeOf<KnownNotification<'payment.success'>>(),
        'direct.debit.failed': async (n) => {
          expectTypeOf(n.eventName).toEqualTypeOf<'direct.debit.failed'>();
          expectTypeOf(n.payload.mchOrderId).toEqualTypeOf<string>();
        },
        default: (n, { request }) => {
          expectTypeOf(n).toEqualTypeOf<Notification>();
          expectTypeOf(request).toEqualTypeOf<Request>();
        },
      },
    });
    createNotificationHandler({
      verifier,
      // @ts-expect-error not an event name
      on: { 'payment.sucess': () => undefined },
    });
    // A standard fetch handler, that also runs the jobs of its queue.
    expectTypeOf(createNotificationHandler).returns.toExtend<(request: Request) => Promise<Response>>();
    expectTypeOf(createNotificationHandler).returns.toHaveProperty('processJob');
  });

  it('checks a signed payload of a known event against its schema', () => {
    const options = { privateKey: '' };
    void signNotification(
      { eventName: 'payment.success', mchOrderId: 'o', transactionId: 'T', amount: 1, transactionStatus: 'COMPLETED' },
      options,
    );
    void signNotification(
      // @ts-expect-error transactionId is missing
      { eventName: 'payment.success', mchOrderId: 'o', amount: 1, transactionStatus: 'COMPLETED' },
      options,
    );
    void signNotification({ eventName: 'anything.new', whatever: true }, options);
  });

  it('gives each store call the token of its delivery', () => {
    expectTypeOf<NotificationClaimOptions>().toEqualTypeOf<{ readonly token: string }>();
    expectTypeOf<Parameters<NotificationStore['claim']>[1]>().toEqualTypeOf<
      NotificationClaimOptions & { readonly leaseMs: number }
    >();
    expectTypeOf<Parameters<NotificationStore['complete']>[1]>().toEqualTypeOf<NotificationClaimOptions>();
    expectTypeOf<Parameters<NotificationStore['release']>[1]>().toEqualTypeOf<NotificationClaimOptions>();
  });
});

// A family as a plugin author writes one: its events, their schemas and keys, and a lookup.
const queryThing = defineEndpoint({
  path: '/open-api/thing/query',
  params: v.strictObject({ mchOrderId: v.string() }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string(), amount: v.number() }),
  retry: 'read',
});
const thingPaid = defineNotification({
  kind: 'thing',
  schema: PaymentNotificationSchema,
  key: ['transactionId'],
  async confirm(payload, { call }) {
    const record = await call(queryThing, { mchOrderId: payload.mchOrderId });
    return { record, members: { mchOrderId: record.mchOrderId, amount: record.amount } };
  },
});
const things = definePlugin({ name: 'things', endpoints: { queryThing }, notifications: { 'thing.paid': thingPaid } });
const others = definePlugin({
  name: 'others',
  endpoints: {},
  notifications: { 'other.done': defineNotification({ kind: 'other', schema: PaymentNotificationSchema, key: [] }) },
});

describe('notifications declared by plugins', () => {
  it('accumulates the events of the plugins given, and types the record of a confirmed one', () => {
    type Events = NotificationsOf<[typeof things, typeof others]>;
    expectTypeOf<keyof Events>().toEqualTypeOf<'thing.paid' | 'other.done'>();
    const confirm = { call: (() => Promise.resolve({})) as never };
    createNotificationHandler({
      verifier,
      plugins: [things, others],
      confirm,
      unconfirmed: ['other.done'],
      on: {
        'thing.paid': (n) => {
          expectTypeOf(n.kind).toEqualTypeOf<'thing'>();
          expectTypeOf(n.record.amount).toEqualTypeOf<number>();
        },
        'other.done': (n) => expectTypeOf(n.kind).toEqualTypeOf<'other'>(),
        // @ts-expect-error: no plugin given declares it
        'payment.success': () => undefined,
      },
    });
    createNotificationHandler({
      verifier,
      plugins: [things],
      // Without confirm, no record.
      on: { 'thing.paid': (n) => expectTypeOf(n).not.toHaveProperty('record') },
    });
    // A family without a lookup sends `thing.paid` too: its notifications are accepted without a record.
    const unlisted = definePlugin({
      name: 'unlisted',
      endpoints: {},
      notifications: {
        'thing.paid': defineNotification({ kind: 'thing', schema: PaymentNotificationSchema, key: [] }),
      },
    });
    createNotificationHandler({
      verifier,
      plugins: [things, unlisted],
      confirm,
      unconfirmed: ['thing.paid'],
      on: {
        'thing.paid': (n) => {
          expectTypeOf<undefined>().toMatchTypeOf<typeof n.record>();
          expectTypeOf<NonNullable<typeof n.record>['amount']>().toEqualTypeOf<number>();
        },
      },
    });
    expectTypeOf<Awaited<ReturnType<NonNullable<typeof thingPaid.confirm>>>>().toMatchTypeOf<
      GatewayRecord<{ readonly amount: number }> | undefined
    >();
  });
});
