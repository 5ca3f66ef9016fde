import {
  ChannelTypeSchema,
  CustomerNameSchema,
  defineEndpoint,
  EmailSchema,
  type GatewayCode,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
  NotifyUrlSchema,
  RemarkSchema,
} from '@lintas/core';
import * as v from 'valibot';
import { PhilippinesChannelCodeSchema } from '../schemas/channel-codes.js';
import { PhilippineMobileSchema } from '../schemas/fields.js';
import { staticCodeEntries } from '../schemas/static-code.js';
import { cancelStaticCode } from './cancel-static-code.js';

/** Params of {@link createStaticCode} (https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCollection.html). */
export const CreateStaticCodeParamsSchema = v.strictObject({
  /** Your id for the code, unique per code: 1–32 characters. Every payment to the code carries it. */
  mchOrderId: MerchantOrderIdSchema,
  /** The name of the payer the code is issued to: 1–128 characters. */
  customerName: CustomerNameSchema,
  /** The static channel, e.g. `PH_QRPH_STATIC`. */
  channelCode: PhilippinesChannelCodeSchema,
  /**
   * Where the gateway notifies each payment to the code: an http(s) URL of at most 256 characters
   * (optional: without it, the notification URL set for your account applies).
   */
  // The table marks it required, the page's own example leaves it out:
  // https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCollection.html
  notifyUrl: v.optional(NotifyUrlSchema),
  /** The payer's e-mail address: 1–128 characters. */
  email: EmailSchema,
  /** The payer's mobile number: 11–14 digits starting `09`, e.g. `09171234567`. */
  mobile: PhilippineMobileSchema,
  /** A note kept with the code and echoed in its payment notifications: 1–256 characters. */
  remark: v.optional(RemarkSchema),
  /**
   * Where the code is shown; the documentation's example sends `WEB` and does not
   * list other values.
   */
  payMode: v.optional(
    v.pipe(v.string() as v.GenericSchema<'WEB' | (string & {})>, v.minLength(1, 'must not be empty when given')),
  ),
});

/** Data of {@link createStaticCode}. */
export const CreateStaticCodeDataSchema = v.looseObject({
  ...staticCodeEntries,
  /** The kind of channel, e.g. `QR`; the gateway may send `null`. */
  channelType: v.nullable(ChannelTypeSchema),
  /** Until when the code accepts payments, when the gateway tells. */
  expiresTime: v.nullish(GatewayDateTimeSchema),
});

/** What {@link createStaticCode} takes. */
export type CreateStaticCodeParams = v.InferInput<typeof CreateStaticCodeParamsSchema>;
/** What {@link createStaticCode} resolves with. */
export type CreateStaticCodeData = InferData<typeof CreateStaticCodeDataSchema>;

/**
 * Creates a reusable Philippine payment code (e.g. a static QRPH code) that payers can pay any number
 * of times: `POST /open-api/philippines/static/payment/generate`. Each payment is notified to `notifyUrl`.
 *
 * A write keyed by `mchOrderId`, without recovery: the code's detail operation has no public path,
 * so after an ambiguous failure (timeout, reset after sending, HTTP 5xx) the call is not
 * sent again and ends in `OutcomeUnknownError`. Calling again with the same `mchOrderId` then either
 * creates the code or answers 21007 when the first attempt did create it.
 *
 * `reconcile()` of `@lintas/stores` settles a lost answer with a probe: it cancels the code under the
 * `mchOrderId`. Cancelled, the code existed, but its `payData` never reached you, so nobody could pay
 * it: the entry is abandoned, and you create a code under a new `mchOrderId`. Refused as unknown
 * (21006) once the gateway's window has passed, it was never made. The probe's cost: a code whose
 * `payData` you did get some other way stops accepting payments.
 */
export const createStaticCode = defineEndpoint({
  path: '/open-api/philippines/static/payment/generate',
  params: CreateStaticCodeParamsSchema,
  data: CreateStaticCodeDataSchema,
  // A duplicate refusal of a retry means an earlier attempt may have created the code: an unknown outcome.
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    // Cancelling answers the code when it exists, 21006 when it does not
    // (https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCancel.html).
    settlement: {
      strategy: 'probe',
      cost: 'cancels the code if it exists: its payData never reached you, so nobody could pay it',
      page: 'https://docs.ezpaytechs.com/en/philippines/Payment/Static/StaticCancel.html',
      probe: ({ params, call }) =>
        call(cancelStaticCode, { mchOrderId: params.mchOrderId, channelCode: params.channelCode }),
    },
  },
});
