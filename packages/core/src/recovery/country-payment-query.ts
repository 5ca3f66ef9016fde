import * as v from 'valibot';
import { defineEndpoint } from '../define-endpoint.js';
import { ResponseAmountSchema } from '../schemas/amount.js';
import { GatewayDateTimeSchema } from '../schemas/date-time.js';

/**
 * For plugin authors: the country-neutral payment status check, `POST /open-api/payment/query`, which
 * finds a payment of any country (PH, ID, MY, TH, RU) by `mchOrderId` or `transactionId`
 * (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html). `@lintas/neutral` models it fully as
 * `queryPayment`; this minimal copy lives in core so that the families whose payments it finds can
 * recover them, and confirm their notifications, without depending on another family. An unknown
 * payment answers `GatewayError` 21006.
 *
 * @example
 * ```ts
 * import { countryPaymentQuery } from '@lintas/core';
 *
 * const existing = await call(countryPaymentQuery, { mchOrderId: params.mchOrderId, countryCode: 'TH' });
 * ```
 */
export const countryPaymentQuery = defineEndpoint({
  path: '/open-api/payment/query',
  params: v.strictObject({
    mchOrderId: v.optional(v.string()),
    transactionId: v.optional(v.string()),
    countryCode: v.string(),
  }),
  data: v.looseObject({
    mchOrderId: v.string(),
    transactionId: v.string(),
    amount: ResponseAmountSchema,
    transactionStatus: v.string(),
    channelCode: v.nullish(v.string()),
    payData: v.nullish(v.string()),
    channelType: v.nullish(v.string()),
    countryCode: v.nullish(v.string()),
    createTime: v.nullish(GatewayDateTimeSchema),
    remark: v.nullish(v.string()),
  }),
  retry: 'read',
});
