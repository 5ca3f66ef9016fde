import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import type { CreateStaticCodeParams } from './create-static-code.js';

const path = '/open-api/philippines/static/payment/generate';
const setup = useSandbox();

function staticCode(overrides: Partial<CreateStaticCodeParams> = {}): CreateStaticCodeParams {
  return {
    mchOrderId: uniqueId('code'),
    customerName: 'Sari-Sari Store 12',
    channelCode: 'PH_QRPH_STATIC',
    notifyUrl: 'https://merchant.example.com/notify',
    email: 'store12@example.com',
    mobile: '09171234567',
    remark: 'counter 1',
    payMode: 'WEB',
    ...overrides,
  };
}

const codesOf = (mchOrderId: string) =>
  setup.sandbox.state().staticCodes.filter((record) => record.mchOrderId === mchOrderId);
const gatewayTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

describe('philippines.createStaticCode', () => {
  it('creates a reusable QR code and answers its content, channel, times and status', async () => {
    const params = staticCode();
    const data = await setup.client.philippines.createStaticCode(params);
    const [record] = codesOf(params.mchOrderId);
    expect(data).toEqual({
      mchOrderId: params.mchOrderId,
      payData: record?.payData,
      channelCode: 'PH_QRPH_STATIC',
      channelType: 'QR',
      createTime: gatewayTime,
      status: record?.status,
      expiresTime: gatewayTime,
    });
    expect(data.status).not.toBe('CANCEL');
  });

  it('refuses an e-mail without @ and a notification URL that is not http(s) before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.philippines.createStaticCode(
        staticCode({ email: 'store12.example.com', notifyUrl: 'ftp://merchant.example' }),
      ),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'email',
      'notifyUrl',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('creates a code without a notification URL, as the page’s own example does', async () => {
    const { notifyUrl: _dropped, ...withoutNotifyUrl } = staticCode();
    const data = await setup.client.philippines.createStaticCode(withoutNotifyUrl);
    expect(data).toMatchObject({ mchOrderId: withoutNotifyUrl.mchOrderId, status: 'ACTIVE' });
  });

  it('surfaces a reused order id as GatewayError 21007', async () => {
    const params = staticCode();
    await setup.client.philippines.createStaticCode(params);
    const error = await rejectionOf(setup.client.philippines.createStaticCode(params));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(codesOf(params.mchOrderId)).toHaveLength(1);
  });

  it('ends in OutcomeUnknownError without resending when the answer is lost, leaving one code', async () => {
    const params = staticCode();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.philippines.createStaticCode(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: params.mchOrderId });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(codesOf(params.mchOrderId)).toHaveLength(1);
  });
});
