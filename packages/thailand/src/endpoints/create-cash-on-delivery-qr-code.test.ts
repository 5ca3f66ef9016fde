import { GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import { mismatchOf } from '@lintas/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import {
  CreateCashOnDeliveryQrCodeDataSchema,
  type CreateCashOnDeliveryQrCodeParams,
} from './create-cash-on-delivery-qr-code.js';

const path = '/open-api/v2/jt/qrcode';
const detailPath = '/open-api/v2/jt/qrcode/detail';
const setup = useSandbox();

/** A fresh letters-and-digits order id, as the J&T pages require. */
const orderId = (prefix = 'jtqr') => uniqueId(prefix).replace(/-/g, '');

// The page (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html) shows its param and item tables
// but, in the copy read, no request or answer example: these params follow the tables.
function delivery(overrides: Partial<CreateCashOnDeliveryQrCodeParams> = {}): CreateCashOnDeliveryQrCodeParams {
  return {
    mchOrderId: orderId(),
    channelCode: 'THAI_DYNAMIC_QR',
    amount: 75_000,
    businessType: 2,
    projectType: 'HOME',
    notifyUrl: 'https://merchant.example.com/notifications/qr',
    items: [
      {
        subOrderId: orderId('parcel'),
        amount: 50_000,
        regionNo: 'BKK01',
        branchNo: 'BR0042',
        courierNo: 'C7781',
        courierName: 'Somsak',
        courierMobile: '0891234567',
        customerName: 'Malee Srisuk',
        customerMobile: '021234567',
      },
      { subOrderId: orderId('parcel'), amount: 25_000, regionNo: 'BKK01', branchNo: 'BR0042', courierNo: 'C7781' },
    ],
    remark: 'two parcels',
    ...overrides,
  };
}

const codesOf = (mchOrderId: string) =>
  setup.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

describe('thailand.createCashOnDeliveryQrCode', () => {
  it('creates an ACTIVE code for the sub-orders’ total in satang, keeping the business and project types and the parcels', async () => {
    const params = delivery();
    const data = await setup.client.thailand.createCashOnDeliveryQrCode(params);
    expect(data).toMatchObject({
      mchOrderId: params.mchOrderId,
      qrCodeContent: expect.any(String),
      channelCode: 'THAI_DYNAMIC_QR',
      qrStatus: 'ACTIVE',
      transactionStatus: 'PENDING',
      totalAmount: 75_000,
      businessType: 2,
      projectType: 'HOME',
    });
    expect(codesOf(params.mchOrderId)).toMatchObject([
      {
        amount: 75_000,
        currency: 'THB',
        source: 'delivery-qr',
        delivery: { businessType: 2, projectType: 'HOME', items: params.items },
      },
    ]);
  });

  it('reads an answer with only the order id and the QR content: no copy shows an example answer', () => {
    const minimal = { mchOrderId: 'PC880001', qrCodeContent: '000201010212' };
    expect(v.parse(CreateCashOnDeliveryQrCodeDataSchema, minimal)).toEqual(minimal);
    expect(v.safeParse(CreateCashOnDeliveryQrCodeDataSchema, { mchOrderId: 'PC880001' }).success).toBe(false);
  });

  it('refuses an amount that is not the sub-orders’ total, with format checks off too, and a courier phone that is not Thai, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const lenient = await setup.clientWith({ formatChecks: false });
    const total = await rejectionOf(lenient.thailand.createCashOnDeliveryQrCode(delivery({ amount: 70_000 })));
    expect(isRequestValidationError(total) && total.issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['amount', "amount must be the sum of the items' amounts"],
    ]);
    const [first, second] = delivery().items ?? [];
    const phone = await rejectionOf(
      setup.client.thailand.createCashOnDeliveryQrCode(
        delivery({ items: [{ ...first, courierMobile: '0123456789' } as never, second as never] }),
      ),
    );
    expect(isRequestValidationError(phone) && phone.issues.map((issue) => issue.path)).toEqual([
      'items.0.courierMobile',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a reused order id as GatewayError 21007 and makes no second code', async () => {
    const params = delivery();
    await setup.client.thailand.createCashOnDeliveryQrCode(params);
    const error = await rejectionOf(setup.client.thailand.createCashOnDeliveryQrCode({ ...params, amount: 75_000 }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(codesOf(params.mchOrderId)).toHaveLength(1);
  });

  it('resolves with the code the gateway made when the answer was lost, found by its detail with every term of the call', async () => {
    const params = delivery();
    const [sent, detailed] = [setup.sandbox.hits(path), setup.sandbox.hits(detailPath)];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const data = await setup.client.thailand.createCashOnDeliveryQrCode(params);
    expect(data).toMatchObject({
      mchOrderId: params.mchOrderId,
      qrCodeContent: expect.any(String),
      qrStatus: 'ACTIVE',
    });
    expect(codesOf(params.mchOrderId)).toHaveLength(1);
    expect([setup.sandbox.hits(path) - sent, setup.sandbox.hits(detailPath) - detailed]).toEqual([2, 1]);
  });

  it('is never resolved as another code made earlier under the same order id with other parcels: OutcomeUnknownError names them', async () => {
    const params = delivery();
    await setup.client.thailand.createCashOnDeliveryQrCode(params);
    const [first, second] = params.items ?? [];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(
      setup.client.thailand.createCashOnDeliveryQrCode({
        ...params,
        items: [{ ...first, courierNo: 'C9999' } as never, second as never],
      }),
    );
    expect(mismatchOf(error)).toEqual({ differs: ['items'], unchecked: [] });
    expect(codesOf(params.mchOrderId)).toHaveLength(1);
  });
});
