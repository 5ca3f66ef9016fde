import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { authorizationParams, rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import type { CreateAuthorizationUrlParams } from './create-authorization-url.js';

const path = '/open-api/direct/debit/token/apply';
const setup = useSandbox();

function authorizationsOf(requestId: string) {
  return setup.sandbox.state().authorizations.filter((record) => record.requestId === requestId);
}

describe('directDebit.createAuthorizationUrl', () => {
  it('records a pending authorization and answers the request, payer, channel and the URL to send the payer to', async () => {
    const params = authorizationParams();
    const data = await setup.client.directDebit.createAuthorizationUrl(params);
    expect(data).toEqual({
      requestId: params.requestId,
      userId: params.userId,
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
      authUrl: expect.stringMatching(/^https?:\/\//),
    });
    expect(authorizationsOf(params.requestId)).toMatchObject([
      { userId: params.userId, status: 'PENDING', terminalType: 'WAP', osType: 'ANDROID' },
    ]);
  });

  it('accepts a WEB authorization without osType', async () => {
    const { osType: _none, ...params } = authorizationParams({ terminalType: 'WEB' });
    const data = await setup.client.directDebit.createAuthorizationUrl(params);
    expect(data.requestId).toBe(params.requestId);
    expect(authorizationsOf(params.requestId)).toMatchObject([{ terminalType: 'WEB', osType: null }]);
  });

  it('refuses an APP authorization without osType before sending anything, naming osType', async () => {
    const before = setup.sandbox.hits(path);
    const { osType: _none, ...params } = authorizationParams({ terminalType: 'APP' });
    const error = await rejectionOf(setup.client.directDebit.createAuthorizationUrl(params));
    expect(isRequestValidationError(error) && error.issues).toEqual([
      { path: 'osType', message: 'osType is required when terminalType is WAP or APP' },
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses a requestId over 32 characters and a non-http notifyUrl before sending anything, naming both', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.directDebit.createAuthorizationUrl(
        authorizationParams({ requestId: 'r'.repeat(33), notifyUrl: 'ftp://merchant.example.com' }),
      ),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'notifyUrl',
      'requestId',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a reused requestId as GatewayError 21007 and keeps the first authorization', async () => {
    const params = authorizationParams();
    await setup.client.directDebit.createAuthorizationUrl(params);
    const error = await rejectionOf(
      setup.client.directDebit.createAuthorizationUrl({ ...params, userId: uniqueId('other') }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.DuplicateMerchantOrderId);
    expect(authorizationsOf(params.requestId)).toMatchObject([{ userId: params.userId }]);
  });

  it('ends a connection reset after the gateway committed in OutcomeUnknownError with the requestId, without resending', async () => {
    const params = authorizationParams();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.directDebit.createAuthorizationUrl(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ requestId: params.requestId });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(authorizationsOf(params.requestId)).toHaveLength(1);
  });

  it('lets an osType the documentation does not list through to the gateway when formatChecks are off', async () => {
    const params = { ...authorizationParams(), osType: 'HARMONYOS' } as unknown as CreateAuthorizationUrlParams;
    const strictError = await rejectionOf(setup.client.directDebit.createAuthorizationUrl(params));
    expect(isRequestValidationError(strictError) && strictError.issues.map((issue) => issue.path)).toEqual(['osType']);
    const lenient = await setup.clientWith({ formatChecks: false });
    const data = await lenient.directDebit.createAuthorizationUrl(params);
    expect(data.requestId).toBe(params.requestId);
    expect(authorizationsOf(params.requestId)).toMatchObject([{ osType: 'HARMONYOS' }]);
  });
});
