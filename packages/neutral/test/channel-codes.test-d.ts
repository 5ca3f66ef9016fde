import { describe, expectTypeOf, it } from 'vitest';
import type {
  CreateCheckoutParams,
  CreatePaymentParams,
  NeutralChannelCode,
  neutralChannelCodes,
} from '../src/index.js';

describe('the neutral channel codes', () => {
  it('type channelCode as the codes the pages name, which editors complete, and stay open to others', () => {
    expectTypeOf<CreatePaymentParams['channelCode']>().toEqualTypeOf<NeutralChannelCode>();
    expectTypeOf<CreateCheckoutParams['channelCodeList']>().toEqualTypeOf<NeutralChannelCode[] | undefined>();
    expectTypeOf<'PH_GCASH_URL'>().toExtend<NeutralChannelCode>();
    expectTypeOf<'ANY_OTHER_CODE'>().toExtend<NeutralChannelCode>();
    expectTypeOf<'PH_GCASH_URL'>().toExtend<(typeof neutralChannelCodes)[number]>();
  });
});
