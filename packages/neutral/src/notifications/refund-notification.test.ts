import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type RefundNotificationPayload, RefundNotificationSchema } from './refund-notification.js';

// https://docs.bluepay.asia/en/refund/RefundCallback.html
const refunded = {
  eventName: 'payment.refund.success',
  mchRefundOrderId: 'refund-1',
  refundTransactionId: 'RF-1',
  originalTransactionId: 'TX-PAY-1',
  refundAmount: 5000,
  feeRefunded: 0,
  refundStatus: 'COMPLETE',
  refundCreateTime: '2026-11-21 10:00:00',
  refundReturnTime: '2026-11-21 10:05:00',
  refundReason: 'customer asked',
};

describe('RefundNotificationSchema', () => {
  it('reads a refund, its failure code as a number or the string the gateway may send', () => {
    expect(v.parse(RefundNotificationSchema, refunded)).toMatchObject({
      refundTransactionId: 'RF-1',
      refundAmount: 5000,
    });
    const failed = v.parse(RefundNotificationSchema, {
      ...refunded,
      refundStatus: 'FAILED',
      failedCode: '-10009',
      failedMessage: 'Refund rejected',
    });
    expect(failed).toMatchObject({ refundStatus: 'FAILED', failedMessage: 'Refund rejected' });
  });

  it('refuses a refund without its gateway id: nothing could deduplicate it', () => {
    const { refundTransactionId: _id, ...unnamed } = refunded;
    expect(v.safeParse(RefundNotificationSchema, unnamed).success).toBe(false);
  });

  it('types the refund’s members; a refund has no transactionId', () => {
    expectTypeOf<RefundNotificationPayload['refundTransactionId']>().toEqualTypeOf<string>();
    expectTypeOf<RefundNotificationPayload['refundStatus']>().toExtend<string>();
    // @ts-expect-error a refund has no transactionId member declared
    expectTypeOf<RefundNotificationPayload['transactionId']>().toBeUnknown();
  });
});
