import type { SandboxState } from '@lintas/sandbox';
import { authorizationParams, neutralPaymentParams, uniqueId } from '@lintas/testing';
import type { FaultBench } from './start-fault-bench.js';

/** Params of a call, as the suite builds them. */
export type Params = Record<string, unknown>;

/** A money-moving (or record-creating) operation of a family, with what the suite needs to drive it. */
export interface MoneyMovingOperation {
  /** `<plugin>.<endpoint>`, e.g. `philippines.createPayout`. */
  readonly endpoint: string;
  /** Which variant, when one endpoint moves money in more than one way (e.g. a direct-debit payment). */
  readonly variant?: string;
  /** Prepares on the sandbox what the call needs (through the direct client) and answers fresh params. */
  prepare(bench: FaultBench): Promise<Params>;
  /** The records the sandbox committed for a call with `params` (for a state change: the changed record). */
  committed(state: SandboxState, params: Params): readonly object[];
  /** `[data member, record member]` pairs that must be equal when the answer has the data member. */
  readonly identity: readonly (readonly [string, string])[];
}

/** The display name of an operation: its endpoint and variant. */
export const operationName = (operation: MoneyMovingOperation): string =>
  operation.variant ? `${operation.endpoint} (${operation.variant})` : operation.endpoint;

/** A fresh letters-and-digits id of 10–32 characters, as the Indonesian and Thai pages require. */
const plainId = (prefix: string) => uniqueId(prefix).replace(/-/g, '').padEnd(10, '0');

const byOrder = <TRecord extends { mchOrderId: string }>(records: readonly TRecord[], params: Params): TRecord[] =>
  records.filter((record) => record.mchOrderId === params['mchOrderId']);

const payoutIdentity = [
  ['mchOrderId', 'mchOrderId'],
  ['transactionId', 'transactionId'],
] as const;

/** A PHP 500.10 GCash payment under a fresh order id, with `overrides`. */
const philippinePayment = (overrides: Params = {}): Params => ({ ...neutralPaymentParams(), ...overrides });

/**
 * Every operation of every family whose endpoint has a write retry policy, with params the sandbox
 * accepts. `uploadProofFile` is left out: it moves no money, and its write policy is another finding's.
 */
