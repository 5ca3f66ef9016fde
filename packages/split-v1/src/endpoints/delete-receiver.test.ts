import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/v1/splitPaymentReceiver/delete';
const setup = useSandbox();

function seededReceiver(): string {
  return setup.sandbox.seedReceiver({ appId: setup.merchant.appId, bindNo: uniqueId('BN'), countryCode: 'ID' }).bindNo;
}

function statusOf(bindNo: string) {
  return setup.sandbox.state().receivers.find((record) => record.bindNo === bindNo)?.status;
}

describe('splitV1.deleteReceiver', () => {
  it('deletes a receiver binding and answers its bindNo', async () => {
    const bindNo = seededReceiver();
    expect(await setup.client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' })).toEqual({ bindNo });
    expect(statusOf(bindNo)).toBe('DELETED');
  });

  it('refuses an empty bindNo and a missing country before sending anything, naming both', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.splitV1.deleteReceiver({ bindNo: '' } as never));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'bindNo',
      'countryCode',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an unknown binding as GatewayError 21006', async () => {
    const error = await rejectionOf(setup.client.splitV1.deleteReceiver({ bindNo: 'BN-UNKNOWN', countryCode: 'ID' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });

  it('surfaces a second delete of the same binding as GatewayError 21006', async () => {
    const bindNo = seededReceiver();
    await setup.client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' });
    const error = await rejectionOf(setup.client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
    expect(statusOf(bindNo)).toBe('DELETED');
  });

  it('resolves as deleted when the answer to a committed delete was lost and the retry finds the binding gone', async () => {
    const bindNo = seededReceiver();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    expect(await setup.client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' })).toEqual({ bindNo });
    expect(setup.sandbox.hits(path)).toBe(before + 2);
    expect(statusOf(bindNo)).toBe('DELETED');
  });

  it('retries a delete the gateway never processed (HTTP 503) and deletes the binding', async () => {
    const bindNo = seededReceiver();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    expect(await setup.client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' })).toEqual({ bindNo });
    expect(setup.sandbox.hits(path)).toBe(before + 2);
    expect(statusOf(bindNo)).toBe('DELETED');
  });

  it('keeps an ambiguous outcome unknown when every retry fails too, naming the bindNo', async () => {
    const bindNo = seededReceiver();
    setup.sandbox.injectFault({ path, kind: 'reset-after', times: 3 });
    const error = await rejectionOf(setup.client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' }));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ bindNo });
  });
});
