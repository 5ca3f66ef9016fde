import { describe, expect, it } from 'vitest';
import { idr, partnerReference, rejectionOf, useSnapSandbox } from '../../test/setup-sandbox.js';
import { isSnapError } from '../errors/snap-error.js';

const setup = useSnapSandbox('eztrans');

async function atmCode() {
  const partnerReferenceNo = partnerReference('atm');
  const created = await setup.client.snap.createAtmQrCode({
    partnerReferenceNo,
    merchantId: setup.merchant.appId,
    additionalInfo: {},
  });
  return { partnerReferenceNo, referenceNo: created.referenceNo as string };
}

describe('queryPaymentStatus, over HTTP to the sandbox’s EZTrans site', () => {
  it('reads a payment pending, then paid with its amount', async () => {
    const { partnerReferenceNo, referenceNo } = await atmCode();
    const query = {
      originalPartnerReferenceNo: partnerReferenceNo,
      merchantId: setup.merchant.appId,
      serviceCode: '90',
    };
    const pending = await setup.client.snap.queryPaymentStatus(query);
    expect(pending).toMatchObject({
      responseCode: '2005500',
      latestTransactionStatus: '03',
      originalReferenceNo: referenceNo,
    });
    setup.sandbox.completeSnapPayment({ referenceNo, amount: idr('50000.00') });
    const paid = await setup.client.snap.queryPaymentStatus(query);
    expect(paid).toMatchObject({
      latestTransactionStatus: '00',
      amount: idr('50000.00'),
      transactionStatusDesc: 'Success',
    });
  });

  it('is a SnapError of HTTP 404 for a payment the gateway does not know', async () => {
    const error = await rejectionOf(
      setup.client.snap.queryPaymentStatus({
        originalPartnerReferenceNo: 'unknown1',
        merchantId: setup.merchant.appId,
      }),
    );
    expect(isSnapError(error) && [error.responseCode, error.httpStatus]).toEqual(['4045501', 404]);
  });

  it('is retried with a new X-EXTERNAL-ID after an answer lost, as a read', async () => {
    const { partnerReferenceNo } = await atmCode();
    setup.sandbox.injectFault({ path: '/v2.0/debit/status', kind: 'reset-after', times: 1 });
    const { data, metadata } = await setup.client.snap
      .queryPaymentStatus({ originalPartnerReferenceNo: partnerReferenceNo, merchantId: setup.merchant.appId })
      .withMetadata();
    expect(data.latestTransactionStatus).toBe('03');
    expect(metadata.attempts.map((attempt) => attempt.failure ?? attempt.code)).toEqual(['network', 2005500]);
  });
});
