import * as v from 'valibot';

/** Text of at most `max` characters, not empty. */
export const snapText = (max: number) =>
  v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

/** SNAP's MONEY: the amount with two decimals as text, and an ISO 4217 currency. */
export const snapMoney = v.object({
  value: v.pipe(v.string(), v.regex(/^\d{1,16}\.\d{2}$/, 'must have two decimals')),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')),
});
