import * as v from 'valibot';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/payment/checkout/channel` (https://docs.paycools.com/en/v2/checkout/ChannelCode.html): the payment channels of a
 * country the sandbox knows (an empty list for a country the sandbox does not serve).
 */
export const listCheckoutChannels = defineOperation({
  path: '/open-api/payment/checkout/channel',
  params: v.object({ countryCode: f.countryCode() }),
  handle: (context, params) => ({ list: context.sandbox.channels.paymentChannelsOf(params.countryCode) }),
});
