import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completedStatuses,
  createClient,
  createNotificationHandler,
  createNotificationUrls,
  defineEndpoint,
  defineNotification,
  definePlugin,
  isConfigurationError,
  isNotificationNotConfirmedError,
  isRequestValidationError,
  PaymentNotificationSchema,
  rsaSha256Signer,
  rsaSha256Verifier,
  signNotification,
} from '../../src/index.js';
import { merchantKeys, refusal, startTestGateway, success, type TestGateway } from '../helpers/test-gateway.js';
import { platformKeys } from './helpers.js';

// Two families send the same event (as the Philippine and Thai families both send
// `static.order.payment.success`): one documents a lookup, whose params take letters and digits only;
// the other documents none, and binds the code's notifyUrl instead. The lookup runs against a real
// HTTP gateway on 127.0.0.1 that holds one record, `HELD1`.
const queryListed = defineEndpoint({
  path: '/open-api/listed/query',
  params: v.strictObject({ mchOrderId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]+$/)) }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string(), amount: v.number() }),
  retry: 'read',
});
const listed = definePlugin({
  name: 'listed',
  endpoints: { queryListed },
  notifications: {
    'code.paid': defineNotification({
      kind: 'static-payment',
      schema: PaymentNotificationSchema,
      key: ['transactionId'],
      status: { member: 'transactionStatus', outcome: completedStatuses, settled: [...completedStatuses, 'FAILED'] },
      bound: ['mchOrderId'],
      async confirm(payload, { call }) {
        const record = await call(queryListed, { mchOrderId: payload.mchOrderId });
        return { record, members: { transactionId: record.transactionId, amount: record.amount } };
      },
    }),
  },
});
const unlisted = definePlugin({
  name: 'unlisted',
  endpoints: {},
  notifications: {
    'code.paid': defineNotification({
      kind: 'static-payment',
      schema: PaymentNotificationSchema,
      key: ['transactionId'],
      status: { member: 'transactionStatus', outcome: completedStatuses, settled: [...completedStatuses, 'FAILED'] },
      bound: ['mchOrderId'],
    }),
  },
});

const platform = platformKeys();
const merchant = merchantKeys();
const verifier = rsaSha256Verifier({ publicKey: platform.publicKey });
const urls = createNotificationUrls({ secret: 'a-secret-of-at-least-32-characters!!' });
let gateway: TestGateway;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  gateway = await startTestGateway(merchant.publicKey, (request) =>
    request.params['mchOrderId'] === 'HELD1'
      ? success({ mchOrderId: 'HELD1', transactionId: 'TX-HELD', amount: 100 })
      : refusal(21006, 'Merchant transaction not found'),
  );
  client = createClient({
    baseUrl: gateway.url,
    appId: 'app-1',
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
  });
});
afterAll(() => gateway.close());

const paid = (mchOrderId: string, transactionId: string, amount: number) => ({
  eventName: 'code.paid',
  mchOrderId,
  transactionId,
  amount,
  transactionStatus: 'COMPLETED',
});

/** Delivers `payload`, signed by the platform, to `url`; the status, the listener's records and the errors. */
async function deliver(
  handlerOf: (
    seen: unknown[],
    errors: unknown[],
  ) => ReturnType<typeof createNotificationHandler<readonly [typeof listed, typeof unlisted]>>,
  payload: ReturnType<typeof paid>,
  url: string,
): Promise<{ status: number; seen: unknown[]; errors: unknown[] }> {
  const seen: unknown[] = [];
  const errors: unknown[] = [];
  const { body } = await signNotification(payload, { privateKey: platform.privateKey, plugins: [listed, unlisted] });
  const response = await handlerOf(seen, errors)(new Request(url, { method: 'POST', body }));
  return { status: response.status, seen, errors };
}

const withBoundUrls = (seen: unknown[], errors: unknown[]) =>
  createNotificationHandler({
    verifier,
    plugins: [listed, unlisted],
    confirm: client,
    boundUrls: urls,
    store: false,
    on: { 'code.paid': (n) => void seen.push(n.record ?? 'no record') },
    onError: (error) => void errors.push(error),
  });

