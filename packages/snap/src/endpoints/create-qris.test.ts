import { isConfigurationError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { idr, partnerReference, rejectionOf, useSnapSandbox } from '../../test/setup-sandbox.js';
import { isSnapError } from '../errors/snap-error.js';

const setup = useSnapSandbox('paycools-cargo');

const qris = (reference = partnerReference('awb')) => ({
  partnerReferenceNo: reference,
  codAmount: idr('150000.00'),
  frtAmount: idr('12000.00'),
  merchantId: setup.merchant.appId,
  validityPeriod: '900',
});

describe('createQris, over HTTP to the sandbox’s PayCools cargo site', () => {
  it('creates a QRIS for the parcel’s goods and freight, signed with the client secret', async () => {
    const params = qris();
    const { data, metadata } = await setup.client.snap.createQris(params).withMetadata();
    expect(data.responseCode).toBe('2004700');
    expect(data.partnerReferenceNo).toBe(params.partnerReferenceNo);
    expect(data.referenceNo).toMatch(/^SN/);
    expect(data.qrContent).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    // One code for the goods and the freight: IDR 162,000.
    expect(data.qrContent).toMatch(/54\d{2}162000/);
    expect(metadata.code).toBe(2004700);
    expect(metadata.attempts).toHaveLength(1);
  });

  it('refuses a partnerReferenceNo used before as a duplicate, and creates nothing twice', async () => {
    const params = qris();
    await setup.client.snap.createQris(params);
    const error = await rejectionOf(setup.client.snap.createQris(params));
    expect(isSnapError(error) && error.responseCode).toBe('4094701');
    // The sites document no lookup of a QRIS: the message says what to do instead of looking it up.
    expect((error as Error).message).toContain(
      'the site documents no lookup of it: do not send it again. Its payment notification tells you if it is paid; if the payer never got its code, make a new one under a new partnerReferenceNo',
    );
    expect((error as Error).message).not.toMatch(/look it up/i);
    expect(
      setup.sandbox.snapTransactions().filter((t) => t.partnerReferenceNo === params.partnerReferenceNo),
    ).toHaveLength(1);
  });

  it('ends in OutcomeUnknownError when the answer is lost after the QRIS was made, sending it once', async () => {
    const params = qris();
    setup.sandbox.injectFault({ path: '/v2.1/qr/qr-mpm-generate', kind: 'reset-after', times: 1 });
    const error = await rejectionOf(setup.client.snap.createQris(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ partnerReferenceNo: params.partnerReferenceNo });
    expect(
      setup.sandbox.snapTransactions().filter((t) => t.partnerReferenceNo === params.partnerReferenceNo),
    ).toHaveLength(1);
  });

  it('refuses an amount without its cents before anything is sent', async () => {
    const before = setup.sandbox.hits('/v2.1/qr/qr-mpm-generate');
    const error = await rejectionOf(setup.client.snap.createQris({ ...qris(), codAmount: idr('150000') }));
    expect(isRequestValidationError(error) && error.message).toContain(
      "codAmount.value must be the amount with two decimals, e.g. '150000.00' for IDR 150,000",
    );
    expect(setup.sandbox.hits('/v2.1/qr/qr-mpm-generate')).toBe(before);
  });

  it('shows the text it expects when an amount is given as a number, before anything is sent', async () => {
    const before = setup.sandbox.hits('/v2.1/qr/qr-mpm-generate');
    const codAmount = { value: 150000, currency: 'IDR' } as unknown as ReturnType<typeof idr>;
    const error = await rejectionOf(setup.client.snap.createQris({ ...qris(), codAmount }));
    expect(isRequestValidationError(error) && error.message).toContain(
      "codAmount.value must be the amount as a string with two decimals, e.g. '150000.00' for IDR 150,000",
    );
    expect(setup.sandbox.hits('/v2.1/qr/qr-mpm-generate')).toBe(before);
  });

  it('is refused before anything is sent by a client of another SNAP site', async () => {
    const eztrans = await setup.clientWith({ profile: 'eztrans' });
    const error = await rejectionOf(eztrans.snap.createQris(qris()));
    expect(isConfigurationError(error) && error.option).toBe('profile');
    expect((error as Error).message).toContain('is not an operation of the eztrans SNAP site');
  });
});
