/** A payment channel as listed by the checkout channel list. */
export interface ChannelInfo {
  /** `QR`, `EWALLET`, `VA`, `ONLINE_BANKING`, … */
  readonly channelType: string;
  /** e.g. `PH_GCASH_URL`. */
  readonly channelCode: string;
  /** Two-letter country code. */
  readonly countryCode: string;
  /** Three-letter currency code. */
  readonly currency: string;
}

function channels(countryCode: string, currency: string, entries: ReadonlyArray<[string, string]>): ChannelInfo[] {
  return entries.map(([channelCode, channelType]) => ({ channelType, channelCode, countryCode, currency }));
}

const CATALOG: readonly ChannelInfo[] = [
  ...channels('PH', 'PHP', [
    ['PH_GCASH_URL', 'EWALLET'],
    ['PH_GCASH_QR', 'QR'],
    ['PH_QRPH_DYNAMIC', 'QR'],
    ['PH_MAYA_URL', 'EWALLET'],
    ['PH_BPI_ONLINE_BANKING', 'ONLINE_BANKING'],
  ]),
  ...channels('ID', 'IDR', [
    ['ID_BCA_VA', 'VA'],
    ['ID_BNI_VA', 'VA'],
    ['ID_MANDIRI_VA', 'VA'],
    ['ID_QRIS_DYNAMIC', 'QR'],
    ['ID_OVO_URL', 'EWALLET'],
  ]),
  ...channels('TH', 'THB', [
    ['THAI_DYNAMIC_QR', 'QR'],
    ['TH_TRUEMONEY_URL', 'EWALLET'],
  ]),
  ...channels('MY', 'MYR', [
    ['MY_DUITNOW_DYNAMIC', 'QR'],
    ['MY_TNG_URL', 'EWALLET'],
  ]),
];

/** The channels offered in `countryCode` (empty for a country the sandbox does not know). */
export function channelsOf(countryCode: string): ChannelInfo[] {
  return CATALOG.filter((channel) => channel.countryCode === countryCode);
}

const SUFFIX_TYPES: ReadonlyArray<[string, string]> = [
  ['_QR', 'QR'],
  ['_DYNAMIC', 'QR'],
  ['_STATIC', 'QR'],
  ['_URL', 'EWALLET'],
  ['_VA', 'VA'],
  ['_ONLINE_BANKING', 'ONLINE_BANKING'],
  ['_DIRECT_DEBIT', 'DIRECT_DEBIT'],
];

/**
 * The channel type of `channelCode` when the request gives none: the catalog entry if the code is
 * listed, otherwise by suffix — `_QR`, `_DYNAMIC`, `_STATIC` → `QR`; `_URL` → `EWALLET`; `_VA` → `VA`;
 * `_ONLINE_BANKING` → `ONLINE_BANKING`; `_DIRECT_DEBIT` → `DIRECT_DEBIT`; anything else → `EWALLET`.
 */
export function deriveChannelType(channelCode: string): string {
  const listed = CATALOG.find((channel) => channel.channelCode === channelCode);
  if (listed) return listed.channelType;
  return SUFFIX_TYPES.find(([suffix]) => channelCode.endsWith(suffix))?.[1] ?? 'EWALLET';
}

/** How the payer pays on a channel: by scanning QR content, by opening a URL, or by a virtual account number. */
export type PayDataKind = 'qr' | 'url' | 'va';

/** The kind of `payData` a channel produces: QR content for QR channels, an account number for VA, else a URL. */
export function payDataKind(channelCode: string, channelType: string): PayDataKind {
  if (channelType === 'QR' || /_(QR|DYNAMIC|STATIC)$/.test(channelCode)) return 'qr';
  if (channelType === 'VA' || channelCode.endsWith('_VA')) return 'va';
  return 'url';
}
