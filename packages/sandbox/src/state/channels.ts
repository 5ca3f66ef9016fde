/** What a channel pays with: a payment (dynamic QR, URL, e-wallet, VA), a static payment code, or a direct-debit token. */
export type ChannelUse = 'payment' | 'static-code' | 'direct-debit';

/**
 * A payment channel of the gateway: the members the checkout channel list answers
 * (https://docs.paycools.com/en/v2/checkout/ChannelCode.html), what the channel is used for, and the
 * public page of the gateway that shows its code.
 */
export interface GatewayChannel {
  /** e.g. `PH_GCASH_URL`. */
  readonly channelCode: string;
  /** `QR`, `EWALLET`, `VA`, `DIRECT_DEBIT`, … */
  readonly channelType: string;
  /** Two-letter country code. */
  readonly countryCode: string;
  /** Three-letter currency code. */
  readonly currency: string;
  /** What the channel pays with. */
  readonly use: ChannelUse;
  /** A public page of the gateway that shows this code. */
  readonly source: string;
}

/** A channel to add to the documented ones: `use` defaults to `payment`, `source` to none. */
export interface ChannelInput {
  readonly channelCode: string;
  readonly channelType: string;
  readonly countryCode: string;
  readonly currency: string;
  readonly use?: ChannelUse;
  /** Where the code comes from, e.g. the channel list your account manager sent. */
  readonly source?: string;
}

type Entry = readonly [channelCode: string, channelType: string, use: ChannelUse, source: string];

function country(countryCode: string, currency: string, entries: readonly Entry[]): GatewayChannel[] {
  return entries.map(([channelCode, channelType, use, source]) => ({
    channelCode,
    channelType,
    countryCode,
    currency,
    use,
    source,
  }));
}

/**
 * Every channel code a public page of the gateway shows, with its type, country and that page. The
 * gateway's own channel lists ("Reference List" on its pages) are given to merchants, not published:
 * a code no public page shows is not here. Add the channels your account has with `startSandbox({
 * channels })`. No public page names a Russian channel.
 */
export const gatewayChannels: readonly GatewayChannel[] = [
  ...country('PH', 'PHP', [
    ['PH_GCASH_URL', 'EWALLET', 'payment', 'https://docs.paycools.com/en/v2/checkout/ChannelCode.html'],
    ['PH_GCASH_QR', 'QR', 'payment', 'https://docs.paycools.com/en/v2/checkout/ChannelCode.html'],
    ['PH_QRPH_DYNAMIC', 'QR', 'payment', 'https://docs.paycools.com/en/v2/checkout/ChannelCode.html'],
    [
      'PH_QRPH_STATIC',
      'QR',
      'static-code',
      'https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCollection.html',
    ],
    [
      'PH_GCASH_DIRECT_DEBIT',
      'DIRECT_DEBIT',
      'direct-debit',
      'https://docs.paycools.com/en/v2/DirectDebit/Notification.html',
    ],
    // The older direct-debit pay page's channel; its payer's mobile is Philippine (09 and nine digits).
    ['JTWALLET_DIRECT_DEBIT', 'DIRECT_DEBIT', 'direct-debit', 'https://jtdoc.paycools.com/DirectDebit/Pay.html'],
  ]),
  ...country('ID', 'IDR', [
    ['ID_BCA_VA', 'VA', 'payment', 'https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html'],
    ['BNI_VA', 'VA', 'payment', 'https://developers.paycools.co.id/en/payment/CollectionNotification.html'],
    ['ALFAMART_VA', 'VA', 'payment', 'https://developers.paycools.co.id/en/payment/Collection.html'],
    ['BRI_VA', 'VA', 'payment', 'https://developers.paycools.co.id/en/payment/VACollection.html'],
  ]),
  ...country('TH', 'THB', [
    ['THAI_DYNAMIC_QR', 'QR', 'payment', 'https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html'],
    // BluePay (https://jtdocs.bluepay.asia/) serves Thailand: its direct-debit pay page asks for Thai phone
    // numbers (06, 08, 09 and eight digits), https://jtdocs.bluepay.asia/en/DirectDebit/Pay.html
    ['BLUEPAY_DIRECT_DEBIT', 'DIRECT_DEBIT', 'direct-debit', 'https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html'],
    // WebPay's WeChat Pay channels, by link and inside WeChat.
    ['WECHAT_URL', 'EWALLET', 'payment', 'https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html'],
    ['WECHAT_JS_URL', 'EWALLET', 'payment', 'https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html'],
  ]),
  ...country('MY', 'MYR', [
    ['MY_TNG_URL', 'EWALLET', 'payment', 'https://docs.ezpaytechs.com/en/malaysia/Payment/Collection.html'],
    ['DUITNOW_DYNAMIC_QR', 'QR', 'payment', 'https://docs.paycools.com.my/en/PaymentQR/QRCodeCreate.html'],
  ]),
];

/** The channels a sandbox knows: the documented ones and those given at start. */
export class ChannelCatalog {
  readonly #channels: ReadonlyMap<string, GatewayChannel>;

  constructor(extra: readonly ChannelInput[] = []) {
    const added = extra.map((input) => ({ use: 'payment' as const, source: '', ...input }));
    this.#channels = new Map([...gatewayChannels, ...added].map((channel) => [channel.channelCode, channel]));
  }

  /** The channel with this code, if the sandbox knows it. */
  find(channelCode: string): GatewayChannel | undefined {
    return this.#channels.get(channelCode);
  }

  /** Every known channel, in catalog order. */
  all(): GatewayChannel[] {
    return [...this.#channels.values()];
  }

  /** The payment channels of `countryCode`, as the checkout channel list answers them (empty for an unknown country). */
  paymentChannelsOf(
    countryCode: string,
  ): Array<Pick<GatewayChannel, 'channelType' | 'channelCode' | 'countryCode' | 'currency'>> {
    return this.all()
      .filter((channel) => channel.countryCode === countryCode && channel.use === 'payment')
      .map(({ channelType, channelCode, countryCode: code, currency }) => ({
        channelType,
        channelCode,
        countryCode: code,
        currency,
      }));
  }
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
 * The channel type of `channelCode` when the request gives none: the catalog's, else by suffix for a
 * code the control API seeded (`_QR`, `_DYNAMIC`, `_STATIC` → `QR`; `_URL` → `EWALLET`; `_VA` → `VA`;
 * `_ONLINE_BANKING`; `_DIRECT_DEBIT`; anything else → `EWALLET`).
 */
export function deriveChannelType(catalog: ChannelCatalog, channelCode: string): string {
  const listed = catalog.find(channelCode);
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