export const moneyMovingOperations: readonly MoneyMovingOperation[] = [
  {
    endpoint: 'philippines.createPayment',
    prepare: async () => {
      const {
        currency: _currency,
        countryCode: _country,
        channelType: _type,
        terminalType: _terminal,
        ...params
      } = philippinePayment();
      return params;
    },
    committed: (state, params) => byOrder(state.payments, params),
    identity: [['transactionId', 'transactionId']],
  },
  {
    endpoint: 'philippines.createPayout',
    prepare: async () => ({
      mchOrderId: uniqueId('out'),
      idempotencyId: uniqueId('idem-out'),
      amount: 150000,
      accountNo: '001234567890',
      accountName: 'Jose Reyes',
      payMethodCode: 'BANK',
      transferCode: 'CIMB',
      remark: 'supplier invoice 77',
    }),
    committed: (state, params) => byOrder(state.payouts, params),
    identity: payoutIdentity,
  },
  {
    endpoint: 'philippines.createPayout',
    variant: 'scanned QR code',
    // https://docs-v240402.paycools.com.ph/zh/DisbursementV2/Disburse.html: the QR code's content as accountNo
    prepare: async () => ({
      mchOrderId: uniqueId('qr-out'),
      idempotencyId: uniqueId('idem-qr-out'),
      amount: 7500,
      accountNo: '00020101021127630011ph.ppmi.p2m0111GCASHPHPXXX5802PH5911MANG INASAL6006MANILA6304ABCD',
      accountName: 'MANG INASAL',
      payMethodCode: 'SCANQR',
      idCardExpiryDate: '2030-05-26',
      gender: 1,
      remark: 'supplier paid by QR',
    }),
    committed: (state, params) => byOrder(state.payouts, params),
    identity: payoutIdentity,
  },
  {
    endpoint: 'philippines.createStaticCode',
    prepare: async () => ({
      mchOrderId: uniqueId('code'),
      customerName: 'Sari-Sari Store 12',
      channelCode: 'PH_QRPH_STATIC',
      notifyUrl: 'https://merchant.example.com/notify',
      email: 'store12@example.com',
      mobile: '09171234567',
    }),
    committed: (state, params) => byOrder(state.staticCodes, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['payData', 'payData'],
    ],
  },
  {
    endpoint: 'philippines.cancelStaticCode',
    prepare: async ({ direct }) => {
      const code = await direct.philippines.createStaticCode({
        mchOrderId: uniqueId('cancel'),
        customerName: 'Sari-Sari Store 7',
        channelCode: 'PH_QRPH_STATIC',
        email: 'store7@example.com',
        mobile: '09171234567',
      });
      return { mchOrderId: code.mchOrderId, channelCode: 'PH_QRPH_STATIC' };
    },
    committed: (state, params) => byOrder(state.staticCodes, params).filter((code) => code.status === 'CANCEL'),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['payData', 'payData'],
      ['status', 'status'],
    ],
  },
  {
    endpoint: 'indonesia.createPayment',
    prepare: async () => ({
      mchOrderId: uniqueId('id-pay'),
      amount: 50000,
      channelCode: 'ID_BCA_VA',
      customerName: 'Siti Rahma',
      email: 'siti@example.com',
      mobile: '081234567890',
      notifyUrl: 'https://merchant.example.com/notify',
    }),
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
      ['payData', 'payData'],
    ],
  },
  {
    endpoint: 'indonesia.createPayout',
    prepare: async () => ({
      mchOrderId: uniqueId('id-payout'),
      idempotencyId: uniqueId('id-idempotency'),
      amount: 150000,
      accountNo: '1234567890',
      accountName: 'Budi Santoso',
      mobile: '081234567890',
      payMethodCode: 'BANK',
      transferCode: 'CIMB',
    }),
    committed: (state, params) => byOrder(state.payouts, params),
    identity: payoutIdentity,
  },
  {
    endpoint: 'indonesia.createDisbursement',
    prepare: async () => {
      const mchOrderId = plainId('Disburse');
      return {
        mchOrderId,
        idempotencyId: `${mchOrderId}T1`,
        amount: 50000,
        accountNo: '109594480004',
        accountName: 'Budi Santoso',
        payMethodCode: 'BANK',
        bankCode: 'CIMB',
        disbursementType: 'BI_FAST',
      };
    },
    committed: (state, params) => byOrder(state.payouts, params),
    identity: payoutIdentity,
  },
  {
    endpoint: 'indonesia.createDynamicVirtualAccount',
    prepare: async () => ({
      mchOrderId: plainId('DynamicVa'),
      amount: 10000,
      email: 'test@example.com',
      mobile: '81234567890',
      customerName: 'test',
      remark: 'test payment code',
      notifyUrl: 'https://merchant.example.com/va',
      channelCode: 'ALFAMART_VA',
    }),
    committed: (state, params) => byOrder(state.payments, params),
    identity: [['transactionId', 'transactionId']],
  },
  {
    endpoint: 'indonesia.createStaticVirtualAccount',
    prepare: async () => ({
      mchOrderId: plainId('StaticVa'),
      channelCode: 'BRI_VA',
      amount: 10000,
      email: 'test@example.com',
      mobile: '081234567',
      customerName: 'test',
      remark: 'test payment code',
      notifyUrl: 'https://merchant.example.com/va',
    }),
    committed: (state, params) => byOrder(state.staticCodes, params),
    identity: [['mchOrderId', 'mchOrderId']],
  },
  {
    endpoint: 'neutral.createPayment',
    prepare: async () => philippinePayment(),
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
      ['payData', 'payData'],
    ],
  },
  {
    endpoint: 'neutral.createPayment',
    variant: 'direct debit',
    prepare: async ({ direct, sandbox }) => {
      const { requestId } = await direct.directDebit.createAuthorizationUrl(authorizationParams());
      const { payToken } = sandbox.authorize(requestId);
      return philippinePayment({ channelType: 'DIRECT_DEBIT', channelCode: 'PH_GCASH_DIRECT_DEBIT', payToken });
    },
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
    ],
  },
  {
    endpoint: 'neutral.closePayment',
    prepare: async ({ direct }) => {
      const params = philippinePayment();
      await direct.neutral.createPayment(params as never);
      return { mchOrderId: params['mchOrderId'], countryCode: 'PH' };
    },
    committed: (state, params) => byOrder(state.payments, params).filter((payment) => payment.status === 'CLOSED'),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
      ['status', 'status'],
    ],
  },
  {
    endpoint: 'neutral.createRefund',
    prepare: async ({ direct, sandbox }) => {
      const { transactionId } = await direct.neutral.createPayment(philippinePayment() as never);
      sandbox.completePayment({ transactionId });
      return {
        originalTransactionId: transactionId,
        mchRefundOrderId: uniqueId('refund'),
        refundAmount: 1000,
        refundReason: 'item returned',
        refundCallbackUrl: 'https://merchant.example.com/refunds',
        countryCode: 'PH',
      };
    },
    committed: (state, params) =>
      state.refunds.filter((refund) => refund.mchRefundOrderId === params['mchRefundOrderId']),
    identity: [
      ['mchRefundOrderId', 'mchRefundOrderId'],
      ['refundTransactionId', 'refundTransactionId'],
      ['refundAmount', 'refundAmount'],
    ],
  },
  {
    endpoint: 'neutral.createCheckout',
    prepare: async () => ({
      mchOrderId: uniqueId('checkout'),
      countryCode: 'PH',
      currency: 'PHP',
      amount: 50010,
      customerName: 'Juan dela Cruz',
      notifyUrl: 'https://merchant.example.com/notify',
      redirectUrl: 'https://merchant.example.com/done',
    }),
    committed: (state, params) => byOrder(state.checkouts, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['checkoutId', 'checkoutId'],
    ],
  },
  {
    endpoint: 'splitV1.createSplitReturn',
    prepare: async ({ sandbox, merchant }) => {
      const split = sandbox.seedSplitPayment({
        appId: merchant.appId,
        splitPaymentNo: uniqueId('SP'),
        detailNo: uniqueId('SD'),
        splitMerchantOrderNo: uniqueId('split'),
        amount: 100000,
        countryCode: 'ID',
      });
      return {
        detailNo: split.detailNo,
        splitMerchantOrderNo: split.splitMerchantOrderNo,
        splitPaymentNo: split.splitPaymentNo,
        splitMerchantOrderReturnNo: uniqueId('return'),
        amount: 25000,
        description: 'item returned',
        countryCode: 'ID',
      };
    },
    committed: (state, params) =>
      state.splitReturns.filter((record) => record.splitMerchantOrderReturnNo === params['splitMerchantOrderReturnNo']),
    identity: [
      ['splitMerchantOrderReturnNo', 'splitMerchantOrderReturnNo'],
      ['detailReturnNo', 'detailReturnNo'],
      ['amount', 'amount'],
    ],
  },
  {
    endpoint: 'splitV1.deleteReceiver',
    prepare: async ({ sandbox, merchant }) => {
      const { bindNo } = sandbox.seedReceiver({ appId: merchant.appId, bindNo: uniqueId('BN'), countryCode: 'ID' });
      return { bindNo, countryCode: 'ID' };
    },
    committed: (state, params) =>
      state.receivers.filter((record) => record.bindNo === params['bindNo'] && record.status === 'DELETED'),
    identity: [['bindNo', 'bindNo']],
  },
  {
    endpoint: 'directDebit.createAuthorizationUrl',
    prepare: async () => authorizationParams(),
    committed: (state, params) => state.authorizations.filter((record) => record.requestId === params['requestId']),
    identity: [
      ['requestId', 'requestId'],
      ['userId', 'userId'],
    ],
  },
  {
    endpoint: 'directDebit.createPayment',
    prepare: async ({ direct, sandbox }) => {
      const { requestId } = await direct.directDebit.createAuthorizationUrl(authorizationParams());
      const { payToken } = sandbox.authorize(requestId);
      return {
        mchOrderId: plainId('ddpay'),
        amount: 50000,
        channelCode: 'PH_GCASH_DIRECT_DEBIT',
        payToken,
        notifyUrl: 'https://merchant.example.com/notifications/direct-debit',
        remark: 'monthly plan',
      };
    },
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
    ],
  },
  {
    endpoint: 'thailand.createQrCode',
    prepare: async () => ({
      channelCode: 'THAI_DYNAMIC_QR',
      mchOrderId: plainId('thqr'),
      amount: 1000,
      notifyUrl: 'https://example.com/',
      customerName: 'Raja',
      email: 'raja@example.com',
      mobile: '60128888888',
      remark: 'example',
      expireSeconds: 300,
    }),
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
    ],
  },
  {
    endpoint: 'thailand.createWebpay',
    // https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html: a WeChat Pay order paid by link.
    prepare: async () => ({
      mchOrderId: plainId('thwp'),
      channelCode: 'WECHAT_URL',
      amount: 2300,
      notifyUrl: 'https://merchant.example.com/notify',
      redirectUrl: 'https://merchant.example.com/done',
      customerName: 'Somchai',
      email: 'somchai@example.com',
      mobile: '0812345678',
      payerClientIp: '203.0.113.7',
    }),
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
      ['payUrl', 'payData'],
    ],
  },
  {
    endpoint: 'thailand.createCashOnDeliveryQrCode',
    // https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html: the code collects its parcels' total.
    prepare: async () => ({
      mchOrderId: plainId('jtqr'),
      channelCode: 'THAI_DYNAMIC_QR',
      amount: 3000,
      businessType: 2,
      projectType: 'VIP',
      notifyUrl: 'https://merchant.example.com/notify',
      items: [
        { subOrderId: plainId('parcel'), amount: 1000, regionNo: 'BKK01', branchNo: 'BR42', courierNo: 'C77' },
        { subOrderId: plainId('parcel'), amount: 2000, regionNo: 'BKK01', branchNo: 'BR42', courierNo: 'C77' },
      ],
      remark: 'two parcels',
    }),
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
      ['qrCodeContent', 'payData'],
    ],
  },
  {
    endpoint: 'thailand.createTicket',
    // https://jtdocs.bluepay.asia/en/AbnormalTranIssue/AddIssueFromOpen.html: a ticket about a J&T payment.
    prepare: async ({ direct }) => {
      const { mchOrderId } = await direct.thailand.createCashOnDeliveryQrCode({
        mchOrderId: plainId('jtqr'),
        channelCode: 'THAI_DYNAMIC_QR',
        amount: 100000,
        notifyUrl: 'https://merchant.example.com/notify',
      });
      return {
        requestId: plainId('ticket'),
        mchOrderId,
        amount: 100000,
        ticketType: 1,
        payerType: 2,
        courierMobile: '0611111111',
        payerMobile: '0611111112',
        transactionDate: '2025-10-29',
        notifyUrl: 'https://merchant.example.com/tickets',
        problemDescription: 'Paid on delivery, the payment still shows PENDING',
        proofImage: ['bluepay/onboard/extern/22fe507ee71d04cee1665b9879164724.jpg'],
      };
    },
    committed: (state, params) => state.tickets.filter((ticket) => ticket.requestId === params['requestId']),
    identity: [
      ['ticketNo', 'ticketNo'],
      ['requestId', 'requestId'],
    ],
  },
  {
    endpoint: 'thailand.createPayout',
    // https://docs.bluepay.asia/en/Disbursement/Disburse.html: a bank payout names the payee's type, tax id and mobile.
    prepare: async () => {
      const mchOrderId = plainId('thout');
      return {
        mchOrderId,
        idempotencyId: `${mchOrderId}I`,
        amount: 50020,
        payMethodCode: 'BANK',
        transferCode: 'KBANK',
        accountNo: '1234567890',
        accountName: 'Somchai Jaidee',
        accountType: 'INDIVIDUAL',
        accountTaxId: '1101700203451',
        mobile: '0812345678',
      };
    },
    committed: (state, params) => byOrder(state.payouts, params),
    identity: payoutIdentity,
  },
  {
    endpoint: 'thailand.createPayout',
    variant: 'PromptPay',
    prepare: async () => {
      const mchOrderId = plainId('thpp');
      return {
        mchOrderId,
        idempotencyId: `${mchOrderId}I`,
        amount: 10000,
        payMethodCode: 'PROMPTPAY',
        promptpayAccountType: 'NATID',
        accountNo: '1101700203451',
      };
    },
    committed: (state, params) => byOrder(state.payouts, params),
    identity: payoutIdentity,
  },
  {
    endpoint: 'malaysia.createQrCode',
    // https://docs.paycools.com.my/en/PaymentQR/QRCodeCreate.html: the page's example, a DuitNow dynamic QR code.
    prepare: async () => ({
      channelCode: 'DUITNOW_DYNAMIC_QR',
      mchOrderId: plainId('myqr'),
      amount: 1000,
      notifyUrl: 'https://example.com/',
      customerName: 'Raja',
      email: 'raja@example.com',
      mobile: '60128888888',
      remark: 'example',
      expireSeconds: 300,
    }),
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
    ],
  },
  {
    endpoint: 'malaysia.createPayout',
    // https://docs.paycools.com.my/en/Disbursement/Disburse.html: `transferCode` and `accountType`.
    prepare: async () => {
      const mchOrderId = plainId('myout');
      return {
        mchOrderId,
        idempotencyId: `${mchOrderId}I`,
        amount: 50010,
        payMethodCode: 'BANK',
        transferCode: 'CIMB',
        accountType: 'BANK_ACCOUNT',
        accountNo: '8001234567',
        accountName: 'Nur Aisyah',
      };
    },
    committed: (state, params) => byOrder(state.payouts, params),
    identity: payoutIdentity,
  },
  {
    endpoint: 'malaysia.createPayment',
    prepare: async () => ({
      mchOrderId: uniqueId('my-pay'),
      amount: 56,
      customerName: 'user01',
      channelCode: 'MY_TNG_URL',
      email: 'user01@example.com',
      redirectUrl: 'https://merchant.example.com/done',
      notifyUrl: 'https://merchant.example.com/notify',
      mobile: '123456789',
    }),
    committed: (state, params) => byOrder(state.payments, params),
    identity: [
      ['mchOrderId', 'mchOrderId'],
      ['transactionId', 'transactionId'],
      ['payData', 'payData'],
    ],
  },
];

/**
 * The proof-file upload of split payments: a write that creates a record but moves no money. The gateway
 * refuses no second upload of a file, so a retry after an answer that said "nothing was done" (429, 408,
 * 21020) but came after the upload stores a second file; its documentation says to use the `fileNo`
 * answered. `pnpm bench` prints its cells apart from the money-moving ones.
 */
export const proofFileUpload: MoneyMovingOperation = {
  endpoint: 'splitV1.uploadProofFile',
  prepare: async () => ({
    fileName: `${uniqueId('agreement')}.pdf`,
    fileContent: Buffer.from('%PDF-1.4 receiver agreement').toString('base64'),
    businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION',
    countryCode: 'ID',
  }),
  committed: (state, params) => state.files.filter((record) => record.fileName === params['fileName']),
  identity: [['fileNo', 'fileNo']],
};

/** Endpoints with a write retry policy that the money-moving matrix leaves out, with why. */
export const excludedWrites: Readonly<Record<string, string>> = {
  [proofFileUpload.endpoint]:
    'moves no money: a proof file, of which a second copy is documented as harmless (bench prints it apart)',
};
