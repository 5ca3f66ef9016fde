import { GatewayCode, isGatewayError, isRequestValidationError, rsaSha256Signer } from '@lintas/core';
import { generateMerchantKeys } from '@lintas/sandbox';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/thailand/static/payment/paymentList';
const setup = useSandbox();

/** The gateway's calendar date (UTC+8) of an instant, shifted by `days`. */
function gatewayDate(epochMs: number, days = 0): string {
  return new Date(epochMs + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Seeds a Thai static code (its create path is not public) and has two payers pay it. */
function paidTwice() {
  const mchOrderId = uniqueId('th-code');
  setup.sandbox.seedStaticCode({
    appId: setup.merchant.appId,
    mchOrderId,
    countryCode: 'TH',
    channelCode: 'THAI_DYNAMIC_QR',
    remark: 'counter 3',
  });
  const first = setup.sandbox.payStaticCode(mchOrderId, { amount: 10050 });
  const second = setup.sandbox.payStaticCode(mchOrderId, { amount: 2500, remark: 'table 4' });
  return { mchOrderId, first, second };
}

describe('thailand.listStaticPayments', () => {
  it('lists both payments made to a static code within the date range, with the fields the gateway documents', async () => {
    const { mchOrderId, first, second } = paidTwice();
    const range = { startDate: gatewayDate(first.createdAt), endDate: gatewayDate(second.createdAt) };
    const data = await setup.client.thailand.listStaticPayments({ mchOrderId, ...range });
    const gatewayTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data).toEqual([
      {
        transactionId: first.transactionId,
        channelCode: 'THAI_DYNAMIC_QR',
        transactionCreateTime: gatewayTime,
        transactionReturnTime: gatewayTime,
        transactionAmount: 10050,
        transactionStatus: 'COMPLETED',
        remark: 'counter 3',
      },
      {
        transactionId: second.transactionId,
        channelCode: 'THAI_DYNAMIC_QR',
        transactionCreateTime: gatewayTime,
        transactionReturnTime: gatewayTime,
        transactionAmount: 2500,
        transactionStatus: 'COMPLETED',
        remark: 'table 4',
      },
    ]);
  });

  it('lists none of them for the days before and after the payments', async () => {
    const { mchOrderId, first, second } = paidTwice();
    const before = {
      mchOrderId,
      startDate: gatewayDate(first.createdAt, -30),
      endDate: gatewayDate(first.createdAt, -1),
    };
    const after = {
      mchOrderId,
      startDate: gatewayDate(second.createdAt, 1),
      endDate: gatewayDate(second.createdAt, 30),
    };
    await expect(setup.client.thailand.listStaticPayments(before)).resolves.toEqual([]);
    await expect(setup.client.thailand.listStaticPayments(after)).resolves.toEqual([]);
  });

  it('refuses an end date before the start date, and a date not written YYYY-MM-DD, before sending anything', async () => {
    const hits = setup.sandbox.hits(path);
    const reversed = await rejectionOf(
      setup.client.thailand.listStaticPayments({
        mchOrderId: 'th-code',
        startDate: '2026-11-30',
        endDate: '2026-11-01',
      }),
    );
    expect(isRequestValidationError(reversed) && reversed.issues.map((issue) => issue.path)).toEqual(['endDate']);
    const slashed = await rejectionOf(
      setup.client.thailand.listStaticPayments({
        mchOrderId: 'th-code',
        startDate: '2026/11/01',
        endDate: '2026-11-30',
      }),
    );
    expect(isRequestValidationError(slashed) && slashed.issues.map((issue) => issue.path)).toContain('startDate');
    expect(setup.sandbox.hits(path)).toBe(hits);
  });

  it('keeps refusing a reversed date range when format checks are off', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const hits = setup.sandbox.hits(path);
    const error = await rejectionOf(
      client.thailand.listStaticPayments({ mchOrderId: 'th-code', startDate: '2026-11-30', endDate: '2026-11-01' }),
    );
    expect(isRequestValidationError(error)).toBe(true);
    expect(setup.sandbox.hits(path)).toBe(hits);
  });

  it('surfaces a request signed with a key the gateway does not know as GatewayError 21001', async () => {
    const client = await setup.clientWith({
      signer: await rsaSha256Signer({ privateKey: generateMerchantKeys().privateKey }),
    });
    const error = await rejectionOf(
      client.thailand.listStaticPayments({ mchOrderId: 'th-code', startDate: '2026-11-01', endDate: '2026-11-30' }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.SignError);
  });
});
