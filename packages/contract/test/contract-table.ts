// Maps every fixture to the check that runs it. One row per fixture: adding a fixture is adding a row.
import type { AnyEndpoint, CallOptions, Client, NotificationSource } from '@lintas/core';
import {
  createAuthorizationUrl,
  createPayment as createDirectDebitPayment,
  directDebit,
  queryPayment as queryDirectDebitPayment,
} from '@lintas/direct-debit';
import {
  createDynamicVirtualAccount,
  createPayment as createIndonesianPayment,
  createPayout as createIndonesianPayout,
  createStaticVirtualAccount,
  indonesia,
  listStaticVirtualAccountPayments,
} from '@lintas/indonesia';
import {
  createPayment as createMalaysianPayment,
  createPayout as createMalaysianPayout,
  createQrCode as createMalaysianQrCode,
  malaysia,
  queryWebpay,
} from '@lintas/malaysia';
import {
  closePayment,
  createPayment as createNeutralPayment,
  downloadReport,
  listCheckoutChannels,
  listRefunds,
  neutral,
  queryBalanceV2,
  queryPayment as queryNeutralPayment,
  queryPayout,
} from '@lintas/neutral';
import {
  createPayment as createPhilippinePayment,
  createPayout as createPhilippinePayout,
  createStaticCode,
  queryPayment as queryPhilippinePayment,
} from '@lintas/philippines';
import type { Sandbox } from '@lintas/sandbox';
import { createDirectDebitPayment as createSnapDirectDebitPayment } from '@lintas/snap';
import {
  createCashOnDeliveryQrCode,
  createQrCode,
  createPayout as createThaiPayout,
  createTicket,
  createWebpay,
  listCashOnDeliveryQrPayments,
  listQrPayments,
  queryCashOnDeliveryQrCode,
  queryTicket,
  thailand,
} from '@lintas/thailand';

/** What a sandbox row's `arrange` gets: the sandbox and an SDK client of its merchant. */
export interface SandboxSession {
  readonly sandbox: Sandbox;
  readonly client: Client;
}

/** A documented request (`req.*`). */
export interface RequestRow {
  readonly fixture: string;
  /** The SDK endpoint that sends it. */
  readonly endpoint: AnyEndpoint;
  /**
   * Per-call options the documented params need, and why; e.g. `formatChecks: false` where the page's
   * own example breaks the page's format table.
   */
  readonly options?: CallOptions;
  readonly optionsBecause?: string;
  /**
   * The answer the local server replays to the SDK: a documented answer fixture (`resp.*`) of the same
   * operation, or, when no page shows one, data the endpoint accepts (the test name says so).
   */
  readonly answer: { readonly fixture: string } | { readonly undocumented: unknown };
  /**
   * The sandbox run: `arrange` creates what the request refers to (the payment it closes, ...) and
   * returns documented members whose VALUES must be replaced (ids the sandbox generates); the members
   * sent stay the documented ones.
   */
  readonly sandbox: { arrange?(session: SandboxSession): Promise<Record<string, unknown> | void> };
}

/** A documented answer (`resp.*`), replayed to the SDK endpoint that reads it. */
export interface AnswerRow {
  readonly fixture: string;
  readonly endpoint: AnyEndpoint;
  /** Valid params of the call whose answer is replayed. */
  readonly params: Record<string, unknown>;
}

/** A documented notification (`notif.*`). */
export interface NotificationRow {
  readonly fixture: string;
  /** Its `eventName`, which Lintas knows and types. */
  readonly eventName: string;
  /** The plugin of the family that sends it, which declares it: a handler knows only its plugins' events. */
  readonly plugins: readonly NotificationSource[];
}

/** Today at the gateway (UTC+8), `YYYY-MM-DD`: payments the sandbox makes now are listed under it, not the page's 2022–2023 dates. */
const gatewayToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const uniquePayment = (mchOrderId: string) => ({
  mchOrderId,
  currency: 'PHP',
  countryCode: 'PH',
  channelType: 'EWALLET',
  channelCode: 'PH_GCASH_URL',
  customerName: 'Juan Dela Cruz',
  email: 'juan@example.com',
  mobile: '09171234567',
  amount: 50010,
  notifyUrl: 'http://127.0.0.1:9/notifications',
  redirectUrl: 'https://merchant.example.com/paid',
  terminalType: 'WEB' as const,
});

