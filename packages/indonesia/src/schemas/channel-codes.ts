import { ChannelCodeSchema } from '@lintas/core';
import type * as v from 'valibot';

/**
 * The Indonesian channel codes the gateway's public pages name: `ID_BCA_VA`
 * (https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html), `BNI_VA`
 * (https://developers.paycools.co.id/en/payment/CollectionNotification.html), `ALFAMART_VA`
 * (https://developers.paycools.co.id/en/payment/Collection.html) and `BRI_VA`
 * (https://developers.paycools.co.id/en/payment/VACollection.html): note that only the first carries
 * the `ID_` prefix. Your account's list may hold others.
 */
export const indonesiaChannelCodes = ['ID_BCA_VA', 'BNI_VA', 'ALFAMART_VA', 'BRI_VA'] as const;

/** An Indonesian channel code: one the pages name, which editors complete, or any other your account has. */
export type IndonesiaChannelCode = (typeof indonesiaChannelCodes)[number] | (string & {});

/** A channel code (`A_B` in capitals and digits), typed as {@link IndonesiaChannelCode}. */
export const IndonesiaChannelCodeSchema = ChannelCodeSchema as v.GenericSchema<IndonesiaChannelCode>;
