// Example params of an operation (pure), for the Postman and Bruno collections: the QA console's
// prefilled values where a member has one (apps/demo/src/console/form-defaults.ts, as JSON: amounts in
// minor units), else a value its JSON Schema accepts. Ids a create needs fresh take Postman's and Bruno's
// `{{$timestamp}}` and `{{$randomInt}}`, so each run makes a new record.

/** The amounts of the console's forms (PHP 500.10, IDR 15,000), in minor units. */
const AMOUNT = { PHP: 50010, IDR: 15000, THB: 10000, MYR: 50010 };
const MOBILE = { PHP: '09171234567', IDR: '081234567890', MYR: '0123456789', THB: '0812345678' };
const CHANNEL = {
  philippines: 'PH_QRPH_DYNAMIC',
  neutral: 'PH_QRPH_DYNAMIC',
  indonesia: 'ID_BCA_VA',
  directDebit: 'PH_GCASH_DIRECT_DEBIT',
  thailand: 'THAI_DYNAMIC_QR',
  malaysia: 'MY_TNG_URL',
};

/**
 * The console's values by member name, for an operation of `family` in `currency`.
 * @param {{ plugin: string, currency: string, country: string }} family
 * @returns {Record<string, unknown>}
 */
const knownValues = (family) => ({
  userId: 'payer-0001',
  amount: AMOUNT[/** @type {keyof typeof AMOUNT} */ (family.currency)] ?? 10000,
  refundAmount: family.currency === 'IDR' ? 5000 : 10000,
  customerName: 'Juan dela Cruz',
  email: 'juan@example.com',
  mobile: MOBILE[/** @type {keyof typeof MOBILE} */ (family.currency)],
  courierMobile: MOBILE[/** @type {keyof typeof MOBILE} */ (family.currency)],
  channelCode: CHANNEL[/** @type {keyof typeof CHANNEL} */ (family.plugin)],
  notifyUrl: 'https://merchant.example/notifications',
  refundCallbackUrl: 'https://merchant.example/notifications/refunds',
  redirectUrl: 'https://merchant.example/return',
  countryCode: family.country,
  currency: family.currency,
  terminalType: 'WEB',
  accountName: 'Maria Santos',
  accountNo: '1234567890',
  transferCode: 'CIMB',
  accountTaxId: '1101700203451',
  problemDescription: 'Paid on delivery; the payment still shows PENDING',
  proofImage: ['bluepay/onboard/extern/receipt.jpg'],
  payMethodCode: 'BANK',
  bankCode: 'BCA',
  fileName: 'agreement.pdf',
  fileContent: 'JVBERi0xLjQKJSVFT0YK',
});

/** Members a create makes anew each time: a prefix, then the run's time and a random number. */
const FRESH = {
  mchOrderId: 'order',
  idempotencyId: 'idem',
  mchRefundOrderId: 'refund',
  requestId: 'auth',
  splitMerchantOrderReturnNo: 'return',
  partnerReferenceNo: 'awb',
};

/**
 * Optional members an example carries: those every real call sends (as the console's forms do), and the
 * id a lookup needs one of (the SDK refuses a lookup by none).
 */
const CARRIED = new Set([
  'redirectUrl',
  'countryCode',
  'currency',
  'terminalType',
  'refundCallbackUrl',
  'amount',
  'bankCode',
  'mchOrderId',
  'originalTransactionId',
  'requestId',
]);

/** A date member (`yyyy-MM-dd`): the date of the run is not a JSON Schema fact, so a fixed day. */
const DAY = '2026-01-15';

/**
 * A value `schema` accepts, from its type and constraints.
 * @param {Record<string, any>} schema
 * @returns {unknown}
 */
function sampleOf(schema) {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.examples)) return schema.examples[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options)) return sampleOf(options.find((option) => option.type !== 'null') ?? {});
  if (schema.type === 'object') return objectOf(schema, () => undefined);
  if (schema.type === 'array') return [sampleOf(schema.items ?? {})];
  if (schema.type === 'integer' || schema.type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (schema.type === 'boolean') return true;
  if (String(schema.pattern ?? '').includes('\\d{4})-(\\d{2})-(\\d{2})')) return DAY;
  if (schema.format === 'uri') return 'https://merchant.example/notifications';
  return 'example'.padEnd(schema.minLength ?? 0, '0');
}

/**
 * An object `schema` accepts: its required members, each the known value of its name or a value of its schema.
 * @param {Record<string, any>} schema @param {(name: string) => unknown} known
 */
function objectOf(schema, known) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.keys(properties)
      .filter(
        (name) => name !== 'timestamp' && (required.has(name) || (CARRIED.has(name) && known(name) !== undefined)),
      )
      .map((/** @type {string} */ name) => [name, known(name) ?? sampleOf(properties[name] ?? {})]),
  );
}

/**
 * Example params of an operation of `family` whose params are `schema` (the first of several variants).
 * @param {Record<string, any>} schema
 * @param {{ plugin: string, currency: string, country: string }} family
 * @param {boolean} creates whether the operation makes a record (its ids are then fresh)
 */
export function exampleParams(schema, family, creates) {
  const known = knownValues(family);
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  return objectOf(variant, (name) => {
    if (Object.hasOwn(FRESH, name))
      return `${FRESH[/** @type {keyof typeof FRESH} */ (name)]}${creates ? '{{$timestamp}}{{$randomInt}}' : '0001'}`;
    if (/date$/i.test(name)) return DAY;
    if (name === 'originalTransactionId') return 'T0001';
    return known[name];
  });
}
