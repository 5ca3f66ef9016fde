import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  assertRecordMatches,
  defineEndpoint,
  GatewayCode,
  isCallAbortedError,
  isGatewayError,
  isOutcomeUnknownError,
  isRecordMismatchError,
  isRequestValidationError,
  isResponseFormatError,
  type RecoverContext,
} from '../src/index.js';
import { createOrder, createOrderRecoverable, queryOrder } from './helpers/endpoints.js';
import { created, found, order, useOrderGateway } from './helpers/order-fixtures.js';
import { type Behaviour, refusal, success } from './helpers/test-gateway.js';

const setup = useOrderGateway();
const client = setup.client;

/** createOrder with its duplicate code declared but no recovery. */
const createOrderKeyed = defineEndpoint({
  ...createOrder,
  retry: { keys: ['mchOrderId'], duplicateCodes: [GatewayCode.DuplicateMerchantOrderId] },
});

/** Recovers an order by looking it up and checking every param against the record. */
async function recoverChecked({ params, call }: RecoverContext<{ readonly mchOrderId: string }>) {
  const existing = await call(queryOrder, { mchOrderId: params.mchOrderId });
  assertRecordMatches(`order ${params.mchOrderId}`, params, existing);
  return existing;
}

/** createOrder whose recovery checks every param against a lookup that returns only some of them. */
const createOrderChecked = defineEndpoint({
  ...createOrder,
  retry: { keys: ['mchOrderId'], duplicateCodes: [GatewayCode.DuplicateMerchantOrderId], recover: recoverChecked },
});

const creates = () => setup.gateway.requests.filter((request) => request.path === '/open-api/test/create');

describe('a money-moving call whose success answer cannot be read', () => {
  const unreadable: [string, Behaviour][] = [
    ['data that fails the schema', success({ mchOrderId: 'order-1', transactionId: 42 })],
    ['a body that is not JSON', { raw: '<html>Bad gateway</html>' }],
    ['a body cut short', { raw: '{"code":10000,"message":"Success","data":{"mchOrderId":"ord' }],
  ];

  for (const [what, answer] of unreadable) {
    it(`is resolved through recovery after ${what}, without sending it again`, async () => {
      setup.gateway.script('/open-api/test/create', answer);
      setup.gateway.script('/open-api/test/query', success(found));
      await expect(client().call(createOrderRecoverable, order)).resolves.toEqual(found);
      expect(creates()).toHaveLength(1);
    });

    it(`ends in OutcomeUnknownError caused by the ResponseFormatError after ${what} when there is no recovery`, async () => {
      setup.gateway.script('/open-api/test/create', answer);
      const error = await client()
        .call(createOrder, order)
        .catch((caught: unknown) => caught);
      expect(isOutcomeUnknownError(error) && isResponseFormatError(error.cause)).toBe(true);
      expect(creates()).toHaveLength(1);
    });
  }

  it('keeps the failed lookup as the cause when recovery cannot find the record', async () => {
    setup.gateway.script('/open-api/test/create', success({ unexpected: true }));
    setup.gateway.script('/open-api/test/query', refusal(21006, 'Transaction not found'));
    const error = await client()
      .call(createOrderRecoverable, order)
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error) && isGatewayError(error.cause) && error.cause.code).toBe(21006);
  });

  it('stays a ResponseFormatError for a read, which committed nothing', async () => {
    setup.gateway.script('/open-api/test/query', success({ mchOrderId: 'order-1' }));
    const error = await client()
      .call(queryOrder, { mchOrderId: 'order-1' })
      .catch((caught: unknown) => caught);
    expect(isResponseFormatError(error) && error.succeeded).toBe(true);
  });
});

