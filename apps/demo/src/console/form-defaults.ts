import type { Operation } from './catalog.js';
import { countryOf } from './money.js';

/** What starting values are made of. */
export interface DefaultsContext {
  /** A fresh merchant id with `prefix`: letters and digits, 10–32 characters. */
  readonly newId: (prefix: string) => string;
  /** The receiver's URL for notifications of `topic`. */
  readonly notifyUrl: (topic: string) => string;
  /** Today at the gateway, `YYYY-MM-DD`. */
  readonly today: string;
  /** For a SNAP operation: the app id of the console's merchant on its site, the `merchantId` it sends. */
  readonly merchantId?: string;
}

/** The starting values of a form. */
export interface FormDefaults {
  /** By field name, as typed in the form. */
  readonly values: Readonly<Record<string, string>>;
  /** For variant params, the values that differ by option: by the key's value, then field name. */
  readonly variants?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const MOBILE: Readonly<Record<string, string>> = {
  PHP: '09171234567',
  IDR: '081234567890',
  MYR: '0123456789',
  THB: '0812345678',
};
const CHANNEL: Readonly<Record<string, string>> = {
  philippines: 'PH_QRPH_DYNAMIC',
  neutral: 'PH_QRPH_DYNAMIC',
  indonesia: 'ID_BCA_VA',
  directDebit: 'PH_GCASH_DIRECT_DEBIT',
};
// Major units, as the form shows amounts.
const AMOUNT: Readonly<Record<string, string>> = { PHP: '500.10', IDR: '15000', THB: '100.00', MYR: '500.10' };
const REFUND_AMOUNT: Readonly<Record<string, string>> = { IDR: '5000' };
const TOPIC: Readonly<Record<string, string>> = { directDebit: 'authorizations', thailand: 'static-payments' };
/** Where a payout goes, by pay method: a bank account, or a wallet's mobile number. */
const PAYOUT_TARGETS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  BANK: { accountNo: '1234567890', transferCode: 'CIMB' },
  EWALLET: { accountNo: '09171234567', transferCode: 'GCASH' },
  // https://docs-v240402.paycools.com.ph/zh/DisbursementV2/Disburse.html: a SCANQR payout's accountNo is
  // the content of the QR code the payee shows (a QR Ph code), and it goes without a transferCode.
  SCANQR: {
    accountNo:
      '00020101021127630011ph.ppmi.p2m0111GCASHPHPXXX0316MANGINASAL000120416MANGINASAL00012520458145303608540550.005802PH5911MANG INASAL6006MANILA6304ABCD',
    transferCode: '',
  },
};
/** Optional fields that start filled in: every real call carries them, or a rule across fields needs them. */
const CARRIED = new Set([
  'redirectUrl',
  'countryCode',
  'currency',
  'terminalType',
  'refundCallbackUrl',
  'amount',
  'bankCode',
  // A WebPay order by link (`WECHAT_URL`) needs the payer's IP (https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html).
  'payerClientIp',
]);
/** The ids an operation that creates something is keyed by, and the prefix of a new one. */
const NEW_IDS: Readonly<Record<string, string>> = {
  mchOrderId: 'order',
  idempotencyId: 'idem',
  mchRefundOrderId: 'refund',
  requestId: 'auth',
  splitMerchantOrderReturnNo: 'return',
  partnerReferenceNo: 'awb',
};

/** SNAP's MONEY in IDR, as typed in a form's JSON field. */
const idr = (value: string) => JSON.stringify({ value, currency: 'IDR' });

/** A minimal PDF (`%PDF-1.4` and an end-of-file mark), base64: a proof file the gateway accepts as a file. */
const SAMPLE_PDF = 'JVBERi0xLjQKJSVFT0YK';

