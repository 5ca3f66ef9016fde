import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type PaymentVerificationNotificationPayload,
  PaymentVerificationNotificationSchema,
} from './payment-verification-notification.js';

// https://developers.paycools.co.id/en/payment/VACollectionVerification.html: ALFAMART_VA sends no amount.
const inquiry = {
  eventName: 'payment.verification',
  mchOrderId: 'va-1',
  channelCode: 'ALFAMART_VA',
  referenceNumber: 'R1',
  createTime: '2026-11-21 09:38:06',
};

describe('PaymentVerificationNotificationSchema', () => {
  it('reads an inquiry without an amount, and one with it', () => {
    expect(v.parse(PaymentVerificationNotificationSchema, inquiry).amount).toBeUndefined();
    expect(v.parse(PaymentVerificationNotificationSchema, { ...inquiry, amount: '10000' }).amount).toBe(10000);
  });

  it('types the virtual account’s order id and the optional code the payer entered', () => {
    expectTypeOf<PaymentVerificationNotificationPayload['mchOrderId']>().toEqualTypeOf<string>();
    expectTypeOf<PaymentVerificationNotificationPayload['referenceNumber']>().toEqualTypeOf<string | undefined>();
  });
});