describe('an event two families send, one without a lookup', () => {
  it('is confirmed by the lookup when the lookup holds its record', async () => {
    const url = await urls.bind('https://shop.example/n', { mchOrderId: 'HELD1' });
    const { status, seen } = await deliver(withBoundUrls, paid('HELD1', 'TX-HELD', 100), url);
    expect(status).toBe(200);
    expect(seen).toEqual([{ mchOrderId: 'HELD1', transactionId: 'TX-HELD', amount: 100 }]);
  });

  it('is accepted at its bound URL when no lookup holds its record: the other family sent it', async () => {
    const url = await urls.bind('https://shop.example/n', { mchOrderId: 'OTHER2' });
    const { status, seen, errors } = await deliver(withBoundUrls, paid('OTHER2', 'TX-2', 100), url);
    expect({ status, seen, errors }).toEqual({ status: 200, seen: ['no record'], errors: [] });
  });

  it('is still refused at a URL bound to another order, before any lookup', async () => {
    const before = gateway.requests.length;
    const url = await urls.bind('https://shop.example/n', { mchOrderId: 'HELD1' });
    const { status, seen } = await deliver(withBoundUrls, paid('OTHER2', 'TX-2', 100), url);
    expect({ status, seen }).toEqual({ status: 403, seen: [] });
    expect(gateway.requests.length).toBe(before);
  });

  it('is refused when the lookup holds a record under its order id that differs', async () => {
    const url = await urls.bind('https://shop.example/n', { mchOrderId: 'HELD1' });
    const { status, seen, errors } = await deliver(withBoundUrls, paid('HELD1', 'TX-FORGED', 999), url);
    expect({ status, seen }).toEqual({ status: 409, seen: [] });
    expect(isNotificationNotConfirmedError(errors[0]) && errors[0].reason).toBe('differs');
  });

  it('whose values the lookup refuses as params is not found there, so 409 and never 500', async () => {
    const handler = (seen: unknown[], errors: unknown[]) =>
      createNotificationHandler({
        verifier,
        plugins: [listed],
        confirm: client,
        store: false,
        on: { 'code.paid': (n) => void seen.push(n.record) },
        onError: (error) => void errors.push(error),
      });
    const before = gateway.requests.length;
    const { status, seen, errors } = await deliver(handler, paid('order-with-hyphens', 'TX-3', 100), 'http://x/n');
    expect({ status, seen }).toEqual({ status: 409, seen: [] });
    const [error] = errors;
    expect(isNotificationNotConfirmedError(error) && error.reason).toBe('not-found');
    expect(isNotificationNotConfirmedError(error) && isRequestValidationError(error.cause)).toBe(true);
    expect(gateway.requests.length).toBe(before);
  });

  it('must be provable for every family at creation: confirm alone cannot prove the unlisted family', () => {
    let error: unknown;
    try {
      createNotificationHandler({
        verifier,
        plugins: [listed, unlisted],
        confirm: client,
        on: { 'code.paid': () => undefined },
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(isConfigurationError(error) && error.option).toBe('unconfirmed');
    expect(isConfigurationError(error) && error.message).toContain('in one of the families that send it');
  });

  it('listed in unconfirmed, is accepted when no lookup holds its record, and confirmed when one does', async () => {
    const handler = (seen: unknown[], errors: unknown[]) =>
      createNotificationHandler({
        verifier,
        plugins: [listed, unlisted],
        confirm: client,
        unconfirmed: ['code.paid'],
        store: false,
        on: { 'code.paid': (n) => void seen.push(n.record ?? 'no record') },
        onError: (error) => void errors.push(error),
      });
    expect(await deliver(handler, paid('OTHER4', 'TX-4', 100), 'http://x/n')).toEqual({
      status: 200,
      seen: ['no record'],
      errors: [],
    });
    expect((await deliver(handler, paid('HELD1', 'TX-HELD', 100), 'http://x/n')).seen).toEqual([
      { mchOrderId: 'HELD1', transactionId: 'TX-HELD', amount: 100 },
    ]);
  });
});