// Channel codes named in a field's documentation, e.g. `PH_QRPH_STATIC` in "The static channel, e.g. ...".
const CODE_IN_DOC = /`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g;

/** The channel codes a field's documentation gives as examples, in order. */
export function documentedChannels(doc: string): string[] {
  return [...doc.matchAll(CODE_IN_DOC)].map((match) => match[1] ?? '').filter(Boolean);
}

function channelOf(operation: Operation): string | undefined {
  const examples = documentedChannels(operation.fields.find((field) => field.name === 'channelCode')?.doc ?? '');
  const usual = CHANNEL[operation.family];
  return usual && (examples.length === 0 || examples.includes(usual)) ? usual : (examples[0] ?? usual);
}

/**
 * The fields whose value must be new for each call of `operation`: the merchant ids that key an
 * operation creating something (`createPayment`'s `mchOrderId`, `createRefund`'s `mchRefundOrderId`, a
 * payout's `idempotencyId`, ...). An operation on an existing record (`closePayment`, `cancelStaticCode`)
 * names that record with the same fields, so they are not new there.
 */
export function freshFields(operation: Operation): string[] {
  const { retry } = operation.endpoint;
  if (retry === 'read' || !operation.name.startsWith('create')) return [];
  return retry.keys.filter((key) => Object.hasOwn(NEW_IDS, key));
}

/**
 * Starting values for the form of `operation`, by field name: fresh merchant ids, the demo payer,
 * the console's notification URLs, today's date, a sample amount in major units, a channel its
 * documentation names. Fields it has no sensible value for (the id of an earlier transaction, ...)
 * stay empty for the page to fill.
 */
export function formDefaults(operation: Operation, context: DefaultsContext): FormDefaults {
  const currency = operation.currency;
  const fresh = new Set(freshFields(operation));
  const known: Record<string, string | undefined> = {
    userId: 'payer-0001',
    // SNAP's amounts are MONEY, as typed in a JSON field.
    amount: operation.family === 'snap' ? idr('150000.00') : AMOUNT[currency],
    refundAmount: REFUND_AMOUNT[currency] ?? '100.00',
    customerName: 'Juan dela Cruz',
    email: 'juan@example.com',
    mobile: MOBILE[currency],
    channelCode: channelOf(operation),
    notifyUrl: context.notifyUrl(TOPIC[operation.family] ?? 'payments'),
    refundCallbackUrl: context.notifyUrl('refunds'),
    redirectUrl: 'https://merchant.example/return',
    countryCode: countryOf(currency),
    currency,
    terminalType: 'WEB',
    accountName: 'Maria Santos',
    // A Thai bank payout names the payee's ID card number (https://docs.bluepay.asia/en/Disbursement/Disburse.html).
    accountTaxId: '1101700203451',
    // A ticket about a J&T payment (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/AddIssueFromOpen.html).
    courierMobile: MOBILE[currency],
    transactionDate: context.today,
    problemDescription: 'Paid on delivery; the payment still shows PENDING',
    proofImage: 'bluepay/onboard/extern/receipt.jpg',
    payMethodCode: 'BANK',
    bankCode: 'BCA',
    transDate: context.today,
    startDate: context.today,
    endDate: context.today,
    transType: '2',
    fileName: 'agreement.pdf',
    fileContent: SAMPLE_PDF,
    ...PAYOUT_TARGETS['BANK'],
    // SNAP: a cash-on-delivery parcel's goods and freight (https://docs-snap-cargo.paycools.co.id/en/SnapApi/GenerateQr.html),
    // an ATM code's amount (its additionalInfo: https://docs-snap.eztrans.co.id/en/SnapApi/GenerateATMQr.html).
    merchantId: context.merchantId,
    codAmount: idr('150000.00'),
    frtAmount: idr('12000.00'),
    additionalInfo: JSON.stringify({ amount: JSON.parse(idr('50000.00')) }),
    // A direct debit's registered card, as the sandbox takes any (its own page is not public).
    bankCardToken: 'card-token-0001',
    payerClientIp: '203.0.113.7',
  };
  for (const name of fresh) known[name] = context.newId(NEW_IDS[name] ?? 'id');
  const values: Record<string, string> = {};
  for (const field of operation.fields) {
    const value = known[field.name];
    // Optional fields start empty (not sent), except the few every real call carries.
    if (value === undefined || (!field.required && !CARRIED.has(field.name))) continue;
    values[field.name] = value;
  }
  const key = operation.fields.find(
    (field) => field.when === undefined && field.kind === 'choice' && field.name === operation.variantKey,
  );
  if (!key) return { values };
  const variants = Object.fromEntries(
    (key.options ?? []).map((option) => [String(option), PAYOUT_TARGETS[String(option)] ?? {}]),
  );
  values[key.name] = String(key.options?.[0] ?? '');
  return { values: { ...values, ...variants[values[key.name] ?? ''] }, variants };
}
