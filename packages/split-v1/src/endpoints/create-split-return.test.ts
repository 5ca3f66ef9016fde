import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, seededReturnParams, useSandbox } from '../../test/setup-sandbox.js';
import type { CreateSplitReturnParams } from './create-split-return.js';

const path = '/open-api/v1/splitPaymentOrder/generateRefundOrder';
const setup = useSandbox();

function seededReturn(amount: number, returned: number): CreateSplitReturnParams {
  return { ...seededReturnParams(setup, amount, returned), description: 'item returned' };
}

function returnsOf(splitPaymentNo: string) {
  return setup.sandbox.state().splitReturns.filter((record) => record.splitPaymentNo === splitPaymentNo);
}

function returnedAmountOf(splitPaymentNo: string) {
  return setup.sandbox.state().splitPayments.find((record) => record.splitPaymentNo === splitPaymentNo)?.returnedAmount;
}

describe('splitV1.createSplitReturn', () => {
  it('returns part of a split payment and answers the whole return record with ISO 8601 times', async () => {
    const params = seededReturn(100000, 25000);
    const data = await setup.client.splitV1.createSplitReturn(params);
    const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:?\d{2}|Z)$/);
    expect(data).toEqual({
      detailNo: params.detailNo,
      detailReturnNo: expect.any(String),
      splitMerchantOrderNo: params.splitMerchantOrderNo,
      splitMerchantOrderReturnNo: params.splitMerchantOrderReturnNo,
      splitPaymentNo: params.splitPaymentNo,
      splitPaymentReturnNo: expect.any(String),
      returnMerchantNo: expect.any(String),
      amount: 25000,
      description: 'item returned',
      returnStatus: 'SUCCESS',
      createTime: iso,
      finishTime: iso,
    });
    expect(returnedAmountOf(params.splitPaymentNo)).toBe(25000);
  });

  it('refuses a zero amount and an empty detailNo before sending anything, naming both', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.splitV1.createSplitReturn({ ...seededReturn(1000, 0), detailNo: '' }));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'amount',
      'detailNo',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an unknown split payment as GatewayError 21006', async () => {
    const error = await rejectionOf(
      setup.client.splitV1.createSplitReturn({ ...seededReturn(1000, 100), splitPaymentNo: 'SP-UNKNOWN' }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });

  it('surfaces a reused splitMerchantOrderReturnNo as GatewayError 21007 and returns nothing more', async () => {
    const params = seededReturn(10000, 1000);
    await setup.client.splitV1.createSplitReturn(params);
    const error = await rejectionOf(setup.client.splitV1.createSplitReturn(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(returnsOf(params.splitPaymentNo)).toHaveLength(1);
    expect(returnedAmountOf(params.splitPaymentNo)).toBe(1000);
  });

  it('ends a connection reset after the gateway committed in OutcomeUnknownError with the return number, and returns the money once', async () => {
    const params = seededReturn(10000, 4000);
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.splitV1.createSplitReturn(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({
      splitMerchantOrderReturnNo: params.splitMerchantOrderReturnNo,
    });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(returnsOf(params.splitPaymentNo)).toMatchObject([
      { splitMerchantOrderReturnNo: params.splitMerchantOrderReturnNo, amount: 4000 },
    ]);
    expect(returnedAmountOf(params.splitPaymentNo)).toBe(4000);
  });

  it('ends an HTTP 503 in OutcomeUnknownError too, without sending the return again', async () => {
    const params = seededReturn(10000, 4000);
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    const error = await rejectionOf(setup.client.splitV1.createSplitReturn(params));
    expect(isOutcomeUnknownError(error)).toBe(true);
    expect(setup.sandbox.hits(path)).toBe(before + 1);
  });
});
