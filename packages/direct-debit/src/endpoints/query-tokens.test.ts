import { GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizationParams, rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/direct/debit/token/query';
const setup = useSandbox();
const userId = uniqueId('payer');
let payToken = '';

beforeAll(async () => {
  const { requestId } = await setup.client.directDebit.createAuthorizationUrl(authorizationParams({ userId }));
  payToken = setup.sandbox.authorize(requestId, { userLoginId: '09171234567' }).payToken;
});

describe('directDebit.queryTokens', () => {
  it('answers the payer and their active token with its channel, expiry and masked login id', async () => {
    const data = await setup.client.directDebit.queryTokens({ userId, countryCode: 'PH' });
    expect(data).toEqual({
      userId,
      tokenList: [
        {
          channelCode: 'PH_GCASH_DIRECT_DEBIT',
          payToken,
          tokenStatus: 'ACTIVED',
          expiresTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/),
          userLoginId: '0917****567',
        },
      ],
    });
  });

  it('narrows to one token by payToken, and answers an empty list for a payer without tokens', async () => {
    expect(
      (await setup.client.directDebit.queryTokens({ userId, payToken })).tokenList.map((token) => token.payToken),
    ).toEqual([payToken]);
    expect(await setup.client.directDebit.queryTokens({ userId: uniqueId('nobody') })).toEqual({
      userId: expect.any(String),
      tokenList: [],
    });
  });

  it('refuses an empty userId and a lowercase country before sending anything, naming both', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(setup.client.directDebit.queryTokens({ userId: '', countryCode: 'ph' }));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'countryCode',
      'userId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a refusal by the gateway as a GatewayError with its code', async () => {
    setup.sandbox.injectFault({
      path,
      kind: 'business-code',
      code: GatewayCode.MerchantUnavailable,
      message: 'Merchant is unavailable',
    });
    const error = await rejectionOf(setup.client.directDebit.queryTokens({ userId }));
    expect(isGatewayError(error) && [error.code, error.gatewayMessage]).toEqual([
      GatewayCode.MerchantUnavailable,
      'Merchant is unavailable',
    ]);
  });

  it('is retried like a read: a reset connection and a 21020 are sent again until the answer comes', async () => {
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    setup.sandbox.injectFault({ path, kind: 'business-code', code: GatewayCode.TooManyRequests });
    const data = await setup.client.directDebit.queryTokens({ userId });
    expect(data.tokenList).toHaveLength(1);
    expect(setup.sandbox.hits(path)).toBe(before + 3);
  });

  it('lets a lowercase country through to the gateway when formatChecks are off, where the gateway refuses it', async () => {
    const lenient = await setup.clientWith({ formatChecks: false });
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(lenient.directDebit.queryTokens({ userId, countryCode: 'ph' }));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.ParamError);
    expect(setup.sandbox.hits(path)).toBe(before + 1);
  });
});