describe('a duplicate refusal of a retry', () => {
  const notSent: [string, Behaviour][] = [
    ['HTTP 429', { json: 'slow down', status: 429 }],
    ['HTTP 408', { json: 'request timeout', status: 408 }],
    ['21020', refusal(21020, 'Too many requests')],
  ];

  for (const [what, answer] of notSent) {
    it(`after ${what} is resolved through recovery: the first attempt may have been committed`, async () => {
      setup.gateway.script('/open-api/test/create', answer, refusal(21007, 'Duplicate merchant order id'));
      setup.gateway.script('/open-api/test/query', success(found));
      await expect(client().call(createOrderRecoverable, order)).resolves.toEqual(found);
      expect(creates()).toHaveLength(2);
    });

    it(`after ${what} ends in OutcomeUnknownError when there is no recovery`, async () => {
      setup.gateway.script('/open-api/test/create', answer, refusal(21007, 'Duplicate merchant order id'));
      const error = await client()
        .call(createOrderKeyed, order)
        .catch((caught: unknown) => caught);
      expect(isOutcomeUnknownError(error) && isGatewayError(error.cause) && error.cause.code).toBe(21007);
    });
  }

  it('on the first attempt stays a GatewayError: the merchant reused a key', async () => {
    setup.gateway.script('/open-api/test/create', refusal(21007, 'Duplicate merchant order id'));
    const error = await client()
      .call(createOrderKeyed, order)
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21007);
  });
});

describe('recovery', () => {
  it('returns the record when every field the lookup returns matches the params', async () => {
    const onlyKeyAndAmount = { mchOrderId: 'order-1', amount: 50010 };
    const checked = defineEndpoint({
      ...createOrderChecked,
      params: v.strictObject({ mchOrderId: v.string(), amount: v.number() }),
      retry: { keys: ['mchOrderId'], duplicateCodes: [GatewayCode.DuplicateMerchantOrderId], recover: recoverChecked },
    });
    setup.gateway.script('/open-api/test/create', { reset: true }, refusal(21007, 'Duplicate merchant order id'));
    setup.gateway.script('/open-api/test/query', success(found));
    await expect(client().call(checked, onlyKeyAndAmount)).resolves.toEqual(found);
  });

  it('ends in OutcomeUnknownError naming the fields that differ and those the lookup cannot confirm', async () => {
    setup.gateway.script('/open-api/test/create', { reset: true }, refusal(21007, 'Duplicate merchant order id'));
    setup.gateway.script('/open-api/test/query', success({ ...found, amount: 1 }));
    const error = await client()
      .call(createOrderChecked, order)
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
    if (!isOutcomeUnknownError(error) || !isRecordMismatchError(error.cause))
      throw new Error('expected a RecordMismatchError cause');
    expect(error.cause.fields).toEqual([
      { field: 'amount', reason: 'differs' },
      { field: 'notifyUrl', reason: 'unchecked' },
    ]);
    expect(error.message).toContain('differs in amount');
    expect(error.message).toContain('cannot be checked for notifyUrl');
    expect(error.message).not.toContain(order.notifyUrl);
  });
});

describe('params', () => {
  it('are read from the caller’s own properties only: nothing inherited is validated or signed', async () => {
    setup.gateway.script('/open-api/test/create', success(created), success(created));
    const inherited = Object.assign(Object.create({ mobile: '09171234567' }) as object, order);
    await client().call(createOrder, inherited as typeof order);
    // Polluted the way an attacker's merge does it, but not enumerable: valibot itself walks
    // enumerable inherited keys of its own schemas, so an enumerable one breaks every schema.
    Object.defineProperty(Object.prototype, 'mobile', { value: '09170000000', configurable: true, writable: true });
    try {
      await client().call(createOrder, order);
    } finally {
      delete (Object.prototype as Record<string, unknown>).mobile;
    }
    expect(creates().map((request) => request.params.mobile)).toEqual([undefined, undefined]);
  });

  it('refuse a JSON-parsed __proto__ key before anything is sent', async () => {
    const parsed = JSON.parse(
      `{"mchOrderId":"order-1","amount":50010,"notifyUrl":"https://merchant.example/notify","__proto__":{"mobile":"09171234567"}}`,
    ) as typeof order;
    const error = await client()
      .call(createOrder, parsed)
      .catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('RequestValidationError');
    expect(setup.gateway.requests).toHaveLength(0);
  });

  it('refuse params whose required fields are only inherited', async () => {
    const error = await client()
      .call(createOrder, Object.create(order) as typeof order)
      .catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('RequestValidationError');
    expect(setup.gateway.requests).toHaveLength(0);
  });
});

