import * as v from 'valibot';
import { openEnum } from './open-enum.js';

/** Countries the gateway serves (https://docs.paycools.com/en/v2/Payment/Collection.html). */
export const countryCodes = ['PH', 'ID', 'MY', 'TH', 'RU'] as const;

/** Currencies paired with {@link countryCodes}. */
export const currencyCodes = ['PHP', 'IDR', 'MYR', 'THB', 'RUB'] as const;

/** A two-letter uppercase country code in a request; typed with the known ones. */
export const CountryCodeSchema = v.pipe(
  v.string() as v.GenericSchema<(typeof countryCodes)[number] | (string & {})>,
  v.regex(/^[A-Z]{2}$/, 'must be a two-letter uppercase country code'),
);

/** A three-letter uppercase currency code in a request; typed with the known ones. */
export const CurrencyCodeSchema = v.pipe(
  v.string() as v.GenericSchema<(typeof currencyCodes)[number] | (string & {})>,
  v.regex(/^[A-Z]{3}$/, 'must be a three-letter uppercase currency code'),
);

/**
 * A channel code: country prefix, channel name and a suffix such as `_URL`, `_QR`, `_DYNAMIC`,
 * `_STATIC`, `_DIRECT_DEBIT`, e.g. `PH_GCASH_URL`, `PH_QRPH_DYNAMIC`, `ID_BCA_VA`.
 */
export const ChannelCodeSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z0-9]+(_[A-Z0-9]+)+$/, 'must be a channel code such as PH_GCASH_URL'),
);

/** Channel types seen in requests and responses. */
export const channelTypes = [
  'QR',
  'URL',
  'EWALLET',
  'ONLINE_BANKING',
  'BANK_TRANSFER',
  'VA',
  'CARD',
  'DIRECT_DEBIT',
  'PAYLATER',
] as const;

/** A channel type, open to values not seen yet. */
export const ChannelTypeSchema = openEnum(channelTypes);
