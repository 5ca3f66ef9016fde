import { createClient, type CallOptions, type Signer, type UnlistedValue } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  directDebit,
  type CreateAuthorizationUrlData,
  type CreateAuthorizationUrlParams,
  type QueryTokensData,
  type QueryTokensParams,
} from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(directDebit);

describe('the directDebit plugin', () => {
  it('exposes exactly the direct-debit operations under client.directDebit', () => {
    expectTypeOf<keyof typeof client.directDebit>().toEqualTypeOf<'createAuthorizationUrl' | 'queryTokens'>();
  });

  it('takes and answers the schemas’ types', () => {
    expectTypeOf(client.directDebit.createAuthorizationUrl).parameters.toEqualTypeOf<
      [CreateAuthorizationUrlParams, (CallOptions | undefined)?]
    >();
    expectTypeOf(
      client.directDebit.createAuthorizationUrl,
    ).returns.resolves.toEqualTypeOf<CreateAuthorizationUrlData>();
    expectTypeOf(client.directDebit.queryTokens).parameters.toEqualTypeOf<
      [QueryTokensParams, (CallOptions | undefined)?]
    >();
    expectTypeOf(client.directDebit.queryTokens).returns.resolves.toEqualTypeOf<QueryTokensData>();
  });

  it('types the fields a merchant reads, with open statuses that still suggest the known values', () => {
    expectTypeOf<CreateAuthorizationUrlData['authUrl']>().toEqualTypeOf<string>();
    type Token = QueryTokensData['tokenList'][number];
    expectTypeOf<'ACTIVED'>().toMatchTypeOf<Token['tokenStatus']>();
    expectTypeOf<Token['tokenStatus']>().toExtend<string>();
    expectTypeOf<Token['inactiveType']>().toEqualTypeOf<
      'MCH_CANCEL' | 'PLATFORM_CANCEL' | 'USER_CANCEL' | 'EXPIRED' | UnlistedValue | undefined
    >();
    expectTypeOf<Token['userLoginId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CreateAuthorizationUrlParams['terminalType']>().toEqualTypeOf<'WEB' | 'WAP' | 'APP'>();
    expectTypeOf<CreateAuthorizationUrlParams['osType']>().toEqualTypeOf<'IOS' | 'ANDROID' | 'OTHER' | undefined>();
  });

  it('refuses misspelled params at compile time', () => {
    void client.directDebit.createAuthorizationUrl({
      requestId: 'r',
      userId: 'u',
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
      countryCode: 'PH',
      notifyUrl: 'https://a.example',
      redirectUrl: 'https://a.example',
      // @ts-expect-error: terminalType is one of WEB, WAP, APP
      terminalType: 'DESKTOP',
    });
    // @ts-expect-error: userId is required
    void client.directDebit.queryTokens({ countryCode: 'PH' });
  });

  it('makes a misspelled result field or status value a compile error', async () => {
    const { tokenList } = await client.directDebit.queryTokens({} as QueryTokensParams);
    const token = tokenList[0];
    // @ts-expect-error: the gateway spells it ACTIVED
    void (token?.tokenStatus === 'ACTIVE');
    void (token?.tokenStatus === 'ACTIVED');
    // @ts-expect-error: the field is tokenStatus
    void token?.status;
    const authorization = await client.directDebit.createAuthorizationUrl({} as CreateAuthorizationUrlParams);
    // @ts-expect-error: the field is authUrl
    void authorization.authURL;
  });

  it('is absent from a client that did not use it', () => {
    // @ts-expect-error: directDebit was not used
    void base.directDebit;
  });
});
