import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderId } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const CREATE = '/open-api/v2/jt/qrcode';
const DETAIL = '/open-api/v2/jt/qrcode/detail';
const PAYMENTS = '/open-api/v2/jt/qrcode/payments';
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

// https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html: the param and item tables.
const parcel = (subOrderId: string, amount: number) => ({
  subOrderId,
  amount,
  regionNo: 'BKK01',
  branchNo: 'BR0042',
  courierNo: 'C7781',
});

const code = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  mchOrderId: orderId('JT'),
  channelCode: 'THAI_DYNAMIC_QR',
  amount: 3000,
  notifyUrl: 'http://127.0.0.1:9/qr',
  items: [parcel(orderId('P'), 1000), parcel(orderId('P'), 2000)],
  ...overrides,
});

describe('J&T cash-on-delivery QR codes', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  it('creates an ACTIVE THB code with the default business and project types, answered like its detail', async () => {
    const params = code();
    const created = await t.gateway.call(CREATE, params);
    expect(created.code).toBe(10000);
    expect(created.data).toMatchObject({
      mchOrderId: params['mchOrderId'],
      qrStatus: 'ACTIVE',
      transactionStatus: 'PENDING',
      amount: 3000,
      fee: 0,
      totalAmount: 3000,
      businessType: 1,
      projectType: 'PPCASH',
      items: params['items'],
    });
    const detail = await t.gateway.call(DETAIL, { mchOrderId: params['mchOrderId'] });
    expect(detail.data).toEqual(created.data);
  });

  it('refuses an amount that is not the sub-orders’ total and a project type it does not know with 21002, a taken order id with 21007, an unknown channel with 21005', async () => {
    const cases: Array<[Record<string, unknown>, number]> = [
      [code({ amount: 2999 }), 21002],
      [code({ projectType: 'CARGO' }), 21002],
      [code({ channelCode: 'THAI_STATIC_QR' }), 21005],
    ];
    for (const [params, expected] of cases) expect((await t.gateway.call(CREATE, params)).code).toBe(expected);
    const taken = code();
    await t.gateway.call(CREATE, taken);
    expect((await t.gateway.call(CREATE, { ...taken, amount: 3000 })).code).toBe(21007);
    expect((await t.gateway.call(DETAIL, { mchOrderId: orderId('NONE') })).code).toBe(21006);
  });

  it('lists a paid code by its order id or by a sub-order, within the range only, and answers 21002 for both or neither', async () => {
    const params = code();
    const created = await t.gateway.call(CREATE, params);
    const { transactionId } = created.data as { transactionId: string };
    t.sandbox.completePayment({ transactionId });
    const subOrderId = (params['items'] as Array<{ subOrderId: string }>)[1]?.subOrderId;
    const range = { startDate: today(), endDate: today() };
    const byOrder = await t.gateway.call(PAYMENTS, { mchOrderId: params['mchOrderId'], ...range });
    expect(byOrder.data).toEqual([
      expect.objectContaining({ transactionId, transactionStatus: 'COMPLETED', amount: 3000, totalAmount: 3000 }),
    ]);
    const bySubOrder = await t.gateway.call(PAYMENTS, { subOrderId, ...range });
    expect(bySubOrder.data).toEqual([expect.objectContaining({ transactionId, subOrderId })]);
    const past = await t.gateway.call(PAYMENTS, { subOrderId, startDate: '2022-11-01', endDate: '2022-11-28' });
    expect(past.data).toEqual([]);
    expect((await t.gateway.call(PAYMENTS, { ...range })).code).toBe(21002);
    expect((await t.gateway.call(PAYMENTS, { mchOrderId: 'A', subOrderId, ...range })).code).toBe(21002);
  });
});