const philippinePayment = (mchOrderId: string) => ({
  mchOrderId,
  amount: 50010,
  customerName: 'Juan Dela Cruz',
  channelCode: 'PH_GCASH_URL',
  email: 'juan@example.com',
  mobile: '09171234567',
  notifyUrl: 'http://127.0.0.1:9/notifications',
  redirectUrl: 'https://merchant.example.com/paid',
});

export const requestRows: readonly RequestRow[] = [
  {
    fixture: 'req.payment-query.ph.json',
    endpoint: queryPhilippinePayment,
    answer: { fixture: 'resp.payment-query.ph.success.json' },
    sandbox: {
      async arrange({ client }) {
        await client.call(createPhilippinePayment, philippinePayment('Platform0001'));
      },
    },
  },
  {
    fixture: 'req.payment-query.v2.json',
    endpoint: queryNeutralPayment,
    answer: {
      undocumented: {
        mchOrderId: '10e051066810618100',
        transactionId: 'CU510579106014826496',
        countryCode: 'PH',
        channelCode: 'PH_QRPH_DYNAMIC',
        amount: 10000,
        currency: 'PHP',
        transactionStatus: 'PENDING',
      },
    },
    sandbox: {
      async arrange({ client }) {
        await client.call(createNeutralPayment, uniquePayment('contract-queried-1'));
        return { mchOrderId: 'contract-queried-1' };
      },
    },
  },
  {
    fixture: 'req.payout-create.id.json',
    endpoint: createIndonesianPayout,
    answer: {
      undocumented: {
        mchOrderId: '8af3859431540122100',
        transactionId: 'D1',
        transactionStatus: 'PENDING',
        transactionTime: '2023-05-04 11:43:08',
      },
    },
    sandbox: {},
  },
  {
    fixture: 'req.payment-close.v2.json',
    endpoint: closePayment,
    answer: { fixture: 'resp.payment-close.v2.success.json' },
    sandbox: {
      async arrange({ client }) {
        await client.call(createNeutralPayment, uniquePayment('10e051066810618100'));
      },
    },
  },
  {
    fixture: 'req.checkout-channel.v2.json',
    endpoint: listCheckoutChannels,
    answer: { fixture: 'resp.checkout-channel.v2.success-partial.json' },
    sandbox: {},
  },
  {
    fixture: 'req.payment-create.ph.json',
    endpoint: createPhilippinePayment,
    options: { formatChecks: false },
    optionsBecause: 'the example mobile "123456789" breaks the page’s own 11–14 digits starting 09',
    answer: {
      undocumented: {
        transactionId: 'C1',
        mchOrderId: 'Platform0000058',
        payData: 'https://pay.example/C1',
        channelType: 'URL',
      },
    },
    sandbox: {},
  },
  {
    fixture: 'req.payout-check.v2.json',
    endpoint: queryPayout,
    answer: {
      undocumented: { mchOrderId: 'Platform0001', transactionId: 'D1', amount: 3000, transactionStatus: 'PENDING' },
    },
    sandbox: {
      async arrange({ client }) {
        await client.call(createPhilippinePayout, {
          mchOrderId: 'Platform0001',
          idempotencyId: 'contract-payout-0001',
          amount: 3000,
          accountNo: '09171234567',
          accountName: 'Juan Dela Cruz',
          payMethodCode: 'EWALLET',
          transferCode: 'GCASH',
        });
      },
    },
  },
  {
    fixture: 'req.refund-payments.bluepay.json',
    endpoint: listRefunds,
    answer: { undocumented: [] },
    sandbox: {
      async arrange({ client, sandbox }) {
        const { transactionId } = await client.call(createNeutralPayment, uniquePayment('contract-refunded-1'));
        sandbox.completePayment({ transactionId });
        return { originalTransactionId: transactionId };
      },
    },
  },
  {
    fixture: 'req.report-download.bluepay-jt.json',
    endpoint: downloadReport,
    answer: { fixture: 'resp.report-download.bluepay-jt.success.json' },
    sandbox: {},
  },
  {
    fixture: 'req.report-download.bluepay-jt.2026.json',
    endpoint: downloadReport,
    // The page's response example is cut off in our copy; its file description names the package so.
    answer: {
      undocumented: {
        downloadUrl:
          'https://calf.oss-cn-hongkong.aliyuncs.com/money/payment/file/Settlement_M100001_20260521020000.zip.gpg?Expires=1779300000',
      },
    },
    sandbox: {},
  },
  {
    fixture: 'req.payment-create.id.json',
    endpoint: createIndonesianPayment,
    answer: {
      undocumented: {
        transactionId: 'C2',
        mchOrderId: 'Platform0000001',
        payData: '8558010100012839',
        channelType: 'VA',
      },
    },
    sandbox: {},
  },
  {
    fixture: 'req.direct-debit-authorization.bluepay-jt.json',
    endpoint: createAuthorizationUrl,
    answer: {
      undocumented: {
        requestId: 'Joey0ub5yxzecu4c866ub100',
        userId: 'u0009',
        channelCode: 'BLUEPAY_DIRECT_DEBIT',
        authUrl: 'https://pay.example/auth',
      },
    },
    sandbox: {},
  },
  {
    fixture: 'req.direct-debit-detail.bluepay-jt.json',
    endpoint: queryDirectDebitPayment,
    answer: {
      undocumented: {
        mchOrderId: 'PC880001',
        transactionId: 'TX1',
        channelCode: 'BLUEPAY_DIRECT_DEBIT',
        transactionStatus: 'PENDING',
        amount: 10000,
      },
    },
    sandbox: {
      // A direct-debit payment to look up, under another order id: the Thai QR rows pay the page's PC880001.
      async arrange({ client, sandbox }) {
        const { requestId } = await client.call(createAuthorizationUrl, {
          requestId: 'contractdetail1',
          userId: 'contractpayer1',
          channelCode: 'BLUEPAY_DIRECT_DEBIT',
          notifyUrl: 'http://127.0.0.1:9/notifications',
          redirectUrl: 'https://merchant.example.com/authorized',
          terminalType: 'WEB',
        });
        const { payToken } = sandbox.authorize(requestId);
        await client.call(createDirectDebitPayment, {
          mchOrderId: 'contractdetail1',
          amount: 10000,
          channelCode: 'BLUEPAY_DIRECT_DEBIT',
          payToken,
          notifyUrl: 'http://127.0.0.1:9/notifications',
        });
        return { mchOrderId: 'contractdetail1' };
      },
    },
  },
  {
    fixture: 'req.static-code-create.ph.json',
    endpoint: createStaticCode,
    options: { formatChecks: false },
    optionsBecause: 'the example mobile "123456789" breaks the page’s own 11–14 digits starting 09',
    answer: {
      undocumented: {
        mchOrderId: 'Platform0000058',
        payData: '000201...',
        channelCode: 'PH_QRPH_STATIC',
        createTime: '2023-03-22 10:20:32',
        status: 'ACTIVE',
        channelType: 'QR',
      },
    },
    sandbox: {},
  },
  {
    fixture: 'req.balance-v2.ezpaytechs.json',
    endpoint: queryBalanceV2,
    answer: { fixture: 'resp.balance-v2.ezpaytechs.success.json' },
    sandbox: {},
  },
  {
    fixture: 'req.qr-generate.bluepay.param-only.json',
    endpoint: createQrCode,
    answer: {
      undocumented: {
        mchOrderId: 'PC880001',
        transactionId: 'C1051669624201385891',
        qrCodeContent: '00020101021229370016A000000677010112',
      },
    },
    sandbox: {},
  },
  {
    fixture: 'req.qr-generate.paycools-my.param-only.json',
    endpoint: createMalaysianQrCode,
    // The page shows the answer's table, no example.
    answer: {
      undocumented: { mchOrderId: 'PC880001', qrCodeContent: '00020201021226580014A000000615000101' },
    },
    sandbox: {
      // The Thai page's example takes the same order id PC880001: this one goes under its own.
      async arrange() {
        return { mchOrderId: 'PC880001MY' };
      },
    },
  },
  {
    fixture: 'req.qr-payment-list.bluepay.json',
    endpoint: listQrPayments,
    answer: { fixture: 'resp.qr-payment-list.bluepay.success.json' },
    sandbox: {
      // The page's code PC880001, paid today (the QR create row above may have made it already): listed
      // under today's date, since the sandbox's payments are made now, not in November 2022.
      async arrange({ client, sandbox }) {
        const existing = sandbox.state().payments.find((payment) => payment.mchOrderId === 'PC880001');
        const transactionId =
          existing?.transactionId ??
          (
            await client.call(createQrCode, {
              mchOrderId: 'PC880001',
              channelCode: 'THAI_DYNAMIC_QR',
              amount: 1000,
              notifyUrl: 'https://example.com/',
              remark: 'example',
            })
          ).transactionId;
        if ((existing?.status ?? 'PENDING') === 'PENDING') sandbox.completePayment({ transactionId });
        return { startDate: gatewayToday(), endDate: gatewayToday() };
      },
    },
  },
  {
    fixture: 'req.jt-qrcode-detail.bluepay-jt.param-only.json',
    endpoint: queryCashOnDeliveryQrCode,
    // The page's answer example is cut off in the copy read: data of its answer table.
    answer: {
      undocumented: {
        mchOrderId: 'PC880001',
        qrCodeId: 'QR1',
        transactionId: 'TX1',
        qrCodeContent: '00020101021229370016A000000677010112',
        transactionStatus: 'PENDING',
        qrStatus: 'ACTIVE',
        amount: 1000,
        fee: 0,
        totalAmount: 1000,
        businessType: 1,
        projectType: 'PPCASH',
        items: [],
      },
    },
    sandbox: {
      // A J&T code under another order id: the Thai QR rows above made a payment under the page's PC880001.
      async arrange({ client }) {
        await client.call(createCashOnDeliveryQrCode, {
          mchOrderId: 'contractjtqr1',
          channelCode: 'THAI_DYNAMIC_QR',
          amount: 1000,
          notifyUrl: 'https://example.com/',
        });
        return { mchOrderId: 'contractjtqr1' };
      },
    },
  },
  {
    fixture: 'req.jt-qrcode-payments.bluepay-jt.param-only.json',
    endpoint: listCashOnDeliveryQrPayments,
    // The page's answer example is cut off in the copy read.
    answer: { undocumented: [] },
    sandbox: {
      // A J&T code paid today: listed under today's date, not the page's November 2022.
      async arrange({ client, sandbox }) {
        const { transactionId } = await client.call(createCashOnDeliveryQrCode, {
          mchOrderId: 'contractjtqr2',
          channelCode: 'THAI_DYNAMIC_QR',
          amount: 2500,
          notifyUrl: 'https://example.com/',
        });
        sandbox.completePayment({ transactionId: transactionId ?? '' });
        return { mchOrderId: 'contractjtqr2', startDate: gatewayToday(), endDate: gatewayToday() };
      },
    },
  },
  {
    fixture: 'req.ticket-add.bluepay-jt.param-only-partial.json',
    endpoint: createTicket,
    // The page shows the answer's table (requestId, ticketNo), no example.
    answer: { undocumented: { requestId: 'wwtestce20252902', ticketNo: '20251029100000000001' } },
    sandbox: {
      // The J&T payment the page's ticket is about, under its own order id and amount.
      async arrange({ client }) {
        await client.call(createCashOnDeliveryQrCode, {
          mchOrderId: 'wwwwentestmchOrderId2705',
          channelCode: 'THAI_DYNAMIC_QR',
          amount: 100000,
          notifyUrl: 'https://example.com/',
        });
      },
    },
  },
  {
    fixture: 'req.ticket-search.bluepay-jt.json',
    endpoint: queryTicket,
    answer: { fixture: 'resp.ticket-search.bluepay-jt.success.json' },
    sandbox: {
      // The ticket of the row above, under the number the sandbox gave it and its request id.
      async arrange({ sandbox }) {
        const ticket = sandbox.state().tickets.find((candidate) => candidate.requestId === 'wwtestce20252902');
        return { requestId: 'wwtestce20252902', ticketNo: ticket?.ticketNo ?? '' };
      },
    },
  },
  {
    fixture: 'req.payment-create.paycools-id-dynamic-va.json',
    endpoint: createDynamicVirtualAccount,
    answer: { fixture: 'resp.payment-create.paycools-id-dynamic-va.success-partial.json' },
    sandbox: {},
  },
  {
    fixture: 'req.static-va-payments.paycools-id.json',
    endpoint: listStaticVirtualAccountPayments,
    answer: { fixture: 'resp.static-va-payments.paycools-id.success-partial.json' },
    sandbox: {
      // A static VA under the documented order id, paid today; listed under today's date. The dynamic VA
      // row above used the same order id for a payment, which a static VA (a code, not a payment) may share.
      async arrange({ client, sandbox }) {
        await client.call(createStaticVirtualAccount, {
          mchOrderId: 'TestMchOrderIdP0001',
          channelCode: 'ALFAMART_VA',
          customerName: 'test',
          notifyUrl: 'http://test',
        });
        sandbox.payStaticCode('TestMchOrderIdP0001', { amount: 10000 });
        return { startDate: gatewayToday(), endDate: gatewayToday() };
      },
    },
  },
  {
    fixture: 'req.webpay-detail.paycools-my.json',
    endpoint: queryWebpay,
    answer: {
      undocumented: {
        mchOrderId: 'finexusM000100004',
        payUrl: 'https://uat.pbebank.com/eaijct/Public_Bank/JunctionManager?RDO=ReqToPay',
      },
    },
    sandbox: {
      // The WebPay create path is not public: the sandbox answers the detail of a Malaysian payment.
      async arrange({ client }) {
        await client.call(createMalaysianPayment, {
          mchOrderId: 'finexusM000100004',
          amount: 5610,
          customerName: 'user01',
          channelCode: 'MY_TNG_URL',
          notifyUrl: 'https://test.com',
          email: 'Platform@gmail.com',
          mobile: '0123456789',
        });
      },
    },
  },
  {
    // The page's example leaves out accountType, which its table marks required: the SDK and the sandbox
    // take it as optional (https://docs.paycools.com.my/en/Disbursement/Disburse.html).
    fixture: 'pages/req.payout-create.paycools-my.json',
    endpoint: createMalaysianPayout,
    answer: { fixture: 'pages/resp.payout-create.paycools-my.success.json' },
    sandbox: {},
  },
];

