import { GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/philippines/payment/query';
const setup = useSandbox();

async function createdPayment() {
  const mchOrderId = uniqueId('query');
  const created = await setup.client.philippines.createPayment({
    mchOrderId,
    amount: 25000,
    customerName: 'Maria Santos',
    channelCode: 'PH_QRPH_DYNAMIC',
    email: 'maria@example.com',
    mobile: '09181234567',
    notifyUrl: 'https://merchant.example.com/notify',
  });
  return { mchOrderId, transactionId: created.transactionId };
}

describe('philippines.queryPayment', () => {
  it('answers a pending payment with the fields the gateway documents', async () => {
    const { mchOrderId, transactionId } = await createdPayment();
    const data = await setup.client.philippines.queryPayment({ mchOrderId });
    expect(data).toEqual({
      mchOrderId,
      transactionId,
      amount: 25000,
      transactionStatus: 'PENDING',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      customerName: 'Maria Santos',
      channelCode: 'PH_QRPH_DYNAMIC',
      email: 'maria@example.com',
    });
  });

  it('refuses an empty order id before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.philippines.queryPayment({ mchOrderId: '' }));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['mchOrderId']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an unknown order id as GatewayError 21006', async () => {
    const error = await rejectionOf(setup.client.philippines.queryPayment({ mchOrderId: 'never-created' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });

  it('retries a read after an HTTP 503 and answers the payment', async () => {
    const { mchOrderId } = await createdPayment();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    await expect(setup.client.philippines.queryPayment({ mchOrderId })).resolves.toMatchObject({ mchOrderId });
    expect(setup.sandbox.hits(path)).toBe(before + 2);
  });
});
