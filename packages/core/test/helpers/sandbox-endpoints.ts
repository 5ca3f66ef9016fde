import { createDemoMerchant, type Sandbox } from '@lintas/sandbox';
import * as v from 'valibot';
import { type Client, createClient, defineEndpoint, GatewayCode, rsaSha256Signer } from '../../src/index.js';

/** A client of a new demo merchant of `sandbox`, as a merchant creates it. */
export async function merchantClient(sandbox: Sandbox): Promise<Client> {
  const merchant = createDemoMerchant(sandbox);
  return createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
  });
}

/** The sandbox's balance query: the simplest signed call, for tests of what signs it. */
export const queryBalance = defineEndpoint({
  path: '/open-api/account/balance',
  params: v.strictObject({ countryCode: v.string() }),
  data: v.looseObject({}),
  retry: 'read',
});

/** The sandbox's payment query, declared here: core tests depend on no family package. */
export const queryPayment = defineEndpoint({
  path: '/open-api/payment/query',
  params: v.strictObject({ mchOrderId: v.string(), countryCode: v.string() }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string() }),
  retry: 'read',
});

/** The sandbox's payment create, with a recovery through `queryPayment` after a lost answer. */
export const createPayment = defineEndpoint({
  path: '/open-api/payment/generate',
  params: v.looseObject({ mchOrderId: v.string(), countryCode: v.string() }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string() }),
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [GatewayCode.DuplicateMerchantOrderId],
    recover: ({ params, call }) =>
      call(queryPayment, { mchOrderId: params.mchOrderId, countryCode: params.countryCode }),
  },
});

/** The same create without recovery: a lost answer ends in `OutcomeUnknownError`. */
export const createPaymentUnrecoverable = defineEndpoint({ ...createPayment, retry: { keys: ['mchOrderId'] } });

let issued = 0;

/** Params of a valid Philippine QR payment with a fresh `mchOrderId`, plus `extra`. */
export function paymentParams(extra: Record<string, unknown> = {}) {
  issued += 1;
  return {
    mchOrderId: `CORE${Date.now()}${issued}`,
    currency: 'PHP',
    countryCode: 'PH',
    channelType: null,
    channelCode: 'PH_QRPH_DYNAMIC',
    customerName: 'Juan Dela Cruz',
    email: 'juan@example.com',
    mobile: '09171234567',
    amount: 50010,
    remark: 'order 1',
    notifyUrl: 'http://127.0.0.1:9/notify',
    redirectUrl: 'https://merchant.example/return',
    terminalType: 'WEB',
    ...extra,
  };
}

/** The sandbox's Philippine payout, declared here as a write without recovery (core tests use no family). */
export const createPayout = defineEndpoint({
  path: '/open-api/philippines/disbursement/transfer',
  params: v.looseObject({ mchOrderId: v.string(), idempotencyId: v.string() }),
  data: v.looseObject({ mchOrderId: v.string() }),
  retry: {
    keys: ['mchOrderId', 'idempotencyId'],
    duplicateCodes: [GatewayCode.DuplicateMerchantOrderId, GatewayCode.DuplicateIdempotencyId],
  },
});

/** Params of a PH bank payout of PHP 1,500.00 under fresh keys. */
export function payoutParams() {
  issued += 1;
  const id = `${Date.now()}${issued}`;
  return {
    mchOrderId: `OUT${id}`,
    idempotencyId: `IDEM${id}`,
    amount: 150000,
    accountNo: '001234567890',
    accountName: 'Jose Reyes',
    payMethodCode: 'BANK',
    transferCode: 'CIMB',
  };
}
