import { personalData } from '@lintas/core';
import * as v from 'valibot';

/** A Philippine mobile number: 11–14 digits starting `09`, e.g. `09171234567` (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/Collection.html). */
export const PhilippineMobileSchema = v.pipe(
  v.string(),
  v.regex(/^09\d{9,12}$/, 'must be a PH mobile number: 11–14 digits starting 09, e.g. 09171234567'),
  personalData(),
);
