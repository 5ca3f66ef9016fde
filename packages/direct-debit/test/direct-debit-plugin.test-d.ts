import { createClient, type Signer, type UnlistedValue } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CreateAuthorizationUrlData,
  type CreateAuthorizationUrlParams,
  type CreatePaymentData,
  type CreatePaymentParams,
  directDebit,
  type QueryPaymentData,
  type QueryTokensData,
  type QueryTokensParams,
} from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(directDebit);

describe('the directDebit plugin', () => {
  it('types a direct-debit payment from the pay page: literal business and project types, sub-orders, open statuses', () => {
    expectTypeOf<CreatePaymentParams['businessType']>().toEqualTypeOf<1 | 2 | undefined>();
    expectTypeOf<CreatePaymentParams['projectType']>().toEqualTypeOf<'PPCASH' | 'VIP' | undefined>();
    expectTypeOf<NonNullable<CreatePaymentParams['items']>[number]['regionNo']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<CreatePaymentParams['items']>[number]['courierName']>().toEqualTypeOf<
      string | undefined
    >();
    expectTypeOf<CreatePaymentData['transactionStatus']>().toEqualTypeOf<
      'PENDING' | 'COMPLETED' | 'FAILED' | UnlistedValue
    >();
    expectTypeOf<QueryPaymentData['projectType']>().toEqualTypeOf<
      'PPCASH' | 'VIP' | UnlistedValue | null | undefined
    >();
    expectTypeOf<QueryPaymentData['amount']>().toEqualTypeOf<number>();
    expectTypeOf<QueryPaymentData['fee']>().toEqualTypeOf<number | null | undefined>();
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
    void client.directDebit.createPayment({
      mchOrderId: 'dd1',
      amount: 100,
      channelCode: 'BLUEPAY_DIRECT_DEBIT',
      payToken: 'PT1',
      notifyUrl: 'https://a.example',
      // @ts-expect-error: the field is notifyUrl (the older flat API called it callbackUrl)
      callbackUrl: 'https://a.example',
    });
    // @ts-expect-error: payToken is required
    void client.directDebit.createPayment({
      mchOrderId: 'dd1',
      amount: 100,
      channelCode: 'BLUEPAY_DIRECT_DEBIT',
      notifyUrl: 'https://a.example',
    });
    // @ts-expect-error: businessType is 1 or 2
    void client.directDebit.createPayment({ ...({} as CreatePaymentParams), businessType: 3 });
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