export const answerRows: readonly AnswerRow[] = [
  {
    fixture: 'resp.ticket-search.bluepay-jt.success.json',
    endpoint: queryTicket,
    params: { ticketNo: '20251017145803' },
  },
  {
    fixture: 'resp.direct-debit-detail.paycools-jt.success.json',
    endpoint: queryDirectDebitPayment,
    params: { mchOrderId: 'DD20240101120000' },
  },
  {
    fixture: 'resp.payment-query.ph.success.json',
    endpoint: queryPhilippinePayment,
    params: { mchOrderId: 'Platform0000001_30' },
  },
  {
    fixture: 'resp.payment-close.v2.success.json',
    endpoint: closePayment,
    params: { mchOrderId: '10e051066810618100', countryCode: 'PH' },
  },
  {
    fixture: 'resp.checkout-channel.v2.success-partial.json',
    endpoint: listCheckoutChannels,
    params: { countryCode: 'PH' },
  },
  {
    fixture: 'resp.report-download.bluepay-jt.success.json',
    endpoint: downloadReport,
    params: { countryCode: 'TH', transDate: '2023-12-25', transType: 2 },
  },
  { fixture: 'resp.balance-v2.ezpaytechs.success.json', endpoint: queryBalanceV2, params: { currency: 'USD' } },
  {
    fixture: 'resp.qr-payment-list.bluepay.success.json',
    endpoint: listQrPayments,
    params: { mchOrderId: 'PC880001', startDate: '2022-11-01', endDate: '2022-11-28' },
  },
  {
    fixture: 'resp.payment-create.paycools-id-dynamic-va.success-partial.json',
    endpoint: createDynamicVirtualAccount,
    params: {
      mchOrderId: 'TestMchOrderIdP0001',
      amount: 10000,
      email: 'test@123.com',
      customerName: 'test',
      notifyUrl: 'http://test',
      channelCode: 'ALFAMART_VA',
    },
  },
  {
    fixture: 'resp.static-va-payments.paycools-id.success-partial.json',
    endpoint: listStaticVirtualAccountPayments,
    params: { mchOrderId: 'TestMchOrderIdP0001', startDate: '2023-01-02', endDate: '2023-01-03' },
  },
  {
    fixture: 'pages/resp.payout-create.paycools-my.success.json',
    endpoint: createMalaysianPayout,
    params: {
      mchOrderId: 'TestMchOrderIdD0001',
      idempotencyId: 'TestMchOrderIdD0001',
      amount: 100,
      payMethodCode: 'BANK',
      transferCode: 'RHBB',
      accountNo: '1234',
      accountName: 'account',
    },
  },
];

