import { createClient, type Signer } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CreateDisbursementData,
  type CreateDisbursementParams,
  type CreatePaymentData,
  type CreatePaymentParams,
  type CreatePayoutParams,
  type CreateStaticVirtualAccountParams,
  indonesia,
} from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(indonesia);

describe('the indonesia plugin', () => {
  it('types the PayCools Indonesia operations: an optional VA amount, a disbursement type, a lenient answer', () => {
    expectTypeOf<CreateStaticVirtualAccountParams['amount']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<CreateDisbursementData['transactionId']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<CreateDisbursementParams['disbursementType']>().toEqualTypeOf<
      'BANK_TRANSFER' | 'BI_FAST' | undefined
    >();
  });

  it('keeps the payout mobile optional and the pay method open to values not documented yet', () => {
    expectTypeOf<CreatePayoutParams['mobile']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<'BANK'>().toMatchTypeOf<CreatePayoutParams['payMethodCode']>();
    expectTypeOf<'EWALLET'>().toMatchTypeOf<CreatePayoutParams['payMethodCode']>();
    expectTypeOf<CreatePaymentData['channelType']>().toMatchTypeOf<string | null>();
  });

  it('refuses params of the wrong type or with unknown fields', () => {
    // @ts-expect-error: the amount is a number of rupiah, not text
    void client.indonesia.createPayout({ ...({} as CreatePayoutParams), amount: '150000' });
    // @ts-expect-error: the Indonesian payment has no customer field
    void client.indonesia.createPayment({ ...({} as CreatePaymentParams), customer: 'note' });
    void client.indonesia.createPayment({ ...({} as CreatePaymentParams), remark: 'a documented note' });
  });

  it('makes a misspelled result field or status value a compile error', async () => {
    const payment = await client.indonesia.createPayment({} as CreatePaymentParams);
    // @ts-expect-error: the field is transactionStatus
    void payment.status;
    // @ts-expect-error: a misspelled listed status never matches
    void (payment.transactionStatus === 'COMPLETD');
    void (payment.transactionStatus === 'PENDING');
    const payout = await client.indonesia.createPayout({} as CreatePayoutParams);
    // @ts-expect-error: a misspelled listed status never matches
    void (payout.transactionStatus === 'PENDNG');
    expectTypeOf(payout.transactionStatus).toExtend<string>();
  });

  it('is absent from a client that does not use it', () => {
    // @ts-expect-error: no plugin used
    void base.indonesia;
  });
});
