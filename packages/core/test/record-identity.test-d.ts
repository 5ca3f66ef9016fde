import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { type AnyEndpoint, defineEndpoint, recordIdentity, type WritePolicy } from '../src/index.js';

const data = v.looseObject({ checkoutId: v.nullish(v.string()), cashierUrl: v.nullish(v.string()) });

describe('the members that identify a write’s record', () => {
  it('are declared among the members of the answer’s data', () => {
    defineEndpoint({
      path: '/open-api/checkout',
      params: v.strictObject({ mchOrderId: v.string() }),
      data,
      retry: { keys: ['mchOrderId'], identifiedBy: ['checkoutId', 'cashierUrl'] },
    });
    defineEndpoint({
      path: '/open-api/checkout',
      params: v.strictObject({ mchOrderId: v.string() }),
      data,
      // @ts-expect-error: not a member of the data
      retry: { keys: ['mchOrderId'], identifiedBy: ['checkoutID'] },
    });
    expectTypeOf<WritePolicy<{ mchOrderId: string }, v.InferOutput<typeof data>>['identifiedBy']>().toEqualTypeOf<
      readonly ('checkoutId' | 'cashierUrl')[] | undefined
    >();
  });

  it('are read from any endpoint as a list of member names', () => {
    expectTypeOf(recordIdentity).parameter(0).toEqualTypeOf<AnyEndpoint>();
    expectTypeOf(recordIdentity).returns.toEqualTypeOf<readonly string[]>();
  });
});
