// Fields and forms the SDK accepts because a documented copy sends them: the sandbox accepts them too.
import { createClient, rsaSha256Signer } from '@lintas/core';
import { createPayment as createIndonesianPayment } from '@lintas/indonesia';
import { createCheckout, createPayment, createRefund, listRefunds } from '@lintas/neutral';
import { createDemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let sandbox: Sandbox;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  sandbox = await startSandbox();
  const merchant = createDemoMerchant(sandbox);
  client = createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
  });
});
afterAll(() => sandbox.close());

const goodsDetails = [{ goodsId: 'SKU-1', goodsName: 'Rice cooker', quantity: 1, price: 50010 }];
const billingAddress = { line1: '1 Ayala Ave', city: 'Makati', countryCode: 'PH' };
const payer = { customerName: 'Juan Dela Cruz', email: 'juan@example.com', mobile: '09171234567' };

/** A PHP 500.10 GCash payment under `mchOrderId`. */
const gcashPayment = (mchOrderId: string) => ({
  mchOrderId,
  currency: 'PHP',
  countryCode: 'PH',
  channelType: 'EWALLET' as const,
  channelCode: 'PH_GCASH_URL',
  ...payer,
  amount: 50010,
  notifyUrl: 'http://127.0.0.1:9/notifications',
  redirectUrl: 'https://merchant.example.com/paid',
  terminalType: 'WEB' as const,
});

describe('documented optional fields, sent through the SDK to the sandbox', () => {
  it('creates a payment with wechatpay, goodsDetails and billingAddress (https://docs.paycools.com/en/v2/Payment/Collection.html)', async () => {
    const created = await client.call(createPayment, {
      ...gcashPayment('variant-payment-1'),
      wechatpay: { subAppId: 'wx-demo' },
      goodsDetails,
      billingAddress,
    });
    expect(created.transactionStatus).toBe('PENDING');
  });

  it('creates a checkout with virtualAccountName, goodsDetails and billingAddress (https://docs.paycools.com/en/v2/checkout/Checkout.html)', async () => {
    const created = await client.call(createCheckout, {
      mchOrderId: 'variant-checkout-1',
      countryCode: 'PH',
      currency: 'PHP',
      amount: 50010,
      ...payer,
      notifyUrl: 'http://127.0.0.1:9/notifications',
      redirectUrl: 'https://merchant.example.com/paid',
      virtualAccountName: 'Sari-Sari Store',
      goodsDetails,
      billingAddress,
    });
    expect(created.checkoutId).toEqual(expect.any(String));
  });

  it('creates an Indonesian payment with a remark (https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html)', async () => {
    const created = await client.call(createIndonesianPayment, {
      mchOrderId: 'variant-id-payment-1',
      amount: 20000,
      channelCode: 'ID_BCA_VA',
      customerName: 'Budi',
      email: 'budi@example.com',
      mobile: '08123456789',
      notifyUrl: 'http://127.0.0.1:9/notifications',
      remark: 'order 42',
    });
    expect(created.transactionId).toEqual(expect.any(String));
  });

  it('lists one refund by its refundTransactionId (https://docs.bluepay.asia/en/refund/GetRefundInfo.html)', async () => {
    const { transactionId } = await client.call(createPayment, gcashPayment('variant-refunded-1'));
    sandbox.completePayment({ transactionId });
    const refund = await client.call(createRefund, {
      originalTransactionId: transactionId,
      mchRefundOrderId: 'variant-refund-1',
      refundAmount: 1000,
      refundCallbackUrl: 'http://127.0.0.1:9/refunds',
      countryCode: 'PH',
    });
    const listed = await client.call(listRefunds, { refundTransactionId: refund.refundTransactionId });
    expect(listed.map((entry) => entry.refundTransactionId)).toEqual([refund.refundTransactionId]);
  });
});