export const notificationRows: readonly NotificationRow[] = [
  { fixture: 'notif.direct-debit-authorization.v2.json', eventName: 'token.create.success', plugins: [directDebit] },
  { fixture: 'notif.direct-debit-payment.bluepay-jt.json', eventName: 'direct.debit.success', plugins: [directDebit] },
  { fixture: 'notif.payment.paycools-id-dynamic-va.json', eventName: 'payment.success', plugins: [indonesia] },
  { fixture: 'notif.refund.bluepay.json', eventName: 'payment.refund.success', plugins: [neutral] },
  // BluePay's page (Thailand: orders of thailand.createWebpay); Malaysia's WebPay names its events alike.
  {
    fixture: 'notif.payment.bluepay-webpay.param-only.json',
    eventName: 'order.payment.success',
    plugins: [thailand, malaysia],
  },
  { fixture: 'notif.settlement.bluepay-jt.param-only.json', eventName: 'settle.payment.success', plugins: [thailand] },
  {
    fixture: 'notif.settlement-v2.bluepay-jt.param-only.json',
    eventName: 'settle.payment.success',
    plugins: [thailand],
  },
  { fixture: 'notif.ticket.bluepay-jt.param-only.json', eventName: 'ticket.status.closed', plugins: [thailand] },
  {
    fixture: 'notif.payment-verification.paycools-id-alfamart.json',
    eventName: 'payment.verification',
    plugins: [indonesia],
  },
  { fixture: 'notif.qr-payment.bluepay-jt.param-only.json', eventName: 'qrcode.payment.success', plugins: [thailand] },
];