describe('hooks', () => {
  it('run after the attempt, outside its timeout: a slow afterResponse hook changes no outcome', async () => {
    let release: () => void = () => undefined;
    const hookDone = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    setup.gateway.script('/open-api/test/create', success(created));
    let settled: () => void = () => undefined;
    const callSettled = new Promise<void>((resolve) => (settled = resolve));
    // The hook lasts until the call has settled: were it part of the attempt, the attempt could never
    // end but by its timeout, and the write would be an unknown outcome instead of its data.
    const slow = client({
      timeout: 5000,
      hooks: {
        afterResponse: [
          async (event) => {
            await callSettled;
            seen.push(event.status);
            release();
          },
        ],
      },
    });
    const outcome = slow.call(createOrder, order).finally(settled);
    await expect(outcome).resolves.toEqual(created);
    expect(creates()).toHaveLength(1);
    await hookDone;
    expect(seen).toEqual([200]);
  });

  it('that never settle delay nothing: a beforeRequest hook that hangs does not hold the attempt', async () => {
    setup.gateway.script('/open-api/test/create', success(created));
    const hanging = client({ hooks: { beforeRequest: [() => new Promise<void>(() => undefined)] } });
    await expect(hanging.call(createOrder, order)).resolves.toEqual(created);
  });
});

describe('aborting a call', () => {
  it('before it is sent gives a CallAbortedError whose cause is the signal’s reason', async () => {
    const controller = new AbortController();
    controller.abort('the user left');
    const error = await client()
      .call(createOrder, order, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isCallAbortedError(error) && error.cause).toBe('the user left');
    expect(setup.gateway.requests).toHaveLength(0);
  });

  it('before it is sent still checks its params and extra fields first: a RequestValidationError', async () => {
    const aborted = { signal: AbortSignal.abort('the user left') };
    const invalid = await client()
      .call(createOrder, { ...order, mobile: '12' }, aborted)
      .catch((caught: unknown) => caught);
    expect(isRequestValidationError(invalid) && invalid.issues.map((issue) => issue.path)).toEqual(['mobile']);
    const clash = await client()
      .call(createOrder, order, { ...aborted, extraParams: { mchOrderId: 'order-2' } })
      .catch((caught: unknown) => caught);
    expect(isRequestValidationError(clash) && clash.issues.map((issue) => issue.path)).toEqual([
      'extraParams.mchOrderId',
    ]);
    expect(setup.gateway.requests).toHaveLength(0);
  });

  it('during a read gives a CallAbortedError', async () => {
    setup.gateway.script('/open-api/test/query', { ...success(found), delayMs: 2000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await client()
      .call(queryOrder, { mchOrderId: 'order-1' }, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isCallAbortedError(error)).toBe(true);
  });

  it('of a write during the backoff after a 429 leaves the outcome unknown: the 429 may have come after a commit', async () => {
    setup.gateway.script('/open-api/test/create', { json: 'slow down', status: 429, headers: { 'retry-after': '30' } });
    const controller = new AbortController();
    const aborting = client({ hooks: { afterResponse: [() => void setTimeout(() => controller.abort(), 50)] } });
    const started = aborting.call(createOrder, order, { signal: controller.signal });
    const error = await started.catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error) && isCallAbortedError(error.cause)).toBe(true);
    expect(creates()).toHaveLength(1);
  });

  it('of a write during the backoff after a refused connection gives a CallAbortedError: nothing reached the gateway', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const controller = new AbortController();
    let attempts = 0;
    const refused = client({
      baseUrl: `http://127.0.0.1:${port}`,
      // A backoff of up to 10 minutes: the abort comes while the call waits to retry.
      retry: { limit: 2, initialDelay: 600_000, backoffLimit: 600_000 },
      // The real fetch, watched: once the connection is refused, the caller gives up.
      fetch: (input, init) =>
        globalThis.fetch(input, init).catch((error: unknown) => {
          attempts += 1;
          setTimeout(() => controller.abort('gave up'), 0);
          throw error;
        }),
    });
    const error = await refused
      .call(createOrder, order, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(isCallAbortedError(error) && error.cause).toBe('gave up');
    expect(attempts).toBe(1);
  });
});
