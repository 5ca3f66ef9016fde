import { describe, expectTypeOf, it } from 'vitest';
import type {
  CreateAuthorizationUrlParams,
  CreatePaymentParams,
  DirectDebitChannelCode,
  directDebitChannelCodes,
} from '../src/index.js';

describe('the direct-debit channel codes', () => {
  it('type channelCode as the codes the pages name, which editors complete, and stay open to others', () => {
    expectTypeOf<CreatePaymentParams['channelCode']>().toEqualTypeOf<DirectDebitChannelCode>();
    expectTypeOf<CreateAuthorizationUrlParams['channelCode']>().toEqualTypeOf<DirectDebitChannelCode>();
    expectTypeOf<'BLUEPAY_DIRECT_DEBIT'>().toExtend<DirectDebitChannelCode>();
    expectTypeOf<'ANY_OTHER_CODE'>().toExtend<DirectDebitChannelCode>();
    expectTypeOf<'BLUEPAY_DIRECT_DEBIT'>().toExtend<(typeof directDebitChannelCodes)[number]>();
  });
});