/** A documented request of which no stored copy of its page shows an example param: no fixture can hold it. */
export interface RequestWithoutExample {
  /** The SDK endpoint that sends it; its own test builds its params from the pages' tables. */
  readonly endpoint: AnyEndpoint;
  /** The pages that document it, as stored. */
  readonly pages: readonly string[];
  /** What the stored pages show in place of an example. */
  readonly shows: string;
}

/** The requests of money-moving operations whose stored pages show no example param. */
export const requestsWithoutExample: readonly RequestWithoutExample[] = [
  {
    endpoint: createWebpay,
    pages: ['https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html'],
    shows:
      'its request and response tables (WeChat fields included); no request or answer example in the stored copy. PayCools Malaysia serves the same path, but its create page is not public: the Malaysian shape is undocumented',
  },
  {
    endpoint: createSnapDirectDebitPayment,
    pages: [
      'https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html',
      'https://developer.ifortepay.id/snap/payment-gateway/direct-debit/payment',
    ],
    shows:
      'EZTrans’s own page of service 54 is not in the stored copies: its status check (service 55) names it, and SNAP’s standard page gives the body table; no request or answer example',
  },
  {
    endpoint: createCashOnDeliveryQrCode,
    pages: ['https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html'],
    shows: 'its param, item and response tables; no request or answer example in the stored copies',
  },
  {
    endpoint: createThaiPayout,
    pages: [
      'https://docs.bluepay.asia/en/Disbursement/Disburse.html',
      'https://jtdocs.bluepay.asia/en/Disbursement/Disburse.html',
      'https://docs-wallet.bluepay.asia/en/Disbursement/Disburse.html',
    ],
    shows:
      'the param table; the J&T and wallet copies then the "Request Example" and "Request Body" headings with no body, the docs.bluepay.asia copy a request body cut short after its sign in the stored copy, its param not shown',
  },
];

/**
 * Fixtures of operations the SDK does not model yet, with the reason. Each must leave this list (and
 * get its row above) when its operation lands; the completeness test fails on a fixture in neither.
 */
export const pendingFixtures: Readonly<Record<string, string>> = {};

/**
 * Fixtures of a copy of an operation that Lintas does not send as the page shows it, each with the test
 * that compares it with what Lintas sends.
 */
export const fixturesCheckedElsewhere: Readonly<Record<string, string>> = {
  // The older flat API (members in the body, callbackUrl), next to the envelope API Lintas sends.
  'req.direct-debit-pay.paycools-jt.flat.json': 'test/direct-debit-pay.test.ts',
  // Leaves out three fields the page's table marks mandatory: the SDK refuses it as shown, before sending.
  'pages/req.disbursement-create.paycools-id.json': 'test/refused-examples.test.ts',
};
