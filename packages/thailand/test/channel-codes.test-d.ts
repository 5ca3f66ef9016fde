import { describe, expectTypeOf, it } from 'vitest';
import type {
  CreateCashOnDeliveryQrCodeParams,
  CreateQrCodeParams,
  ThailandChannelCode,
  thailandChannelCodes,
} from '../src/index.js';

describe('the thailand channel codes', () => {
  it('type channelCode as the codes the pages name, which editors complete, and stay open to others', () => {
    expectTypeOf<CreateQrCodeParams['channelCode']>().toEqualTypeOf<ThailandChannelCode>();
    expectTypeOf<CreateCashOnDeliveryQrCodeParams['channelCode']>().toEqualTypeOf<ThailandChannelCode>();
    expectTypeOf<'THAI_DYNAMIC_QR'>().toExtend<ThailandChannelCode>();
    expectTypeOf<'ANY_OTHER_CODE'>().toExtend<ThailandChannelCode>();
    expectTypeOf<'THAI_DYNAMIC_QR'>().toExtend<(typeof thailandChannelCodes)[number]>();
  });
});
