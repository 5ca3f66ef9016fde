import { GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import {
  activeToken,
  directDebitPaymentParams,
  paymentItem,
  rejectionOf,
  useSandbox,
} from '../../test/setup-sandbox.js';

const path = '/open-api/jt/direct/debit/detail';
const setup = useSandbox();
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('directDebit.queryPayment', () => {
  it('answers a payment with its status, amount, fee and total, and what was sent; COMPLETED with its finish time once paid', async () => {
    const params = directDebitPaymentParams(await activeToken(setup), { items: [paymentItem] });
    const { transactionId } = await setup.client.directDebit.createPayment(params);
    expect(await setup.client.directDebit.queryPayment({ mchOrderId: params.mchOrderId })).toEqual({
      mchOrderId: params.mchOrderId,
      transactionId,
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
      notifyUrl: params.notifyUrl,
      remark: 'monthly plan',
      transactionStatus: 'PENDING',
      transactionCreateTime: expect.stringMatching(LOCAL_TIME),
      transactionReturnTime: null,
      createTime: expect.stringMatching(LOCAL_TIME),
      updateTime: expect.stringMatching(LOCAL_TIME),
      amount: 50000,
      fee: 0,
      totalAmount: 50000,
      businessType: 1,
      projectType: 'PPCASH',
      items: [paymentItem],
    });
    setup.sandbox.completePayment({ transactionId });
    await expect(setup.client.directDebit.queryPayment({ mchOrderId: params.mchOrderId })).resolves.toMatchObject({
      transactionStatus: 'COMPLETED',
      transactionReturnTime: expect.stringMatching(LOCAL_TIME),
    });
  });

  it('refuses an empty order id before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.directDebit.queryPayment({ mchOrderId: '' }));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['mchOrderId']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an order the gateway does not hold as GatewayError 21006', async () => {
    const error = await rejectionOf(setup.client.directDebit.queryPayment({ mchOrderId: 'unknownorder1' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });

  it('is retried like a read: a reset connection and a 21020 are sent again until the answer comes', async () => {
    const params = directDebitPaymentParams(await activeToken(setup));
    await setup.client.directDebit.createPayment(params);
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    setup.sandbox.injectFault({ path, kind: 'business-code', code: GatewayCode.TooManyRequests });
    const data = await setup.client.directDebit.queryPayment({ mchOrderId: params.mchOrderId });
    expect(data.mchOrderId).toBe(params.mchOrderId);
    expect(setup.sandbox.hits(path)).toBe(before + 3);
  });
});
