import {
  GatewayCode,
  isGatewayError,
  isOutcomeUnknownError,
  isRecordMismatchError,
  isRequestValidationError,
} from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { payCoolsId, rejectionOf, useSandbox } from '../../test/setup-sandbox.js';
import {
  CreateDynamicVirtualAccountDataSchema,
  type CreateDynamicVirtualAccountParams,
} from './create-dynamic-virtual-account.js';

const path = '/open-api/dynamic/payment/code';
const setup = useSandbox();

/** The page's request example (https://developers.paycools.co.id/en/payment/Collection.html) under a fresh order id. */
function documented(overrides: Partial<CreateDynamicVirtualAccountParams> = {}): CreateDynamicVirtualAccountParams {
  return {
    mchOrderId: payCoolsId('TestMchOrderIdP'),
    amount: 10000,
    email: 'test@123.com',
    mobile: '81234567890',
    customerName: 'test',
    remark: 'test payment code',
    notifyUrl: 'http://test',
    channelCode: 'ALFAMART_VA',
    ...overrides,
  };
}

const paymentsOf = (mchOrderId: string) =>
  setup.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

describe('indonesia.createDynamicVirtualAccount', () => {
  it('creates a PENDING IDR payment from the page’s example request, answering its transaction fields and explicit nulls', async () => {
    const params = documented();
    const data = await setup.client.indonesia.createDynamicVirtualAccount(params);
    expect(data).toEqual({
      transactionId: expect.any(String),
      transactionCreateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      transactionReturnTime: null,
      transactionAmount: 10000,
      transactionStatus: 'PENDING',
      remark: 'test payment code',
      paymentCode: {
        mchOrderId: params.mchOrderId,
        channelCode: 'ALFAMART_VA',
        referenceNumber: expect.stringMatching(/^\d+$/),
      },
    });
    expect(paymentsOf(params.mchOrderId)).toMatchObject([
      { transactionId: data.transactionId, amount: 10000, currency: 'IDR', channelType: 'VA' },
    ]);
  });

  it('reads the page’s example answer, cut off inside paymentCode, whose members are not documented', () => {
    const shown = {
      transactionId: 'C1630761265167208448',
      transactionCreateTime: '2023-03-01 09:45:58',
      transactionReturnTime: null,
      transactionAmount: 10000,
      transactionStatus: 'PENDING',
      remark: null,
    };
    expect(v.parse(CreateDynamicVirtualAccountDataSchema, shown)).toEqual(shown);
    expect(
      v.parse(CreateDynamicVirtualAccountDataSchema, { ...shown, paymentCode: { mchOrderId: 'TestMchOrderIdP0001' } })
        .paymentCode,
    ).toEqual({
      mchOrderId: 'TestMchOrderIdP0001',
    });
  });

  it('refuses an amount over 100000000 rupiah and a missing e-mail address before sending anything', async () => {
    const { email: _email, ...withoutEmail } = documented({ amount: 100_000_001 });
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.indonesia.createDynamicVirtualAccount(withoutEmail as CreateDynamicVirtualAccountParams),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'amount',
      'email',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a reused order id as GatewayError 21007 and keeps one payment', async () => {
    const params = documented();
    await setup.client.indonesia.createDynamicVirtualAccount(params);
    const error = await rejectionOf(setup.client.indonesia.createDynamicVirtualAccount(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });

  it('resends a payment whose answer was lost with the same order id, and never makes a second: the duplicate is looked up, and the fields its status check cannot confirm end in OutcomeUnknownError', async () => {
    const params = documented();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.indonesia.createDynamicVirtualAccount(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    // The country-neutral status check returns the order, amount, channel and remark, not the payer's
    // details nor the notification URL (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html).
    const fields = isOutcomeUnknownError(error) && isRecordMismatchError(error.cause) ? error.cause.fields : [];
    expect(fields.every((field) => field.reason === 'unchecked')).toBe(true);
    expect(fields.map((field) => field.field).sort()).toEqual(
      ['email', 'mobile', 'customerName', 'notifyUrl'].filter((field) => field in params).sort(),
    );
    expect(isOutcomeUnknownError(error) && error.message).toContain(
      "check its status with client.neutral.queryPayment({ mchOrderId, countryCode: 'ID' }) before anything else",
    );
    expect(setup.sandbox.hits(path) - before).toBe(2);
    expect(paymentsOf(params.mchOrderId)).toHaveLength(1);
  });
});
