import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import {
  createNotificationHandler,
  defineEndpoint,
  defineNotification,
  definePlugin,
  type GatewayRecord,
  type KnownNotification,
  type Notification,
  type NotificationClaimOptions,
  type NotificationListeners,
  type NotificationPayload,
  type NotificationStore,
  type NotificationsOf,
  type PaymentNotificationPayload,
  PaymentNotificationSchema,
  type PayoutNotificationPayload,
  signNotification,
  type UnknownNotification,
  type Verifier,
  verifyNotification,
} from '../../src/index.js';
import { type TestEvents, testPlugins } from './test-events.js';

declare const verifier: Verifier;

describe('notification types', () => {
  it('reads every event as unknown without plugins: core keeps no catalog of its own', async () => {
    const n = await verifyNotification('', { verifier });
    expectTypeOf(n).toEqualTypeOf<UnknownNotification>();
    expectTypeOf<keyof NotificationsOf<readonly []>>().toEqualTypeOf<never>();
    // @ts-expect-error no plugin declares payment.success
    createNotificationHandler({ verifier, on: { 'payment.success': () => undefined } });
  });

  it('narrows the payload on eventName once unknown events are set aside', async () => {
    const n = await verifyNotification('', { verifier, plugins: testPlugins });
    expectTypeOf(n).toEqualTypeOf<Notification<TestEvents>>();
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
        // @ts-expect-error a misspelled member is a compile error
        void n.payload.failedCod;
        break;
      default:
        expectTypeOf(n.eventName).toExtend<keyof TestEvents>();
    }
  });

  it('narrows on kind, the unknown kind included', async () => {
    const n = await verifyNotification('', { verifier, plugins: testPlugins });
    if (n.kind === 'payout') expectTypeOf(n.payload).toExtend<PayoutNotificationPayload>();
    if (n.kind === 'unknown') expectTypeOf(n).toEqualTypeOf<UnknownNotification>();
  });

  it('types a known notification by its event', () => {
    expectTypeOf<KnownNotification<TestEvents, 'disbursement.failed'>['payload']>().toEqualTypeOf<
      NotificationPayload<TestEvents, 'disbursement.failed'>
    >();
    expectTypeOf<KnownNotification<TestEvents, 'payment.success' | 'payment.failed'>['eventName']>().toEqualTypeOf<
      'payment.success' | 'payment.failed'
    >();
  });

  it('keys the listener map by the event names of the plugins given, plus default', () => {
    expectTypeOf<keyof NotificationListeners<TestEvents>>().toEqualTypeOf<keyof TestEvents | 'default'>();
    expectTypeOf<keyof NotificationListeners<NotificationsOf<readonly []>>>().toEqualTypeOf<'default'>();
  });

  it('types an inquiry listener’s reply', () => {
    const replying: NotificationListeners<TestEvents> = {
      'payment.verification': async (n) => ({
        code: 10000,
        message: 'Success',
        data: { mchOrderId: n.payload.mchOrderId },
      }),
    };
    const silent: NotificationListeners<TestEvents> = { 'payment.verification': () => undefined };
    const wrong: NotificationListeners<TestEvents> = {
      // @ts-expect-error: a reply needs a message
      'payment.verification': () => ({ code: 10000 }),
    };
    void [replying, silent, wrong];
  });

  it('types each listener by its key', () => {
    createNotificationHandler({
      verifier,
      plugins: testPlugins,
      unconfirmed: ['payment.success'],
      on: {
        'payment.success': (n) => expectTypeOf(n).toEqualTypeOf<KnownNotification<TestEvents, 'payment.success'>>(),
        'direct.debit.failed': async (n) => {
          expectTypeOf(n.eventName).toEqualTypeOf<'direct.debit.failed'>();
          expectTypeOf(n.payload.mchOrderId).toEqualTypeOf<string>();
        },
        default: (n, { request }) => {
          expectTypeOf(n).toEqualTypeOf<Notification<TestEvents>>();
          expectTypeOf(request).toEqualTypeOf<Request>();
        },
      },
    });
    createNotificationHandler({
      verifier,
      plugins: testPlugins,
      // @ts-expect-error not an event name
      on: { 'payment.sucess': () => undefined },
    });
    // A standard fetch handler, that also runs the jobs of its queue.
    expectTypeOf(createNotificationHandler).returns.toExtend<(request: Request) => Promise<Response>>();
    expectTypeOf(createNotificationHandler).returns.toHaveProperty('processJob');
  });

  it('checks a signed payload of a known event against its schema', () => {
    const options = { privateKey: '', plugins: testPlugins };
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
