import { describe, expectTypeOf, it } from 'vitest';
import type { CreatePaymentParams, IndonesiaChannelCode, indonesiaChannelCodes } from '../src/index.js';

describe('the indonesia channel codes', () => {
  it('type channelCode as the codes the pages name, which editors complete, and stay open to others', () => {
    expectTypeOf<CreatePaymentParams['channelCode']>().toEqualTypeOf<IndonesiaChannelCode>();
    expectTypeOf<'BNI_VA'>().toExtend<IndonesiaChannelCode>();
    expectTypeOf<'ANY_OTHER_CODE'>().toExtend<IndonesiaChannelCode>();
    expectTypeOf<'BNI_VA'>().toExtend<(typeof indonesiaChannelCodes)[number]>();
  });
});
