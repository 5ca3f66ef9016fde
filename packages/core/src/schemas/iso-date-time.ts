import * as v from 'valibot';
import { isoDateTimePattern } from './date-time.js';

/** An ISO 8601 date-time with a numeric UTC offset (split-payment responses). */
export const IsoDateTimeSchema = v.pipe(
  v.string(),
  v.regex(isoDateTimePattern, 'must be an ISO 8601 date-time with offset'),
);
