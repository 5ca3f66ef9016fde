import { type CallOptions, type CallPromise, createClient, type Signer } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CreateDisbursementData,
  type CreateDisbursementParams,
  type CreateDynamicVirtualAccountData,
  type CreateDynamicVirtualAccountParams,
  type CreatePaymentData,
  type CreatePaymentParams,
  type CreatePayoutData,
  type CreatePayoutParams,
  type CreateStaticVirtualAccountData,
  type CreateStaticVirtualAccountParams,
  indonesia,
  type ListStaticVirtualAccountPaymentsData,
  type ListStaticVirtualAccountPaymentsParams,
} from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(indonesia);

describe('the indonesia plugin', () => {
  it('adds exactly the Indonesian operations under client.indonesia', () => {
    expectTypeOf<keyof typeof client.indonesia>().toEqualTypeOf<
      | 'createPayment'
      | 'createPayout'
      | 'createStaticVirtualAccount'
      | 'listStaticVirtualAccountPayments'
      | 'createDynamicVirtualAccount'
      | 'createDisbursement'
    >();
  });

  it('types the PayCools Indonesia operations with their schemas’ params and data', () => {
    type MethodOf<TParams, TData> = (params: TParams, options?: CallOptions) => CallPromise<TData>;
    expectTypeOf(client.indonesia.createStaticVirtualAccount).toEqualTypeOf<
      MethodOf<CreateStaticVirtualAccountParams, CreateStaticVirtualAccountData>
    >();
    expectTypeOf(client.indonesia.listStaticVirtualAccountPayments).toEqualTypeOf<
      MethodOf<ListStaticVirtualAccountPaymentsParams, ListStaticVirtualAccountPaymentsData>
    >();
    expectTypeOf(client.indonesia.createDynamicVirtualAccount).toEqualTypeOf<
      MethodOf<CreateDynamicVirtualAccountParams, CreateDynamicVirtualAccountData>
    >();
    expectTypeOf(client.indonesia.createDisbursement).toEqualTypeOf<
      MethodOf<CreateDisbursementParams, CreateDisbursementData>
    >();
    expectTypeOf<CreateStaticVirtualAccountParams['amount']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<CreateDisbursementData['transactionId']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<CreateDisbursementParams['disbursementType']>().toEqualTypeOf<
      'BANK_TRANSFER' | 'BI_FAST' | undefined
    >();
  });

  it('types each operation with its schemas’ params and data', () => {
    expectTypeOf(client.indonesia.createPayment).parameters.toEqualTypeOf<
      [CreatePaymentParams, (CallOptions | undefined)?]
    >();
    expectTypeOf(client.indonesia.createPayment).returns.resolves.toEqualTypeOf<CreatePaymentData>();
    expectTypeOf(client.indonesia.createPayout).parameters.toEqualTypeOf<
      [CreatePayoutParams, (CallOptions | undefined)?]
    >();
    expectTypeOf(client.indonesia.createPayout).returns.resolves.toEqualTypeOf<CreatePayoutData>();
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
