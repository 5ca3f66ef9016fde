import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineEndpoint, recordIdentity } from '../src/index.js';
import { createOrder, queryOrder } from './helpers/endpoints.js';

const params = v.strictObject({ mchOrderId: v.string() });

describe('recordIdentity', () => {
  it('is what a write declares', () => {
    const checkout = defineEndpoint({
      path: '/open-api/checkout',
      params,
      data: v.looseObject({ checkoutId: v.nullish(v.string()), cashierUrl: v.nullish(v.string()) }),
      retry: { keys: ['mchOrderId'], identifiedBy: ['cashierUrl'] },
    });
    expect(recordIdentity(checkout)).toEqual(['cashierUrl']);
  });

  it('is else the members its data schema requires, not those it lets be absent or null', () => {
    expect(recordIdentity(createOrder)).toEqual(['mchOrderId', 'transactionId', 'transactionStatus']);
    const piped = defineEndpoint({
      path: '/open-api/piped',
      params,
      data: v.pipe(v.looseObject({ id: v.string(), note: v.nullable(v.string()), at: v.optional(v.string()) })),
      retry: { keys: ['mchOrderId'] },
    });
    expect(recordIdentity(piped)).toEqual(['id']);
  });

  it('is empty for a read, and for a write whose data is not an object', () => {
    expect(recordIdentity(queryOrder)).toEqual([]);
    const acknowledged = defineEndpoint({
      path: '/open-api/ack',
      params,
      data: v.unknown(),
      retry: { keys: ['mchOrderId'] },
    });
    expect(recordIdentity(acknowledged)).toEqual([]);
  });
});
