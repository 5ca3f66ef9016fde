import * as v from 'valibot';
import { channelsOf } from '../../state/channels.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/payment/checkout/channel` (https://docs.paycools.com/en/v2/checkout/ChannelCode.html): the channels of a country
 * (an empty list for a country the sandbox does not serve).
 */
export const listCheckoutChannels = defineOperation({
  path: '/open-api/payment/checkout/channel',
  params: v.object({ countryCode: f.countryCode() }),
  handle: (_context, params) => ({ list: channelsOf(params.countryCode) }),
});
