import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { createClient, defineEndpoint, definePlugin, type CallOptions, type Client, type Signer } from '../src/index.js';
import { createOrder, queryOrder } from './helpers/endpoints.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'a', signer });

const ping = defineEndpoint({
  path: '/open-api/ping',
  params: v.strictObject({ value: v.optional(v.number()) }),
  data: v.looseObject({ pong: v.boolean() }),
  retry: 'read',
});
const orders = definePlugin({ name: 'orders', endpoints: { createOrder, queryOrder } });
const health = definePlugin({ name: 'health', endpoints: { ping } });

describe('the composable client', () => {
  it('starts with no namespace', () => {
    expectTypeOf(base).toEqualTypeOf<Client>();
    // @ts-expect-error: no plugin used yet
    void base.orders;
  });

  it('gains each used plugin’s endpoints under its name, and keeps the earlier ones', () => {
    const client = base.use(orders).use(health);
    expectTypeOf<keyof typeof client.orders>().toEqualTypeOf<'createOrder' | 'queryOrder'>();
    expectTypeOf<keyof typeof client.health>().toEqualTypeOf<'ping'>();
    expectTypeOf(client.orders.queryOrder).parameters.toEqualTypeOf<[{ mchOrderId: string }, (CallOptions | undefined)?]>();
    expectTypeOf(client.health.ping).returns.resolves.toMatchTypeOf<{ pong: boolean }>();
    expectTypeOf(client.orders.createOrder).returns.resolves.toMatchTypeOf<{ mchOrderId: string; transactionId: string }>();
    // @ts-expect-error: params are checked
    void client.orders.queryOrder({ mchOrderId: 1 });
    // @ts-expect-error: the plugin that was not used is absent
    void base.use(health).orders;
  });

  it('types a direct call of any endpoint', () => {
    expectTypeOf(base.call(ping, {})).resolves.toMatchTypeOf<{ pong: boolean }>();
    // @ts-expect-error: unknown params are refused
    void base.call(ping, { other: 1 });
  });

  it('takes extra fields per call as JSON values only', () => {
    void base.call(ping, {}, { extraParams: { deviceId: 'kiosk-7', items: [{ qty: 1 }], flag: null } });
    // @ts-expect-error: an extra field must be a JSON value
    void base.call(ping, {}, { extraParams: { when: new Date() } });
  });
});
