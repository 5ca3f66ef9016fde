import { isOutcomeUnknownError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { idr, partnerReference, rejectionOf, useSnapSandbox } from '../../test/setup-sandbox.js';
import { isSnapError } from '../errors/snap-error.js';

const setup = useSnapSandbox('eztrans');

const atmCode = (reference = partnerReference('atm')) => ({
  partnerReferenceNo: reference,
  merchantId: setup.merchant.appId,
  additionalInfo: { amount: idr('50000.00') },
});

describe('createAtmQrCode, over HTTP to the sandbox’s EZTrans site', () => {
  it('creates an ATM code, each call signed with the RSA key as the site states', async () => {
    const params = atmCode();
    const data = await setup.client.snap.createAtmQrCode(params);
    expect(data.responseCode).toBe('2009000');
    expect(data.partnerReferenceNo).toBe(params.partnerReferenceNo);
    expect(data.referenceNo).toMatch(/^SN/);
    const [created] = setup.sandbox
      .snapTransactions()
      .filter((t) => t.partnerReferenceNo === params.partnerReferenceNo);
    expect(created).toMatchObject({ serviceCode: '90', profile: 'eztrans', status: '03', request: params });
  });

  it('refuses a partnerReferenceNo used before as a duplicate', async () => {
    const params = atmCode();
    await setup.client.snap.createAtmQrCode(params);
    const error = await rejectionOf(setup.client.snap.createAtmQrCode(params));
    expect(isSnapError(error) && [error.responseCode, error.httpStatus, error.serviceCode, error.caseCode]).toEqual([
      '4099001',
      409,
      '90',
      '01',
    ]);
  });

  it('ends in OutcomeUnknownError when the gateway fails after receiving it (HTTP 500), sending it once', async () => {
    const params = atmCode();
    setup.sandbox.injectFault({ path: '/v2.0/cdm/cdm-mpm-generate', kind: 'business-code', code: 5009000, times: 1 });
    const error = await rejectionOf(setup.client.snap.createAtmQrCode(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ partnerReferenceNo: params.partnerReferenceNo });
    const { cause } = error as Error;
    expect(isSnapError(cause) && cause.responseCode).toBe('5009000');
  });
});
