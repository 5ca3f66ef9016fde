import * as v from 'valibot';

/**
 * The Thai channel codes the gateway's public pages name: `THAI_DYNAMIC_QR`, a dynamic Thai QR code
 * (https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html), also the one value of a J&T
 * cash-on-delivery QR code (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html). The QR channel
 * list those pages refer to is given to merchants, not published: your account's list may hold others.
 */
export const thailandChannelCodes = ['THAI_DYNAMIC_QR'] as const;

/** A Thai channel code: one the pages name, which editors complete, or any other your account has. */
export type ThailandChannelCode = (typeof thailandChannelCodes)[number] | (string & {});

/** A non-empty channel code, typed as {@link ThailandChannelCode}. */
export const ThailandChannelCodeSchema = v.pipe(
  v.string() as v.GenericSchema<ThailandChannelCode>,
  v.minLength(1, 'must not be empty'),
);
