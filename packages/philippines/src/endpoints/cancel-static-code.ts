import {
  ChannelCodeSchema,
  defineEndpoint,
  type GatewayCode,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
} from '@lintas/core';
import * as v from 'valibot';
import { staticCodeEntries } from '../schemas/static-code.js';

/** Params of {@link cancelStaticCode} (https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCancel.html). */
export const CancelStaticCodeParamsSchema = v.strictObject({
  /** The merchant order id the code was created with: 1–32 characters. */
  mchOrderId: MerchantOrderIdSchema,
  /** The code's channel, e.g. `PH_QRPH_STATIC`. */
  channelCode: ChannelCodeSchema,
});

/** Data of {@link cancelStaticCode}: the cancelled code. */
export const CancelStaticCodeDataSchema = v.looseObject({
  ...staticCodeEntries,
  /** When the code stopped accepting payments. */
  expiresTime: GatewayDateTimeSchema,
});

/** What {@link cancelStaticCode} takes. */
export type CancelStaticCodeParams = v.InferInput<typeof CancelStaticCodeParamsSchema>;
/** What {@link cancelStaticCode} resolves with. */
export type CancelStaticCodeData = InferData<typeof CancelStaticCodeDataSchema>;

/**
 * Cancels a Philippine static payment code, so it accepts no more payments:
 * `POST /open-api/philippines/static/code/cancel`. Resolves with the code, `status` `CANCEL`. An unknown
 * code answers `GatewayError` 21006; a code that cannot be cancelled (already cancelled, say) 21025.
 *
 * A write keyed by `mchOrderId` and `channelCode`, without recovery. A cancel moves no money, but it is
 * not safe to resend blindly: a repeat of a cancel the gateway did commit answers 21025, which reads
 * exactly like "this code cannot be cancelled", and no public path shows a code's status.
 * So an ambiguous failure (timeout, reset after sending, HTTP 5xx) ends in `OutcomeUnknownError`: call
 * again, and a success means cancelled now, 21025 that the gateway will not cancel it (most likely
 * because the first attempt did).
 *
 * `reconcile()` of `@lintas/stores` settles a lost answer by sending the cancel again (when its run
 * allows it): cancelled now, or 21025 (the code cannot be cancelled, as one that is cancelled already),
 * it is committed, its status unconfirmed after a 21025; 21006, no such code: not committed.
 */
export const cancelStaticCode = defineEndpoint({
  path: '/open-api/philippines/static/code/cancel',
  params: CancelStaticCodeParamsSchema,
  data: CancelStaticCodeDataSchema,
  // 21025 "Not allowed to cancel" on a retry: an earlier attempt may have cancelled the code, so the
  // outcome is unknown (https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html).
  retry: {
    keys: ['mchOrderId', 'channelCode'],
    duplicateCodes: [21025 satisfies typeof GatewayCode.NotAllowedToCancel],
    settlement: {
      strategy: 're-drive',
      committedCodes: [21025 satisfies typeof GatewayCode.NotAllowedToCancel],
      absentCodes: [21006 satisfies typeof GatewayCode.TransactionNotFound],
      unconfirmed: ['status'],
      page: 'https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html',
    },
  },
});
