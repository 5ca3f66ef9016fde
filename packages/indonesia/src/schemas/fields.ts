import * as v from 'valibot';

/** An Indonesian mobile number: 10–13 digits starting `08`, e.g. `081234567890` (https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html). */
export const IndonesianMobileSchema = v.pipe(
  v.string(),
  v.regex(/^08\d{8,11}$/, 'must be an ID mobile number: 10–13 digits starting 08, e.g. 081234567890'),
);

/** A required text the documentation gives no length for: it must not be empty. */
export const RequiredTextSchema = v.pipe(v.string(), v.minLength(1, 'must not be empty'));
