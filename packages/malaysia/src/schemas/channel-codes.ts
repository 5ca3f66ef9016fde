import { ChannelCodeSchema } from '@lintas/core';
import type * as v from 'valibot';

/**
 * The Malaysian channel codes the gateway's public pages name: `MY_TNG_URL`, Touch 'n Go by URL
 * (https://docs.ezpaytechs.com/en/malaysia/Payment/Collection.html), and `DUITNOW_DYNAMIC_QR`
 * (https://docs.paycools.com.my/en/PaymentQR/QRCodeCreate.html). Your account's list may hold others.
 */
export const malaysiaChannelCodes = ['MY_TNG_URL', 'DUITNOW_DYNAMIC_QR'] as const;

/** A Malaysian channel code: one the pages name, which editors complete, or any other your account has. */
export type MalaysiaChannelCode = (typeof malaysiaChannelCodes)[number] | (string & {});

/** A channel code (`A_B` in capitals and digits), typed as {@link MalaysiaChannelCode}. */
export const MalaysiaChannelCodeSchema = ChannelCodeSchema as v.GenericSchema<MalaysiaChannelCode>;
