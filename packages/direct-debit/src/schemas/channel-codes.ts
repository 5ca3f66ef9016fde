import { ChannelCodeSchema } from '@lintas/core';
import type * as v from 'valibot';

/**
 * The direct-debit channel codes the gateway's public pages name: `PH_GCASH_DIRECT_DEBIT`, GCash in the
 * Philippines (https://docs.paycools.com/en/v2/DirectDebit/Prepare.html), `BLUEPAY_DIRECT_DEBIT`, BluePay's
 * J&T wallet (https://jtdocs.bluepay.asia/en/DirectDebit/PayNotification.html), and
 * `JTWALLET_DIRECT_DEBIT` (https://jtdoc.paycools.com/DirectDebit/Pay.html). The channel list those pages
 * refer to ("Reference list") is given to merchants, not published: your account's list may hold others.
 */
export const directDebitChannelCodes = [
  'PH_GCASH_DIRECT_DEBIT',
  'BLUEPAY_DIRECT_DEBIT',
  'JTWALLET_DIRECT_DEBIT',
] as const;

/** A direct-debit channel code: one the pages name, which editors complete, or any other your account has. */
export type DirectDebitChannelCode = (typeof directDebitChannelCodes)[number] | (string & {});

/** A channel code (`A_B` in capitals and digits), typed as {@link DirectDebitChannelCode}. */
export const DirectDebitChannelCodeSchema = ChannelCodeSchema as v.GenericSchema<DirectDebitChannelCode>;
