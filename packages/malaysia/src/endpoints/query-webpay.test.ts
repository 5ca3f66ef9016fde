import { GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { QueryWebpayDataSchema } from './query-webpay.js';

const path = '/open-api/webpay/detail';
const setup = useSandbox();

const orderId = () => uniqueId('mywebpay').replace(/-/g, '');

/** A Malaysian payment made through the client. The WebPay create path is not public; the sandbox answers the detail of these. */
async function paymentToQuery() {
  const mchOrderId = orderId();
  const payment = await setup.client.malaysia.createPayment({
    mchOrderId,
    amount: 5610,
    customerName: 'Aminah binti Ali',
    channelCode: 'MY_TNG_URL',
    notifyUrl: 'https://merchant.example.com/my',
    redirectUrl: 'https://merchant.example.com/done',
    email: 'aminah@example.com',
    mobile: '0123456789',
    remark: 'order 77',
  });
  return { mchOrderId, payment };
}

describe('malaysia.queryWebpay', () => {
  it('reads a PENDING order with its pay link and the fields of the page’s response table, then COMPLETED once paid', async () => {
    const { mchOrderId, payment } = await paymentToQuery();
    await expect(setup.client.malaysia.queryWebpay({ mchOrderId })).resolves.toEqual({
      payUrl: payment.payData,
      transactionStatus: 'PENDING',
      transactionId: payment.transactionId,
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      mchOrderId,
      amount: 5610,
      email: 'aminah@example.com',
      mobile: '0123456789',
      remark: 'order 77',
      callbackUrl: 'https://merchant.example.com/my',
      redirectUrl: 'https://merchant.example.com/done',
      channelCode: 'MY_TNG_URL',
    });
    setup.sandbox.completePayment({ transactionId: payment.transactionId });
    await expect(setup.client.malaysia.queryWebpay({ mchOrderId })).resolves.toMatchObject({
      transactionStatus: 'COMPLETED',
    });
  });

  it('accepts the page’s example request and reads an answer with only the order id and pay link, all its example shows before it is cut off', async () => {
    const shown = {
      mchOrderId: 'EXAMPLE00000001',
      payUrl: 'https://uat.pbebank.com/eaijct/Public_Bank/JunctionManager?RDO=ReqToPay',
    };
    expect(v.parse(QueryWebpayDataSchema, shown)).toEqual(shown);
    expect(v.safeParse(QueryWebpayDataSchema, { mchOrderId: 'EXAMPLE00000001' }).success).toBe(false);
    const error = await rejectionOf(setup.client.malaysia.queryWebpay({ mchOrderId: 'finexusM000100004' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });

  it('takes any order id createPayment takes, hyphens included, and refuses one too long before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const unknown = await rejectionOf(setup.client.malaysia.queryWebpay({ mchOrderId: 'order-1' }));
    expect(isGatewayError(unknown) && unknown.code).toBe(21006);
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    const error = await rejectionOf(setup.client.malaysia.queryWebpay({ mchOrderId: 'o'.repeat(33) }));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['mchOrderId']);
    expect(setup.sandbox.hits(path)).toBe(before + 1);
  });
});
