import { isOutcomeUnknownError, isRecordMismatchError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { idr, partnerReference, rejectionOf, useSnapSandbox } from '../../test/setup-sandbox.js';
import { isSnapError } from '../errors/snap-error.js';

const path = '/v2.0/debit/payment-host-to-host';
const setup = useSnapSandbox('eztrans');

/** SNAP's direct debit body (https://developer.ifortepay.id/snap/payment-gateway/direct-debit/payment) under a fresh reference. */
const debit = (partnerReferenceNo = partnerReference('dd')) => ({
  partnerReferenceNo,
  merchantId: setup.merchant.appId,
  bankCardToken: 'card-token-0001',
  amount: idr('150000.00'),
  urlParam: [{ url: 'https://merchant.example.com/notify', type: 'PAY_NOTIFY', isDeeplink: 'N' as const }],
  additionalInfo: { isWithOtp: 'N', remarks: 'order 42' },
});

const transactionsOf = (partnerReferenceNo: string) =>
  setup.sandbox.snapTransactions().filter((t) => t.partnerReferenceNo === partnerReferenceNo);

describe('createDirectDebitPayment, over HTTP to the sandbox’s EZTrans site', () => {
  it('debits a registered card, pending until paid, then read paid with its amount by the status check of service 55', async () => {
    const params = debit();
    const data = await setup.client.snap.createDirectDebitPayment(params);
    expect(data).toMatchObject({
      responseCode: '2005400',
      partnerReferenceNo: params.partnerReferenceNo,
      referenceNo: expect.stringMatching(/^SN/),
    });
    const query = {
      originalPartnerReferenceNo: params.partnerReferenceNo,
      merchantId: params.merchantId,
      serviceCode: '54',
    };
    expect(await setup.client.snap.queryPaymentStatus(query)).toMatchObject({ latestTransactionStatus: '03' });
    setup.sandbox.completeSnapPayment({ referenceNo: data.referenceNo as string });
    expect(await setup.client.snap.queryPaymentStatus(query)).toMatchObject({
      latestTransactionStatus: '00',
      amount: idr('150000.00'),
      originalReferenceNo: data.referenceNo,
    });
  });

  it('refuses an amount without its cents and a bad urlParam before anything is sent', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.snap.createDirectDebitPayment({
        ...debit(),
        amount: idr('150000'),
        urlParam: [{ url: 'https://merchant.example.com/notify', type: 'PAY_NOTIFY', isDeeplink: 'n' as 'N' }],
      }),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'amount.value',
      'urlParam.0.isDeeplink',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses a partnerReferenceNo used before as a duplicate (409, case 01), debiting once', async () => {
    const params = debit();
    await setup.client.snap.createDirectDebitPayment(params);
    const error = await rejectionOf(setup.client.snap.createDirectDebitPayment(params));
    expect(isSnapError(error) && error.responseCode).toBe('4095401');
    expect(transactionsOf(params.partnerReferenceNo)).toHaveLength(1);
  });

  it('after an answer lost, sends it again, finds the debit by the status check, and ends in OutcomeUnknownError naming what the check cannot confirm, debiting once', async () => {
    const params = debit();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after', times: 1 });
    const error = await rejectionOf(setup.client.snap.createDirectDebitPayment(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ partnerReferenceNo: params.partnerReferenceNo });
    const fields = isOutcomeUnknownError(error) && isRecordMismatchError(error.cause) ? error.cause.fields : [];
    expect(fields.map((field) => field.field).sort()).toEqual([
      'additionalInfo',
      'amount',
      'bankCardToken',
      'urlParam',
    ]);
    expect(isOutcomeUnknownError(error) && error.message).toContain(
      "client.snap.queryPaymentStatus({ originalPartnerReferenceNo: partnerReferenceNo, merchantId, serviceCode: '54' })",
    );
    expect(setup.sandbox.hits(path) - before).toBe(2);
    expect(transactionsOf(params.partnerReferenceNo)).toHaveLength(1);
  });
});
