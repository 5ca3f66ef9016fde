import { createClient, type Signer, type UnlistedValue } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CreatePaymentParams,
  type DownloadReportParams,
  type ListRefundsData,
  type ListRefundsParams,
  neutral,
  type QueryBalanceData,
  type QueryCheckoutData,
  type QueryCheckoutParams,
  type QueryPaymentData,
  type QueryPaymentParams,
} from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(neutral);

describe('the neutral plugin', () => {
  it('reads the checkout answers leniently: no page shows them, so their members are optional', () => {
    expectTypeOf<QueryCheckoutData['transactionList']>().toExtend<readonly unknown[] | null | undefined>();
    expectTypeOf<undefined>().toExtend<QueryCheckoutData['status']>();
  });

  it('types amounts as numbers, enums as their values, statuses as open enums and the balance as text or number', () => {
    expectTypeOf<CreatePaymentParams['amount']>().toEqualTypeOf<number>();
    expectTypeOf<CreatePaymentParams['terminalType']>().toEqualTypeOf<'WEB' | 'WAP' | 'APP'>();
    expectTypeOf<null>().toExtend<CreatePaymentParams['channelType']>();
    expectTypeOf<DownloadReportParams['transType']>().toEqualTypeOf<1 | 2>();
    expectTypeOf<'COMPLETED'>().toExtend<QueryPaymentData['transactionStatus']>();
    expectTypeOf<QueryPaymentData['transactionStatus']>().toEqualTypeOf<
      'PENDING' | 'COMPLETED' | 'FAILED' | 'CLOSED' | UnlistedValue
    >();
    expectTypeOf<'COMPLETE'>().toExtend<ListRefundsData[number]['refundStatus']>();
    expectTypeOf<QueryBalanceData['balance']>().toEqualTypeOf<string | number>();
    expectTypeOf<ListRefundsData>().toBeArray();
  });

  it('refuses params of the wrong type or with unknown fields', () => {
    void client.neutral.createRefund({
      originalTransactionId: 'TX1',
      mchRefundOrderId: 'r-1',
      // @ts-expect-error: an amount is a number of minor units, not text
      refundAmount: '10.00',
      refundCallbackUrl: 'https://m.example/r',
    });
    // @ts-expect-error: a misspelt field is refused
    void client.neutral.queryBalance({ country: 'PH' });
    // @ts-expect-error: closing needs the country
    void client.neutral.closePayment({ mchOrderId: 'order-1' });
    // @ts-expect-error: the report kind is 1 or 2
    void client.neutral.downloadReport({ countryCode: 'PH', transDate: '2026-11-21', transType: 3 });
  });

  it('makes a misspelled result field or status value a compile error', async () => {
    const payment = await client.neutral.queryPayment({} as QueryPaymentParams);
    // @ts-expect-error: the field is transactionStatus
    void payment.status;
    // @ts-expect-error: a misspelled listed status never matches
    void (payment.transactionStatus === 'COMPLETD');
    void (payment.transactionStatus === 'COMPLETED');
    expectTypeOf(payment.transactionStatus).toExtend<string>();
    const refunds = await client.neutral.listRefunds({} as ListRefundsParams);
    // @ts-expect-error: refunds are COMPLETE, not COMPLETED
    void (refunds[0]?.refundStatus === 'COMPLETED');
    // @ts-expect-error: the field is refundStatus, also inside a list
    void refunds[0]?.status;
    const checkout = await client.neutral.queryCheckout({} as QueryCheckoutParams);
    // @ts-expect-error: a misspelled listed status never matches
    void (checkout.status === 'PAYED');
  });

  it('is absent from a client that does not use it', () => {
    // @ts-expect-error: no plugin used
    void base.neutral;
  });
});
