import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { type AmountError, amountIn, type Currency, isAmountError, toMajorUnits, toMinorUnits } from '../src/index.js';

describe('the amount helpers', () => {
  it('take text or a number and a currency the gateway uses, suggesting the five while open to others', () => {
    expectTypeOf(toMinorUnits).parameter(0).toEqualTypeOf<string | number>();
    expectTypeOf(toMinorUnits).returns.toEqualTypeOf<number>();
    expectTypeOf(toMajorUnits).parameter(0).toEqualTypeOf<number>();
    expectTypeOf(toMajorUnits).returns.toEqualTypeOf<string>();
    expectTypeOf<Currency>().toEqualTypeOf<'PHP' | 'IDR' | 'MYR' | 'THB' | 'RUB'>();
    expectTypeOf(toMinorUnits).parameter(1).extract<Currency>().toEqualTypeOf<Currency>();
    // @ts-expect-error an amount is text or a number, not a bigint
    toMinorUnits(500n, 'PHP');
  });

  it('narrow an error to AmountError, whose reason is one of four', () => {
    const error: unknown = new Error('x');
    if (isAmountError(error)) {
      expectTypeOf(error).toEqualTypeOf<AmountError>();
      expectTypeOf(error.reason).toEqualTypeOf<
        'too-many-decimals' | 'not-a-number' | 'too-large' | 'unknown-currency'
      >();
    }
  });

  it('amountIn keeps the amount a number in params, and takes only a currency the gateway uses', () => {
    const params = v.strictObject({ amount: amountIn('PHP') });
    expectTypeOf<v.InferInput<typeof params>>().toEqualTypeOf<{ amount: number }>();
    // @ts-expect-error no minor unit is known for USD
    amountIn('USD');
  });
});
