// Finding 2: recovery accepts a record only when it is provably this call's. A second call reuses the
// keys and amount of a committed one with another field; the proxy drops its first attempt before the
// sandbox (nothing is committed, but the client cannot know), so the retry is refused as a duplicate
// and recovery finds the first call's record. It must not be returned as this call's.
import { isOutcomeUnknownError } from '@lintas/core';
import { matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName, type Params } from '../src/money-moving-operations.js';
import { settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

/** For each operation with a recovery: the same call with one field that is neither a key nor the amount changed. */
const otherField: Readonly<Record<string, (params: Params) => Params>> = {
  'philippines.createPayment': (params) => ({ ...params, mobile: '09998887777' }),
  'philippines.createPayout': (params) => ({ ...params, accountNo: '009999999999' }),
  'indonesia.createPayment': (params) => ({ ...params, customerName: 'Someone Else' }),
  'indonesia.createPayout': (params) => ({ ...params, accountNo: '9999999999' }),
  'indonesia.createDisbursement': (params) => ({ ...params, accountNo: '9999999999' }),
  'neutral.createPayment': (params) => ({
    ...params,
    customerName: 'Someone Else',
    notifyUrl: 'https://other.example.com/notify',
  }),
  'neutral.createRefund': (params) => ({ ...params, refundReason: 'another reason' }),
  'directDebit.createPayment': (params) => ({ ...params, notifyUrl: 'https://other.example.com/notify' }),
  'thailand.createPayout': (params) => ({ ...params, accountNo: '9999999999' }),
  'malaysia.createPayout': (params) => ({ ...params, accountNo: '9999999999' }),
  'thailand.createCashOnDeliveryQrCode': (params) => ({ ...params, remark: 'another delivery' }),
  'malaysia.createQrCode': (params) => ({ ...params, remark: 'another code' }),
};

const recoverable = moneyMovingOperations.filter((operation) => otherField[operation.endpoint] !== undefined);

describe.each(recoverable.map((operation) => [operationName(operation), operation] as const))(
  '%s',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);
    it('reusing the keys and amount of a committed call with another field ends in OutcomeUnknownError, not in the other call’s record', async () => {
      const first = await operation.prepare(bench());
      await bench().direct.call(endpoint, first as never);
      const second = otherField[operation.endpoint]?.(first) ?? first;
      const match = matchCall(endpoint.path, keysOf(endpoint, second));
      bench().proxy.plan(match, { kind: 'drop-before' });
      const settled = await settle(bench().client.call(endpoint, second as never));
      expect(settled.ok ? `resolved with ${JSON.stringify(settled.data)}` : isOutcomeUnknownError(settled.error)).toBe(
        true,
      );
      expect(operation.committed(bench().sandbox.state(), first)).toHaveLength(1);
    });
  },
);
