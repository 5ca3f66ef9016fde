import { GatewayDateTimeSchema, openEnum } from '@lintas/core';
import * as v from 'valibot';

/**
 * The status of a static payment code. Only `CANCEL` is documented; a usable code carries
 * another value, so compare with `'CANCEL'` rather than with an assumed active value.
 */
export const StaticCodeStatusSchema = openEnum(['CANCEL']);

/** The members every answer about a static payment code carries. */
export const staticCodeEntries = {
  /** The merchant order id the code was created with. */
  mchOrderId: v.string(),
  /** The code's payload: the QR content the payer scans, e.g. a QRPH string. */
  payData: v.string(),
  /** The code's channel, e.g. `PH_QRPH_STATIC`. */
  channelCode: v.string(),
  /** When the code was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  createTime: GatewayDateTimeSchema,
  /** `CANCEL` once cancelled; see {@link StaticCodeStatusSchema}. */
  status: StaticCodeStatusSchema,
};
