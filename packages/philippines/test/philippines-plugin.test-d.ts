import { createClient, type Signer, type UnlistedValue } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CancelStaticCodeData,
  type CreatePaymentParams,
  type CreatePayoutParams,
  philippines,
  type QueryPaymentData,
} from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(philippines);

describe('the philippines plugin', () => {
  it('types amounts as numbers, statuses as open enums and the payout as bank, e-wallet or scanned QR code', () => {
    expectTypeOf<CreatePaymentParams['amount']>().toEqualTypeOf<number>();
    expectTypeOf<'PENDING'>().toMatchTypeOf<QueryPaymentData['transactionStatus']>();
    expectTypeOf<QueryPaymentData['transactionStatus']>().toEqualTypeOf<
      'PENDING' | 'COMPLETED' | 'FAILED' | UnlistedValue
    >();
    expectTypeOf<CreatePayoutParams['payMethodCode']>().toEqualTypeOf<'BANK' | 'EWALLET' | 'SCANQR'>();
    expectTypeOf<CreatePayoutParams['gender']>().toEqualTypeOf<0 | 1 | 2 | undefined>();
    type QrPayout = Extract<CreatePayoutParams, { payMethodCode: 'SCANQR' }>;
    expectTypeOf<QrPayout['transferCode']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Extract<CreatePayoutParams, { payMethodCode: 'BANK' }>['transferCode']>().toEqualTypeOf<string>();
    expectTypeOf<CancelStaticCodeData['expiresTime']>().toEqualTypeOf<string>();
  });

  it('refuses params of the wrong type or with unknown fields', () => {
    // @ts-expect-error: mchOrderId is text
    void client.philippines.queryPayment({ mchOrderId: 1 });
    // @ts-expect-error: a misspelt field is refused
    void client.philippines.queryPayment({ mchOrderID: 'order-1' });
  });

  it('makes a misspelled result field or status value a compile error', async () => {
    const payment = await client.philippines.queryPayment({ mchOrderId: 'order-1' });
    // @ts-expect-error: the field is transactionStatus
    void payment.status;
    // @ts-expect-error: a misspelled listed status never matches
    void (payment.transactionStatus === 'COMPLETD');
    void (payment.transactionStatus === 'COMPLETED');
    // A status the SDK does not list yet is still a string at runtime.
    expectTypeOf(payment.transactionStatus).toExtend<string>();
    const payout = await client.philippines.createPayout({} as CreatePayoutParams);
    // @ts-expect-error: the field is transactionStatus
    void payout.status;
    // @ts-expect-error: a misspelled listed status never matches
    void (payout.transactionStatus === 'FAILLED');
    const created = await client.philippines.createPayment({} as CreatePaymentParams);
    // @ts-expect-error: the field is payData
    void created.paydata;
  });

  it('is absent from a client that does not use it', () => {
    // @ts-expect-error: no plugin used
    void base.philippines;
  });
});
