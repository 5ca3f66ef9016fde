import { describe, expectTypeOf, it } from 'vitest';
import {
  type AttemptMetadata,
  type CallMetadata,
  type CallPromise,
  createClient,
  definePlugin,
  type InferData,
  isGatewayError,
  type Signer,
  type WithMetadata,
} from '../src/index.js';
import { type Logger, logging } from '../src/logging/index.js';
import { createOrder, queryOrder } from './helpers/endpoints.js';

declare const signer: Signer;
const client = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'a', signer }).use(
  definePlugin({ name: 'orders', endpoints: { createOrder, queryOrder } }),
);
type Order = InferData<typeof queryOrder.data>;

describe('call metadata', () => {
  it('leaves a plain await with the data, typed as before', async () => {
    expectTypeOf(client.orders.queryOrder).returns.resolves.toEqualTypeOf<Order>();
    expectTypeOf(await client.orders.queryOrder({ mchOrderId: 'o' })).toEqualTypeOf<Order>();
    expectTypeOf(client.orders.queryOrder({ mchOrderId: 'o' })).toEqualTypeOf<CallPromise<Order>>();
    expectTypeOf(client.orders.queryOrder({ mchOrderId: 'o' })).toMatchTypeOf<Promise<Order>>();
  });

  it('gives the data with its metadata on request, from methods and client.call alike', async () => {
    const { data, metadata } = await client.orders.queryOrder({ mchOrderId: 'o' }).withMetadata();
    expectTypeOf(data).toEqualTypeOf<Order>();
    expectTypeOf(metadata).toEqualTypeOf<CallMetadata>();
    expectTypeOf(client.call(queryOrder, { mchOrderId: 'o' }).withMetadata()).resolves.toEqualTypeOf<
      WithMetadata<Order>
    >();
    expectTypeOf(metadata.attempts).toEqualTypeOf<readonly AttemptMetadata[]>();
    expectTypeOf(metadata.attempts[0]).toEqualTypeOf<AttemptMetadata | undefined>();
    expectTypeOf(metadata.status).toEqualTypeOf<number | undefined>();
    expectTypeOf(metadata.body).toEqualTypeOf<string | undefined>();
    expectTypeOf<AttemptMetadata['failure']>().toEqualTypeOf<'timeout' | 'network' | 'aborted' | undefined>();
    expectTypeOf(metadata.keyId).toEqualTypeOf<string | undefined>();
    expectTypeOf<AttemptMetadata['keyId']>().toEqualTypeOf<string | undefined>();
    // @ts-expect-error: metadata is read-only
    metadata.status = 200;
    // @ts-expect-error: the data has no metadata of its own
    void data.metadata;
  });

  it('is on errors as an optional property', () => {
    const error: unknown = undefined;
    if (isGatewayError(error)) expectTypeOf(error.metadata).toEqualTypeOf<CallMetadata | undefined>();
  });
});

describe('the log option', () => {
  it('takes what logging() builds from a level and a logger console satisfies', () => {
    createClient({
      baseUrl: 'http://127.0.0.1:1',
      appId: 'a',
      signer,
      log: logging({ level: 'debug', logger: console }),
    });
    createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'a', signer, log: logging() });
    expectTypeOf(console).toMatchTypeOf<Logger>();
    // @ts-expect-error: no such level
    logging({ level: 'verbose' });
    // @ts-expect-error: a logger needs debug, info, warn and error
    logging({ logger: { info: (message: string) => void message } });
  });

  it('does not take the options themselves: they are what logging() takes', () => {
    // @ts-expect-error: log: logging({ level: 'debug' })
    createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'a', signer, log: { level: 'debug' } });
  });
});
