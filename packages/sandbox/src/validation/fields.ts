import * as v from 'valibot';

/*
 * Field schemas for operation params. Messages name no field: `parseParams` prefixes the field path,
 * giving e.g. "Request param error: mchOrderId must be 1-32 characters".
 */

const STRING = 'must be a string';

/** A required string of `min`–`max` characters. */
export function text(min = 1, max = 256) {
  return v.pipe(
    v.string(STRING),
    v.minLength(min, min === 1 ? 'must not be empty' : `must be ${min}-${max} characters`),
    v.maxLength(max, `must be ${min}-${max} characters`),
  );
}

/** An optional string: absent, `null` and any string are accepted. */
export function optionalText() {
  return v.nullish(v.string(STRING));
}

/** A merchant order id: 1–32 characters unless other bounds are given. */
export function orderId(min = 1, max = 32) {
  return text(min, max);
}

/** An amount in minor units: a positive safe integer, at least `min`. */
export function amount(min = 1) {
  return v.pipe(
    v.number('must be an integer'),
    v.safeInteger('must be an integer'),
    v.minValue(min, min === 1 ? 'must be a positive integer' : `must be at least ${min}`),
  );
}

/** A two-letter uppercase country code. */
export function countryCode() {
  return v.pipe(v.string(STRING), v.regex(/^[A-Z]{2}$/, 'must be 2 uppercase letters'));
}

/** An optional country code (absent or null accepted). */
export function optionalCountryCode() {
  return v.nullish(countryCode());
}

/** A three-letter uppercase currency code. */
export function currency() {
  return v.pipe(v.string(STRING), v.regex(/^[A-Z]{3}$/, 'must be 3 uppercase letters'));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A required http(s) URL. */
export function httpUrl() {
  return v.pipe(v.string(STRING), v.check(isHttpUrl, 'must be an http(s) URL'));
}

/** An optional http(s) URL: absent, null and empty are accepted; anything else must be a URL. */
export function optionalHttpUrl() {
  return v.nullish(
    v.pipe(
      v.string(STRING),
      v.check((value) => value === '' || isHttpUrl(value), 'must be an http(s) URL'),
    ),
  );
}

/** A calendar date `YYYY-MM-DD`. */
export function date() {
  return v.pipe(v.string(STRING), v.isoDate('must be a date YYYY-MM-DD'));
}

/** One of `values`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return v.picklist(values, `must be one of ${values.join(', ')}`);
}

/** An optional list of strings. */
export function optionalTextList() {
  return v.nullish(v.array(v.string(STRING), 'must be an array of strings'));
}

/** An optional positive integer. */
export function optionalPositiveInteger() {
  return v.nullish(amount());
}
