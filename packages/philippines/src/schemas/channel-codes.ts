import { ChannelCodeSchema } from '@lintas/core';
import type * as v from 'valibot';

/**
 * The Philippine channel codes the gateway's public pages name for a payment: `PH_GCASH_URL` (GCash
 * by URL), `PH_GCASH_QR` and `PH_QRPH_DYNAMIC` (QR) (https://docs.paycools.com/en/v2/checkout/ChannelCode.html);
 * and for a static code, `PH_QRPH_STATIC` (https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCollection.html).
 * Your account's list may hold others.
 */
export const philippinesChannelCodes = ['PH_GCASH_URL', 'PH_GCASH_QR', 'PH_QRPH_DYNAMIC', 'PH_QRPH_STATIC'] as const;

/** A Philippine channel code: one the pages name, which editors complete, or any other your account has. */
export type PhilippinesChannelCode = (typeof philippinesChannelCodes)[number] | (string & {});

/** A channel code (`A_B` in capitals and digits), typed as {@link PhilippinesChannelCode}. */
export const PhilippinesChannelCodeSchema = ChannelCodeSchema as v.GenericSchema<PhilippinesChannelCode>;
