import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  defineEndpoint,
  isOutcomeUnknownError,
  type OutcomeUnknownError,
  type StatusCheck,
  type WritePolicy,
} from '../src/index.js';
import { createOrder } from './helpers/endpoints.js';
import { order, useOrderGateway } from './helpers/order-fixtures.js';

// After OutcomeUnknownError the way on is in the error itself: the status check of its operation,
// declared once on the endpoint definition, written as the merchant calls it, and the going-live guide.

const setup = useOrderGateway();
const guide =
  'https://github.com/lintas-sdk/lintas/blob/main/packages/core/docs/going-live.md#7-when-an-answer-is-lost-status-checks-the-journal-and-lintas-reconcile';

const statusCheck: StatusCheck = {
  method: 'test.queryOrder',
  params: ['mchOrderId'],
  fixed: { countryCode: 'PH' },
  page: 'https://docs.example.com/query.html',
};
const createChecked = defineEndpoint({
  ...createOrder,
  retry: { keys: ['mchOrderId'], statusCheck },
});

/** The error of a create whose answer is lost (the connection drops after the gateway read it). */
async function lostAnswer(endpoint: typeof createOrder | typeof createChecked) {
  setup.gateway.script('/open-api/test/create', { reset: true });
  const error = await setup
    .client({ retry: { limit: 0 } })
    .call(endpoint, order)
    .catch((caught: unknown) => caught);
  if (!isOutcomeUnknownError(error)) throw new Error(`expected OutcomeUnknownError, got ${String(error)}`);
  return error;
}

describe('OutcomeUnknownError, over HTTP', () => {
  it('names the status check of its operation, as the merchant calls it, and links the guide', async () => {
    const error = await lostAnswer(createChecked);
    expect(error.message).toBe(
      `Outcome of /open-api/test/create is unknown (mchOrderId=order-1); check its status with client.test.queryOrder({ mchOrderId, countryCode: 'PH' }) before anything else (${guide})`,
    );
    expect(error.statusCheck).toEqual(statusCheck);
    expect(error.keys).toEqual({ mchOrderId: 'order-1' });
  });

  it('says so when no status check is documented for its operation, and still links the guide', async () => {
    const error = await lostAnswer(createOrder);
    expect(error.statusCheck).toBeUndefined();
    expect(error.message).toContain(
      'no status check is documented for it: check it in the gateway dashboard by its keys before anything else',
    );
    expect(error.message).toContain(guide);
  });
});

describe('the status check, as a type', () => {
  it('is declared on a write policy and read from the error', () => {
    expectTypeOf<WritePolicy<{ mchOrderId: string }, object>['statusCheck']>().toEqualTypeOf<StatusCheck | undefined>();
    expectTypeOf<OutcomeUnknownError['statusCheck']>().toEqualTypeOf<StatusCheck | undefined>();
    expectTypeOf<StatusCheck['method']>().toEqualTypeOf<`${string}.${string}`>();
  });
});
