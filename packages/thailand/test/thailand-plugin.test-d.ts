import { createClient, type Signer } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CreateQrCodeData,
  type CreateQrCodeParams,
  type ListQrPaymentsParams,
  type ListStaticPaymentsData,
  type ListStaticPaymentsParams,
  type QrPayment,
  type StaticPayment,
  thailand,
} from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(thailand);

describe('the thailand plugin', () => {
  it('types the static payments list: three text params, a list of payments with numeric amounts', () => {
    expectTypeOf<ListStaticPaymentsData>().toEqualTypeOf<StaticPayment[]>();
    expectTypeOf<ListStaticPaymentsParams>().toEqualTypeOf<{
      mchOrderId: string;
      startDate: string;
      endDate: string;
    }>();
    expectTypeOf<StaticPayment['transactionAmount']>().toEqualTypeOf<number>();
  });

  it('types the QR operations: an optional amount in satang, the QR content as text, payments with a numeric amount', () => {
    expectTypeOf<CreateQrCodeParams['amount']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<CreateQrCodeData['qrCodeContent']>().toEqualTypeOf<string>();
    expectTypeOf<ListQrPaymentsParams>().toEqualTypeOf<{ mchOrderId: string; startDate: string; endDate: string }>();
    expectTypeOf<QrPayment['transactionAmount']>().toEqualTypeOf<number>();
  });

  it('refuses params of the wrong type or with unknown fields', () => {
    // @ts-expect-error: dates are YYYY-MM-DD text, not Date objects
    void client.thailand.listStaticPayments({ mchOrderId: 'code-1', startDate: new Date(), endDate: '2026-11-30' });
    void client.thailand.listStaticPayments({
      mchOrderId: 'code-1',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      // @ts-expect-error: the list has no page parameter
      page: 2,
    });
    void client.thailand.createQrCode({
      mchOrderId: 'qr1',
      channelCode: 'THAI_DYNAMIC_QR',
      // @ts-expect-error: the amount is a number of satang, not text
      amount: '10.00',
      notifyUrl: 'https://m.example',
    });
  });

  it('makes a misspelled result field or status value a compile error', async () => {
    const payments = await client.thailand.listStaticPayments({} as ListStaticPaymentsParams);
    const payment = payments[0];
    // @ts-expect-error: a misspelled listed status never matches
    void (payment?.transactionStatus === 'COMPLETD');
    void (payment?.transactionStatus === 'COMPLETED');
    // @ts-expect-error: the field is transactionAmount
    void payment?.amount;
  });

  it('is absent from a client that does not use it', () => {
    // @ts-expect-error: no plugin used
    void base.thailand;
  });
});
