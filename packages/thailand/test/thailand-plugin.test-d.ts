import { createClient, type CallOptions, type Signer } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import { thailand, type ListStaticPaymentsData, type ListStaticPaymentsParams, type StaticPayment } from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(thailand);

describe('the thailand plugin', () => {
  it('adds exactly the Thai operation under client.thailand', () => {
    expectTypeOf<keyof typeof client.thailand>().toEqualTypeOf<'listStaticPayments'>();
  });

  it('types the operation with its schemas’ params and data, a list of payments', () => {
    expectTypeOf(client.thailand.listStaticPayments).parameters.toEqualTypeOf<[ListStaticPaymentsParams, (CallOptions | undefined)?]>();
    expectTypeOf(client.thailand.listStaticPayments).returns.resolves.toEqualTypeOf<ListStaticPaymentsData>();
    expectTypeOf<ListStaticPaymentsData>().toEqualTypeOf<StaticPayment[]>();
    expectTypeOf<ListStaticPaymentsParams>().toEqualTypeOf<{ mchOrderId: string; startDate: string; endDate: string }>();
    expectTypeOf<StaticPayment['transactionAmount']>().toEqualTypeOf<number>();
  });

  it('refuses params of the wrong type or with unknown fields', () => {
    // @ts-expect-error: dates are YYYY-MM-DD text, not Date objects
    void client.thailand.listStaticPayments({ mchOrderId: 'code-1', startDate: new Date(), endDate: '2026-11-30' });
    // @ts-expect-error: the list has no page parameter
    void client.thailand.listStaticPayments({ mchOrderId: 'code-1', startDate: '2026-11-01', endDate: '2026-11-30', page: 2 });
  });

  it('is absent from a client that does not use it', () => {
    // @ts-expect-error: no plugin used
    void base.thailand;
  });
});
