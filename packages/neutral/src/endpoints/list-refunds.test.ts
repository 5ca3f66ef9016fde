import { GatewayCode, gatewayDateTimePattern, isGatewayError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { completedPayment, issuePaths, refundParams } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/refund/payments';
const setup = useSandbox();

describe('neutral.listRefunds', () => {
  it('lists every refund of a payment with its amounts, status and times', async () => {
    const transactionId = await completedPayment(setup);
    const first = await setup.client.neutral.createRefund(refundParams(transactionId, { refundAmount: 1000 }));
    setup.sandbox.completeRefund({ refundTransactionId: first.refundTransactionId });
    const second = await setup.client.neutral.createRefund(
      refundParams(transactionId, { refundAmount: 500, refundReason: 'damaged' }),
    );
    const data = await setup.client.neutral.listRefunds({ originalTransactionId: transactionId });
    expect(data).toEqual([
      {
        mchRefundOrderId: first.mchRefundOrderId,
        originalTransactionId: transactionId,
        refundTransactionId: first.refundTransactionId,
        refundAmount: 1000,
        feeRefunded: expect.any(Number),
        refundStatus: 'COMPLETE',
        refundCreateTime: expect.stringMatching(gatewayDateTimePattern),
        refundReturnTime: expect.stringMatching(gatewayDateTimePattern),
        refundReason: 'item returned',
      },
      {
        mchRefundOrderId: second.mchRefundOrderId,
        originalTransactionId: transactionId,
        refundTransactionId: second.refundTransactionId,
        refundAmount: 500,
        feeRefunded: expect.any(Number),
        refundStatus: 'PENDING',
        refundCreateTime: expect.stringMatching(gatewayDateTimePattern),
        refundReason: 'damaged',
      },
    ]);
  });

  it('answers an empty list for a payment without refunds', async () => {
    const transactionId = await completedPayment(setup);
    await expect(setup.client.neutral.listRefunds({ originalTransactionId: transactionId })).resolves.toEqual([]);
  });

  it('refuses an empty payment id before sending, naming originalTransactionId', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.neutral.listRefunds({ originalTransactionId: '' }));
    expect(issuePaths(error)).toEqual(['originalTransactionId']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an unknown payment as GatewayError 21006', async () => {
    const error = await rejectionOf(
      setup.client.neutral.listRefunds({ originalTransactionId: 'TX00000000000000000000' }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });
});
