import { isOutcomeUnknownError, isRecordMismatchError, isRequestValidationError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { CreateWebpayDataSchema, type CreateWebpayParams } from './create-webpay.js';

const path = '/open-api/webpay/generate';
const setup = useSandbox();

/**
 * Params from the page's request table (https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html,
 * which shows no example body) for `WECHAT_URL`, under a fresh letters-and-digits order id.
 */
function tabled(overrides: Partial<CreateWebpayParams> = {}): CreateWebpayParams {
  return {
    mchOrderId: uniqueId('thwp').replace(/-/g, ''),
    channelCode: 'WECHAT_URL',
    amount: 2300,
    notifyUrl: 'https://merchant.example.com/notify',
    redirectUrl: 'https://merchant.example.com/done',
    customerName: 'Somchai',
    email: 'somchai@example.com',
    mobile: '0812345678',
    payerClientIp: '203.0.113.7',
    ...overrides,
  };
}

const paymentsOf = (mchOrderId: string) =>
  setup.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

describe('thailand.createWebpay', () => {
  it('creates a PENDING THB order paid by link (WECHAT_URL), and one inside WeChat (WECHAT_JS_URL) with its prepay id', async () => {
    const link = tabled();
    const data = await setup.client.thailand.createWebpay(link);
    expect(data).toEqual({
      mchOrderId: link.mchOrderId,
      transactionId: expect.any(String),
      payUrl: expect.stringMatching(/^http/),
      expiresTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(paymentsOf(link.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, amount: 2300, currency: 'THB', countryCode: 'TH', status: 'PENDING' },
    ]);
    const { payerClientIp: _ip, ...withoutIp } = tabled();
    const inWechat = await setup.client.thailand.createWebpay({
      ...withoutIp,
      channelCode: 'WECHAT_JS_URL',
      wpOpenid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      wpAppid: 'wx2421b1c4370ec43b',
    });
    expect(inWechat.metadata?.wechatpay?.prepayId).toEqual(expect.any(String));
    expect(inWechat.shortUrl).toEqual(expect.stringMatching(/^http/));
  });

  it('reads an answer with only the order’s ids, keeping undocumented members: the page shows a table, no example', () => {
    const minimal = { mchOrderId: 'PC880001', transactionId: 'C1051669624201385891', extra: 1 };
    expect(v.parse(CreateWebpayDataSchema, minimal)).toEqual(minimal);
  });

  it('refuses a non-Thai mobile, and, with format checks off too, WeChat channels without their payer fields, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const mobile = await rejectionOf(setup.client.thailand.createWebpay(tabled({ mobile: '60128888888' })));
    expect(isRequestValidationError(mobile) && mobile.issues.map((issue) => [issue.path, issue.message])).toEqual([
      // The payer's number is not repeated in the message: it is personal data.
      [
        'mobile',
        "mobile must be a Thai mobile number: 06, 08 or 09 and 8 digits, e.g. '0812345678' (received a string of 11 characters)",
      ],
    ]);
    const lenient = await setup.clientWith({ formatChecks: false });
    const { payerClientIp: _ip, ...withoutIp } = tabled();
    const ip = await rejectionOf(lenient.thailand.createWebpay(withoutIp));
    expect(isRequestValidationError(ip) && ip.issues.map((issue) => issue.path)).toEqual(['payerClientIp']);
    const js = await rejectionOf(lenient.thailand.createWebpay({ ...withoutIp, channelCode: 'WECHAT_JS_URL' }));
    expect(isRequestValidationError(js) && js.issues.map((issue) => issue.path).sort()).toEqual([
      'wpAppid',
      'wpOpenid',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('resends an order whose answer was lost with the same order id, never makes a second, and ends in OutcomeUnknownError naming what the status check cannot confirm', async () => {
    const params = tabled();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.thailand.createWebpay(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    const fields = isOutcomeUnknownError(error) && isRecordMismatchError(error.cause) ? error.cause.fields : [];
    expect(fields.map((field) => field.field).sort()).toEqual(
      ['customerName', 'email', 'mobile', 'notifyUrl', 'payerClientIp', 'redirectUrl'].sort(),
    );
    expect(isOutcomeUnknownError(error) && error.message).toContain(
      "client.neutral.queryPayment({ mchOrderId, countryCode: 'TH' })",
    );
    expect(setup.sandbox.hits(path) - before).toBe(2);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });
});
