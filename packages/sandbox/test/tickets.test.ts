import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderId } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const ADD = '/open-api/bluepay/abnormalTransIssue/addIssueFromOpen';
const SEARCH = '/open-api/bluepay/abnormalTransIssue/searchDisResult';
const CODE = '/open-api/v2/jt/qrcode';

describe('abnormal-transaction tickets', () => {
  let t: TestSandbox;
  let mchOrderId: string;
  beforeAll(async () => {
    t = await startTestSandbox();
    mchOrderId = orderId('JT');
    await t.gateway.call(CODE, {
      mchOrderId,
      channelCode: 'THAI_DYNAMIC_QR',
      amount: 100000,
      notifyUrl: 'http://127.0.0.1:9/qr',
    });
  });
  afterAll(() => t.sandbox.close());

  // https://jtdocs.bluepay.asia/en/AbnormalTranIssue/AddIssueFromOpen.html: the page's example param.
  const ticket = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    requestId: orderId('RQ'),
    mchOrderId,
    amount: 100000,
    ticketType: 1,
    payerType: 2,
    courierMobile: '0611111111',
    payerMobile: '0611111112',
    transactionDate: '2025-10-29',
    notifyUrl: 'http://127.0.0.1:9/tickets',
    problemDescription: 'problemDescription',
    proofImage: ['bluepay/onboard/extern/22fe507ee71d04cee1665b9879164724.jpg'],
    ...overrides,
  });

  it('opens a PENDING ticket, found by its number or its request id, and moved on by support', async () => {
    const params = ticket();
    const added = await t.gateway.call(ADD, params);
    expect(added.code).toBe(10000);
    const { ticketNo } = added.data as { ticketNo: string };
    expect(added.data).toEqual({ requestId: params['requestId'], ticketNo: expect.stringMatching(/^\d+$/) });
    const pending = { ticketNo, ticketStatus: 'PENDING', transactionStatus: 'PENDING' };
    expect((await t.gateway.call(SEARCH, { ticketNo })).data).toEqual(pending);
    expect((await t.gateway.call(SEARCH, { requestId: params['requestId'] })).data).toEqual(pending);
    t.sandbox.decideTicket({ ticketNo, ticketStatus: 'CLOSED', transactionStatus: 'COMPLETED' });
    expect((await t.gateway.call(SEARCH, { ticketNo })).data).toEqual({
      ticketNo,
      ticketStatus: 'CLOSED',
      transactionStatus: 'COMPLETED',
    });
    expect(() => t.sandbox.decideTicket({ ticketNo, ticketStatus: 'PROCESSING' })).toThrow(/CLOSED already/);
  });

  it('refuses a ticket without the payer’s phone when the rider did not pay, a reused request id and six images with 21002, one about no payment with 21006', async () => {
    const reused = ticket();
    await t.gateway.call(ADD, reused);
    const images = Array.from({ length: 6 }, (_, index) => `bluepay/onboard/extern/${index}.jpg`);
    const cases: Array<[Record<string, unknown>, number]> = [
      [ticket({ payerMobile: null }), 21002],
      [{ ...reused }, 21002],
      [ticket({ proofImage: images }), 21002],
      [ticket({ mchOrderId: orderId('NONE') }), 21006],
    ];
    for (const [params, code] of cases) expect((await t.gateway.call(ADD, params)).code).toBe(code);
    expect((await t.gateway.call(ADD, ticket({ payerType: 1, payerMobile: null }))).code).toBe(10000);
  });

  it('answers 21002 for a search naming neither id and 21006 for an unknown ticket', async () => {
    expect((await t.gateway.call(SEARCH, {})).code).toBe(21002);
    expect((await t.gateway.call(SEARCH, { ticketNo: '1' })).code).toBe(21006);
  });
});
