import { ChannelTypeSchema, CountryCodeSchema, defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';

/** Params of {@link listCheckoutChannels} (https://docs.paycools.com/en/v2/checkout/ChannelCode.html). */
export const ListCheckoutChannelsParamsSchema = v.strictObject({
  /** The country whose channels to list, two uppercase letters, e.g. `PH`. */
  countryCode: CountryCodeSchema,
});

/** One channel a checkout can offer. */
export const CheckoutChannelSchema = v.looseObject({
  /** The kind of channel, e.g. `QR`, `EWALLET`, `ONLINE_BANKING`. */
  channelType: ChannelTypeSchema,
  /** The channel, e.g. `PH_GCASH_URL`: a value for `createCheckout`'s `channelCodeList`. */
  channelCode: v.string(),
  /** The channel's country, e.g. `PH`. */
  countryCode: v.string(),
  /** The channel's currency, e.g. `PHP`. */
  currency: v.string(),
});

/** Data of {@link listCheckoutChannels}. */
export const ListCheckoutChannelsDataSchema = v.looseObject({
  /** The channels of the country; empty when it has none. */
  list: v.array(CheckoutChannelSchema),
});

/** What {@link listCheckoutChannels} takes. */
export type ListCheckoutChannelsParams = v.InferInput<typeof ListCheckoutChannelsParamsSchema>;
/** What {@link listCheckoutChannels} resolves with. */
export type ListCheckoutChannelsData = InferData<typeof ListCheckoutChannelsDataSchema>;

/**
 * Lists the channels a checkout can offer in a country: `POST /open-api/payment/checkout/channel`.
 * A read: retried on transient failures.
 */
export const listCheckoutChannels = defineEndpoint({
  path: '/open-api/payment/checkout/channel',
  params: ListCheckoutChannelsParamsSchema,
  data: ListCheckoutChannelsDataSchema,
  retry: 'read',
});
