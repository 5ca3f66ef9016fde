import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/philippines/static/code/cancel';
const setup = useSandbox();
const channelCode = 'PH_QRPH_STATIC';

async function createdCode() {
  return setup.client.philippines.createStaticCode({
    mchOrderId: uniqueId('cancel'),
    customerName: 'Sari-Sari Store 7',
    channelCode,
    notifyUrl: 'https://merchant.example.com/notify',
    email: 'store7@example.com',
    mobile: '09171234567',
  });
}

describe('philippines.cancelStaticCode', () => {
  it('cancels a code and answers it with status CANCEL and the fields the gateway documents', async () => {
    const code = await createdCode();
    const data = await setup.client.philippines.cancelStaticCode({ mchOrderId: code.mchOrderId, channelCode });
    expect(data).toEqual({
      mchOrderId: code.mchOrderId,
      payData: code.payData,
      channelCode,
      createTime: code.createTime,
      status: 'CANCEL',
      expiresTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('refuses a channel code that is not one before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.philippines.cancelStaticCode({ mchOrderId: 'any-code', channelCode: 'qrph static' }),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['channelCode']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces an unknown code as GatewayError 21006', async () => {
    const error = await rejectionOf(
      setup.client.philippines.cancelStaticCode({ mchOrderId: 'never-created', channelCode }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });

  it('ends in OutcomeUnknownError without resending when the answer is lost, even though the cancel took effect', async () => {
    const code = await createdCode();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(
      setup.client.philippines.cancelStaticCode({ mchOrderId: code.mchOrderId, channelCode }),
    );
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: code.mchOrderId, channelCode });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(setup.sandbox.state().staticCodes.find((record) => record.mchOrderId === code.mchOrderId)?.status).toBe(
      'CANCEL',
    );
  });
});
