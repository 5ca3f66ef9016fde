import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CheckoutPaymentNotificationPayload,
  CheckoutPaymentNotificationSchema,
} from './checkout-payment-notification.js';

const paid = {
  eventName: 'checkout.payment.success',
  checkoutId: 'CH123',
  countryCode: 'PH',
  currency: 'PHP',
  mchOrderId: 'checkout-1',
  transactionId: 'TX-CHECKOUT-1',
  amount: 25000,
  transactionStatus: 'COMPLETED',
  createTime: '2026-11-21 09:38:06',
  returnTime: '2026-11-21 09:40:06',
  channelCode: 'PH_GCASH_QR',
};

describe('CheckoutPaymentNotificationSchema', () => {
  it('reads the checkout and its paying transaction, and refuses one without its checkoutId', () => {
    expect(v.parse(CheckoutPaymentNotificationSchema, paid)).toMatchObject({ checkoutId: 'CH123', amount: 25000 });
    const { checkoutId: _id, ...unnamed } = paid;
    expect(v.safeParse(CheckoutPaymentNotificationSchema, unnamed).success).toBe(false);
  });

  it('types the checkout and the transaction’s members', () => {
    expectTypeOf<CheckoutPaymentNotificationPayload['checkoutId']>().toEqualTypeOf<string>();
    expectTypeOf<CheckoutPaymentNotificationPayload['transactionId']>().toEqualTypeOf<string>();
    expectTypeOf<CheckoutPaymentNotificationPayload['amount']>().toEqualTypeOf<number>();
  });
});
