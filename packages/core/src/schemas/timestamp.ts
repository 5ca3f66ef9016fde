import * as v from 'valibot';

/**
 * A request `timestamp` as the gateway accepts it: epoch seconds (10 digits) or milliseconds (13
 * digits), as an integer or a string of digits.
 */
export const TimestampSchema = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^\d{10}(\d{3})?$/, 'must be a 10- or 13-digit epoch timestamp')),
]);
