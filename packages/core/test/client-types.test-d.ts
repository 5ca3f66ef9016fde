import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CallOptions,
  type Client,
  type ClientConfig,
  createClient,
  defineEndpoint,
  definePlugin,
  type InferData,
  openEnum,
  type RateLimit,
  type RateLimitSettings,
  type RateLimitStore,
  type Signer,
  type UnlistedValue,
} from '../src/index.js';
import { memoryRateLimitStore, rateLimit } from '../src/rate-limit/index.js';
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

describe('the signer option', () => {
  it('takes one signer, or the signers of a key rotation; a signer names its key by an optional keyId', () => {
    expectTypeOf<ClientConfig['signer']>().toEqualTypeOf<Signer | readonly Signer[]>();
    expectTypeOf(
      createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'a', signer: [signer, signer] }),
    ).toEqualTypeOf<Client>();
    expectTypeOf<Signer['keyId']>().toEqualTypeOf<string | undefined>();
    // @ts-expect-error: a signer signs
    createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'a', signer: [{ keyId: 'merchant-key-2026' }] });
  });
});

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
    expectTypeOf(client.orders.queryOrder).parameters.toEqualTypeOf<
      [{ mchOrderId: string }, (CallOptions | undefined)?]
    >();
    expectTypeOf(client.health.ping).returns.resolves.toMatchTypeOf<{ pong: boolean }>();
    expectTypeOf(client.orders.createOrder).returns.resolves.toMatchTypeOf<{
      mchOrderId: string;
      transactionId: string;
    }>();
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

  it('makes a misspelled result field a compile error, at every depth', async () => {
    const order = await base.use(orders).orders.queryOrder({ mchOrderId: 'order-1' });
    expectTypeOf(order.transactionId).toEqualTypeOf<string>();
    // @ts-expect-error: the field is transactionStatus
    void order.status;
    // @ts-expect-error: field names are case-sensitive
    void order.transactionID;
    const nested = defineEndpoint({
      path: '/open-api/nested',
      params: v.strictObject({}),
      data: v.looseObject({
        list: v.array(v.looseObject({ refundStatus: openEnum(['PENDING', 'COMPLETE']) })),
        labels: v.record(v.string(), v.string()),
      }),
      retry: 'read',
    });
    const data = await base.call(nested, {});
    expectTypeOf(data.list[0]?.refundStatus).toEqualTypeOf<'PENDING' | 'COMPLETE' | UnlistedValue | undefined>();
    // @ts-expect-error: the field is refundStatus, also inside a list
    void data.list[0]?.status;
    // A record of the schema keeps its keys open: only the lenient objects' unknown members are dropped.
    expectTypeOf(data.labels).toEqualTypeOf<{ [key: string]: string }>();
    expectTypeOf<InferData<typeof nested.data>>().toEqualTypeOf(data);
  });

  it('makes a comparison with a misspelled listed status a compile error, and keeps new values comparable once widened', async () => {
    const order = await base.use(orders).orders.queryOrder({ mchOrderId: 'order-1' });
    expectTypeOf(order.transactionStatus).toEqualTypeOf<'PENDING' | 'COMPLETED' | UnlistedValue>();
    expectTypeOf(order.transactionStatus).toExtend<string>();
    void (order.transactionStatus === 'COMPLETED');
    // @ts-expect-error: a misspelled listed value never matches
    void (order.transactionStatus === 'COMPLETD');
    switch (order.transactionStatus) {
      case 'PENDING':
        break;
      // @ts-expect-error: a misspelled case never matches
      case 'COMPLETD':
        break;
      default:
        // A value the SDK does not list yet is still a string at runtime.
        void ((order.transactionStatus as string) === 'REVERSED');
    }
  });

  it('takes any string for an open enum in params, listed or not', () => {
    const search = defineEndpoint({
      path: '/open-api/search',
      params: v.strictObject({ channelType: openEnum(['QR', 'URL']) }),
      data: v.looseObject({}),
      retry: 'read',
    });
    void base.call(search, { channelType: 'QR' });
    void base.call(search, { channelType: 'A_TYPE_NOT_LISTED_YET' });
    // @ts-expect-error: still a string
    void base.call(search, { channelType: 1 });
  });
});

describe('the rateLimit option', () => {
  it('takes a rate, an optional in-flight limit and an optional store', () => {
    expectTypeOf<NonNullable<ClientConfig['rateLimit']>>().toEqualTypeOf<RateLimit>();
    expectTypeOf(rateLimit).parameter(0).toEqualTypeOf<RateLimitSettings>();
    expectTypeOf(rateLimit({ requestsPerSecond: 10 })).toEqualTypeOf<RateLimit>();
    expectTypeOf<RateLimitSettings['requestsPerSecond']>().toEqualTypeOf<number>();
    expectTypeOf<RateLimitSettings['maxInFlight']>().toEqualTypeOf<number | undefined>();
    expectTypeOf(memoryRateLimitStore()).toEqualTypeOf<RateLimitStore>();
    expectTypeOf<RateLimitStore['reserve']>().returns.toEqualTypeOf<Promise<number | undefined>>();
    // @ts-expect-error: the rate is required
    const settings: RateLimitSettings = { maxInFlight: 4 };
    // @ts-expect-error: the option takes what rateLimit() builds, not its settings
    const config: Pick<ClientConfig, 'rateLimit'> = { rateLimit: { requestsPerSecond: 10 } };
    void settings;
    void config;
  });
});
