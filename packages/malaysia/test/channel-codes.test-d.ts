import { describe, expectTypeOf, it } from 'vitest';
import type { CreatePaymentParams, MalaysiaChannelCode, malaysiaChannelCodes } from '../src/index.js';

describe('the malaysia channel codes', () => {
  it('type channelCode as the codes the pages name, which editors complete, and stay open to others', () => {
    expectTypeOf<CreatePaymentParams['channelCode']>().toEqualTypeOf<MalaysiaChannelCode>();
    expectTypeOf<'MY_TNG_URL'>().toExtend<MalaysiaChannelCode>();
    expectTypeOf<'ANY_OTHER_CODE'>().toExtend<MalaysiaChannelCode>();
    expectTypeOf<'MY_TNG_URL'>().toExtend<(typeof malaysiaChannelCodes)[number]>();
  });
});
