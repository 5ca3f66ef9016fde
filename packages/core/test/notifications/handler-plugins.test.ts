import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type CallEndpoint,
  completedStatuses,
  createNotificationHandler,
  createNotificationUrls,
  defineEndpoint,
  defineNotification,
  definePlugin,
  isConfigurationError,
  PaymentNotificationSchema,
  rsaSha256Verifier,
  signNotification,
} from '../../src/index.js';
import { platformKeys } from './helpers.js';
import { testPlugins } from './test-events.js';

// A family as a plugin author declares one (core must not depend on the family packages).
const queryThing = defineEndpoint({
  path: '/open-api/thing/query',
  params: v.strictObject({ mchOrderId: v.string() }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string(), amount: v.number() }),
  retry: 'read',
});
const things = definePlugin({
  name: 'things',
  endpoints: { queryThing },
  notifications: {
    'thing.paid': defineNotification({
      kind: 'thing',
      schema: PaymentNotificationSchema,
      key: ['transactionId'],
      status: { member: 'transactionStatus', outcome: completedStatuses, settled: [...completedStatuses, 'FAILED'] },
      bound: ['mchOrderId'],
      async confirm(payload, { call }) {
        const record = await call(queryThing, { mchOrderId: payload.mchOrderId });
        return { record, members: { transactionId: record.transactionId, amount: record.amount } };
      },
    }),
    'thing.settled': defineNotification({
      kind: 'settlement',
      schema: PaymentNotificationSchema,
      key: ['transactionId'],
    }),
  },
});

const platform = platformKeys();
const verifier = rsaSha256Verifier({ publicKey: platform.publicKey });
const payload = {
  eventName: 'thing.paid',
  mchOrderId: 'order-1',
  transactionId: 'TX-1',
  amount: 50010,
  transactionStatus: 'COMPLETED',
};

function configurationError(create: () => unknown): unknown {
  try {
    create();
  } catch (error) {
    return error;
  }
  throw new Error('the handler was created');
}

describe('createNotificationHandler with plugins', () => {
  it('reads the events a plugin declares, and keys them as it says', async () => {
    const seen: string[] = [];
    const handler = createNotificationHandler({
      verifier,
      plugins: [things],
      store: false,
      unconfirmed: ['thing.paid'],
      on: { 'thing.paid': (n) => void seen.push(`${n.kind} ${n.key} ${n.payload.amount}`) },
    });
    const { body } = await signNotification(payload, { privateKey: platform.privateKey, plugins: [things] });
    const response = await handler(new Request('http://127.0.0.1/n', { method: 'POST', body }));
    expect(response.status).toBe(200);
    expect(seen).toEqual(['thing thing.paid:TX-1 50010']);
  });

  it('refuses at creation a listener no plugin declares, confirm or boundUrls without plugins, and a listener confirm cannot confirm', () => {
    const call: CallEndpoint = () => Promise.reject(new Error('no lookup expected'));
    const undeclared = configurationError(() =>
      createNotificationHandler({ verifier, plugins: [things], on: { 'payment.success': () => undefined } as never }),
    );
    expect(isConfigurationError(undeclared) && undeclared.message).toContain(
      'no plugin given declares the payment.success',
    );
    const noPlugins = configurationError(() =>
      createNotificationHandler({ verifier, confirm: { call }, on: { default: () => undefined } }),
    );
    expect(isConfigurationError(noPlugins) && noPlugins.message).toContain('plugins: [philippines]');
    const unconfirmable = configurationError(() =>
      createNotificationHandler({
        verifier,
        plugins: [things],
        confirm: { call },
        on: { 'thing.settled': () => undefined },
      }),
    );
    expect(isConfigurationError(unconfirmable) && unconfirmable.message).toContain("unconfirmed: ['thing.settled']");
    expect(() =>
      createNotificationHandler({
        verifier,
        plugins: [things],
        confirm: { call },
        unconfirmed: ['thing.settled'],
        on: { 'thing.settled': () => undefined },
      }),
    ).not.toThrow();
  });

  it('refuses a handler that proves nothing (neither confirm nor boundUrls), unless unconfirmed names each event (finding 6)', () => {
    const verifyOnly = configurationError(() =>
      createNotificationHandler({ verifier, plugins: testPlugins, on: { 'payment.success': () => undefined } }),
    );
    expect(isConfigurationError(verifyOnly) && verifyOnly.option).toBe('confirm');
    expect(isConfigurationError(verifyOnly) && verifyOnly.message).toContain('Pass confirm: client');
    expect(isConfigurationError(verifyOnly) && verifyOnly.message).toContain("unconfirmed: ['payment.success']");
    const withPlugins = configurationError(() =>
      createNotificationHandler({
        verifier,
        plugins: [things],
        unconfirmed: ['thing.settled'],
        on: { 'thing.settled': () => undefined, 'thing.paid': () => undefined },
      }),
    );
    expect(isConfigurationError(withPlugins) && withPlugins.message).toContain("unconfirmed: ['thing.paid']");
    const defaultOnly = configurationError(() =>
      createNotificationHandler({ verifier, on: { default: () => undefined } }),
    );
    expect(isConfigurationError(defaultOnly) && defaultOnly.message).toContain('a notification for default');
    expect(() =>
      createNotificationHandler({
        verifier,
        plugins: testPlugins,
        unconfirmed: ['payment.success'],
        on: { 'payment.success': () => undefined, default: () => undefined },
      }),
    ).not.toThrow();
  });

  it('binds a URL to its keys only, and never prints its secret', async () => {
    const secret = 'a-secret-of-at-least-32-characters!!';
    const urls = createNotificationUrls({ secret });
    const bound = await urls.bind('https://shop.example/n?x=1', { mchOrderId: 'order-1' });
    expect(new URL(bound).searchParams.get('x')).toBe('1');
    expect(await urls.matches(bound, { mchOrderId: 'order-1' })).toBe(true);
    expect(await urls.matches(bound, { mchOrderId: 'order-2' })).toBe(false);
    expect(await urls.matches('https://shop.example/n', { mchOrderId: 'order-1' })).toBe(false);
    expect(await createNotificationUrls({ secret: `${secret}?` }).matches(bound, { mchOrderId: 'order-1' })).toBe(
      false,
    );
    expect(`${JSON.stringify(urls)} ${String(urls)}`).not.toContain('secret-of');
    expect(isConfigurationError(configurationError(() => createNotificationUrls({ secret: 'short' })))).toBe(true);
  });
});
