import { GatewayCode, isGatewayError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, seededReturnParams, uniqueId, useSandbox } from './setup-sandbox.js';

const setup = useSandbox();

describe('split returns, as a merchant lives them', () => {
  it('returns part of a split payment, then the rest, and is refused 21021 for anything beyond', async () => {
    const seeded = seededReturnParams(setup, 100000);
    const returnOf = (amount: number) =>
      setup.client.splitV1.createSplitReturn({ ...seeded, splitMerchantOrderReturnNo: uniqueId('return'), amount });

    const first = await returnOf(30000);
    const rest = await returnOf(70000);
    expect([first.amount, rest.amount]).toEqual([30000, 70000]);
    expect(first.splitPaymentReturnNo).not.toBe(rest.splitPaymentReturnNo);
    expect(rest.returnMerchantNo).toBe(first.returnMerchantNo);

    const beyond = await rejectionOf(returnOf(1));
    expect(isGatewayError(beyond) && beyond.code).toBe(GatewayCode.TransactionAmountInvalid);
    const state = setup.sandbox.state();
    expect(
      state.splitReturns
        .filter((record) => record.splitPaymentNo === seeded.splitPaymentNo)
        .map((record) => record.amount),
    ).toEqual([30000, 70000]);
    expect(state.splitPayments.find((record) => record.splitPaymentNo === seeded.splitPaymentNo)?.returnedAmount).toBe(
      100000,
    );
  });

  it('uploads a proof file, then deletes a receiver binding once: the second delete is refused 21006', async () => {
    const { fileNo } = await setup.client.splitV1.uploadProofFile({
      fileName: 'store-agreement.pdf',
      fileContent: btoa('%PDF-1.7 store agreement'),
      businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION',
      countryCode: 'ID',
    });
    expect(fileNo).not.toBe('');
    const { bindNo } = setup.sandbox.seedReceiver({
      appId: setup.merchant.appId,
      bindNo: uniqueId('BN'),
      countryCode: 'ID',
    });
    await setup.client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' });
    const again = await rejectionOf(setup.client.splitV1.deleteReceiver({ bindNo, countryCode: 'ID' }));
    expect(isGatewayError(again) && again.code).toBe(GatewayCode.TransactionNotFound);
  });
});
