import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { payCoolsId, rejectionOf, useSandbox } from '../../test/setup-sandbox.js';
import {
  CreateStaticVirtualAccountDataSchema,
  type CreateStaticVirtualAccountParams,
} from './create-static-virtual-account.js';

const path = '/open-api/static/payment/code';
const setup = useSandbox();

/** The page's request example (https://developers.paycools.co.id/en/payment/VACollection.html) under a fresh order id. */
function documented(overrides: Partial<CreateStaticVirtualAccountParams> = {}): CreateStaticVirtualAccountParams {
  return {
    mchOrderId: payCoolsId('TestMchOrderId'),
    channelCode: 'BRI_VA',
    amount: 10000,
    email: 'test@123.com',
    mobile: '081234567',
    customerName: 'test',
    remark: 'test payment code',
    notifyUrl: 'http://test',
    ...overrides,
  };
}

const codeOf = (mchOrderId: string) =>
  setup.sandbox.state().staticCodes.filter((code) => code.mchOrderId === mchOrderId);

describe('indonesia.createStaticVirtualAccount', () => {
  it('creates an ACTIVE static VA from the page’s example request, with no expiry, that payers can pay twice', async () => {
    const params = documented({ notifyUrl: 'https://merchant.example.com/va' });
    const data = await setup.client.indonesia.createStaticVirtualAccount(params);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      customerName: 'test',
      expireTime: null,
      status: 'ACTIVE',
      paymentCode: {
        mchOrderId: params.mchOrderId,
        channelCode: 'BRI_VA',
        referenceNumber: expect.stringMatching(/^\d+$/),
      },
    });
    expect(codeOf(params.mchOrderId)).toMatchObject([
      { countryCode: 'ID', channelType: 'VA', amount: 10000, payData: data.paymentCode?.referenceNumber },
    ]);
    setup.sandbox.payStaticCode(params.mchOrderId, { amount: 10000 });
    setup.sandbox.payStaticCode(params.mchOrderId, { amount: 10000 });
    expect(setup.sandbox.state().payments.filter((payment) => payment.mchOrderId === params.mchOrderId)).toHaveLength(
      2,
    );
  });

  it('reads the answer the page shows before its example is cut off, without a paymentCode: its members are not documented', () => {
    const shown = { mchOrderId: 'TestMchOrderIdP0002', customerName: 'test', expireTime: null, status: 'ACTIVE' };
    expect(v.parse(CreateStaticVirtualAccountDataSchema, shown)).toEqual(shown);
    expect(
      v.parse(CreateStaticVirtualAccountDataSchema, {
        ...shown,
        paymentCode: { mchOrderId: 'TestMchOrderIdP0002', vaNumber: '123' },
      }).paymentCode,
    ).toEqual({
      mchOrderId: 'TestMchOrderIdP0002',
      vaNumber: '123',
    });
  });

  it('stops taking payments once its expireTime has passed', async () => {
    // Five seconds leave room for a slow machine to create it; the test then waits the rest out.
    const expireTime = Date.now() + 5_000;
    const params = documented({ expireTime });
    await expect(setup.client.indonesia.createStaticVirtualAccount(params)).resolves.toMatchObject({ expireTime });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expireTime - Date.now()) + 100));
    expect(() => setup.sandbox.payStaticCode(params.mchOrderId, { amount: 10000 })).toThrow(/expired/);
  });

  it('surfaces an expireTime already past as GatewayError 21002', async () => {
    const error = await rejectionOf(
      setup.client.indonesia.createStaticVirtualAccount(documented({ expireTime: Date.now() - 60_000 })),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.ParamError);
  });

  it('refuses a short order id and an amount under 2000 rupiah before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.indonesia.createStaticVirtualAccount(documented({ mchOrderId: 'va1', amount: 1500 })),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'amount',
      'mchOrderId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a reused order id as GatewayError 21007', async () => {
    const params = documented();
    await setup.client.indonesia.createStaticVirtualAccount(params);
    const error = await rejectionOf(setup.client.indonesia.createStaticVirtualAccount(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
  });

  it('ends in OutcomeUnknownError with the order id when the answer is lost after the gateway made the VA, and never makes a second', async () => {
    const params = documented();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.indonesia.createStaticVirtualAccount(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(setup.sandbox.hits(path) - before).toBe(1);
    expect(codeOf(params.mchOrderId)).toHaveLength(1);
  });
});
