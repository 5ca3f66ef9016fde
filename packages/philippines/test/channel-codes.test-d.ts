import { describe, expectTypeOf, it } from 'vitest';
import type { CreatePaymentParams, PhilippinesChannelCode, philippinesChannelCodes } from '../src/index.js';

describe('the philippines channel codes', () => {
  it('type channelCode as the codes the pages name, which editors complete, and stay open to others', () => {
    expectTypeOf<CreatePaymentParams['channelCode']>().toEqualTypeOf<PhilippinesChannelCode>();
    expectTypeOf<'PH_QRPH_DYNAMIC'>().toExtend<PhilippinesChannelCode>();
    expectTypeOf<'ANY_OTHER_CODE'>().toExtend<PhilippinesChannelCode>();
    expectTypeOf<'PH_QRPH_DYNAMIC'>().toExtend<(typeof philippinesChannelCodes)[number]>();
  });
});
