import type { JournalEntry } from '@lintas/stores';

// The currency of each country the gateway serves (https://docs.paycools.com/en/v2/Payment/Collection.html).
const currencyOfCountry: Readonly<Record<string, string>> = { PH: 'PHP', ID: 'IDR', MY: 'MYR', TH: 'THB', RU: 'RUB' };
const currencyOfPath: Readonly<Record<string, string>> = {
  philippines: 'PHP',
  indonesia: 'IDR',
  malaysia: 'MYR',
  thailand: 'THB',
};

/** The currency of a country the gateway serves (`'PH'` → `'PHP'`), if known. */
export const countryCurrency = (countryCode: string | undefined): string | undefined =>
  countryCode === undefined ? undefined : currencyOfCountry[countryCode.toUpperCase()];

/**
 * The currency a journaled call moved money in: its `currency` param, else its record's, else the
 * currency of its `countryCode` param, else of the country its path names (`/open-api/philippines/...`);
 * `undefined` when none says (the call's endpoint takes one currency: the package's country's).
 */
export function journaledCurrency(entry: Pick<JournalEntry, 'endpoint' | 'params' | 'record'>): string | undefined {
  const record = (entry.record ?? {}) as { readonly currency?: unknown };
  const given = [entry.params.currency, record.currency].find((value) => typeof value === 'string');
  if (typeof given === 'string') return given.toUpperCase();
  const country = entry.params.countryCode;
  if (typeof country === 'string' && countryCurrency(country) !== undefined) return countryCurrency(country);
  const segment = /^\/open-api\/([a-z]+)\//.exec(entry.endpoint)?.[1];
  return segment === undefined ? undefined : currencyOfPath[segment];
}
