import { createClient, type Signer } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import { type CreatePaymentParams, malaysia, type QueryWebpayData, type QueryWebpayParams } from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(malaysia);

describe('the malaysia plugin', () => {
  it('types the WebPay detail: looked up by order id, its pay URL required and its amount optional', () => {
    expectTypeOf<QueryWebpayParams>().toEqualTypeOf<{ mchOrderId: string }>();
    expectTypeOf<QueryWebpayData['payUrl']>().toEqualTypeOf<string>();
    expectTypeOf<QueryWebpayData['amount']>().toEqualTypeOf<number | null | undefined>();
  });

  it('refuses params of the wrong type or with unknown fields', () => {
    // @ts-expect-error: the WebPay detail is looked up by merchant order id only
    void client.malaysia.queryWebpay({ mchOrderId: 'EXAMPLE00000001', transactionId: 'T1' });
    // @ts-expect-error: the amount is a number of sen, not text
    void client.malaysia.createPayment({ ...({} as CreatePaymentParams), amount: '5.00' });
  });

  it('is absent from a client that does not use it', () => {
    // @ts-expect-error: no plugin used
    void base.malaysia;
  });
});
