import { ChannelCodeSchema } from '@lintas/core';
import type * as v from 'valibot';

/**
 * The channel codes the gateway's public pages name for a payment or a checkout, by country. The
 * Philippines: `PH_GCASH_QR`, `PH_QRPH_DYNAMIC` and `PH_GCASH_URL` (the checkout channel list,
 * https://docs.paycools.com/en/v2/checkout/ChannelCode.html), and `PH_GCASH_DIRECT_DEBIT` with
 * `channelType` `DIRECT_DEBIT` (https://docs.paycools.com/en/v2/DirectDebit/Prepare.html). Indonesia:
 * `ID_BCA_VA` (https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html), `BNI_VA`
 * (https://developers.paycools.co.id/en/payment/CollectionNotification.html), `ALFAMART_VA`
 * (https://developers.paycools.co.id/en/payment/Collection.html) and `BRI_VA`
 * (https://developers.paycools.co.id/en/payment/VACollection.html). Malaysia: `MY_TNG_URL`
 * (https://docs.ezpaytechs.com/en/malaysia/Payment/Collection.html) and `DUITNOW_DYNAMIC_QR`
 * (https://docs.paycools.com.my/en/PaymentQR/QRCodeCreate.html). Thailand: `THAI_DYNAMIC_QR`
 * (https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html). `listCheckoutChannels` answers the ones
 * your account has for a country; it may hold others.
 */
export const neutralChannelCodes = [
  'PH_GCASH_QR',
  'PH_QRPH_DYNAMIC',
  'PH_GCASH_URL',
  'PH_GCASH_DIRECT_DEBIT',
  'ID_BCA_VA',
  'BNI_VA',
  'ALFAMART_VA',
  'BRI_VA',
  'MY_TNG_URL',
  'DUITNOW_DYNAMIC_QR',
  'THAI_DYNAMIC_QR',
] as const;

/** A channel code: one the pages name, which editors complete, or any other your account has. */
export type NeutralChannelCode = (typeof neutralChannelCodes)[number] | (string & {});

/** A channel code (`A_B` in capitals and digits), typed as {@link NeutralChannelCode}. */
export const NeutralChannelCodeSchema = ChannelCodeSchema as v.GenericSchema<NeutralChannelCode>;
