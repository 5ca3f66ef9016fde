import {
  AmountSchema,
  CountryCodeSchema,
  defineEndpoint,
  type GatewayCode,
  type InferData,
  IsoDateTimeSchema,
  openEnum,
  ResponseAmountSchema,
} from '@lintas/core';
import * as v from 'valibot';

// The gateway's public pages give no lengths or patterns for the split numbers: only presence is
// checked, and the gateway judges the rest.
const splitNumber = v.pipe(v.string(), v.minLength(1, 'must not be empty'));

/** Params of {@link createSplitReturn} (https://developers.paycools.co.id/en/402333898e0). */
export const CreateSplitReturnParamsSchema = v.strictObject({
  /** The gateway's number of the split detail (the receiver's share) to return money from. */
  detailNo: splitNumber,
  /** Your order number of the split payment. */
  splitMerchantOrderNo: splitNumber,
  /** The gateway's number of the split payment. */
  splitPaymentNo: splitNumber,
  /**
   * Your number of this return, unique per return: the key of the operation. A reused one is refused
   * with `GatewayError` 21007.
   */
  splitMerchantOrderReturnNo: splitNumber,
  /**
   * Amount to return, a positive integer in minor units (whole rupiah in Indonesia). At most what is
   * still returnable of the detail; more is refused with `GatewayError` 21021.
   */
  amount: AmountSchema,
  /** Why the money is returned. Optional. */
  description: v.optional(v.string()),
  /** Two-letter country of the split payment, e.g. `ID`. */
  countryCode: CountryCodeSchema,
});

/** Status of a split return: `SUCCESS` seen; open to values not seen yet. */
export const ReturnStatusSchema = openEnum(['SUCCESS']);

/** Data of {@link createSplitReturn}: the return record. Times are ISO 8601 with offset. */
export const CreateSplitReturnDataSchema = v.looseObject({
  /** The split detail returned from, as sent. */
  detailNo: v.string(),
  /** The gateway's number of the detail's return. */
  detailReturnNo: v.string(),
  /** Your order number of the split payment, as sent. */
  splitMerchantOrderNo: v.string(),
  /** Your number of this return, as sent. */
  splitMerchantOrderReturnNo: v.string(),
  /** The gateway's number of the split payment, as sent. */
  splitPaymentNo: v.string(),
  /** The gateway's number of this return. */
  splitPaymentReturnNo: v.string(),
  /** The merchant number the money is returned from. */
  returnMerchantNo: v.string(),
  /** Amount returned, in minor units. */
  amount: ResponseAmountSchema,
  /** Why the money is returned, as sent. */
  description: v.string(),
  /** `SUCCESS` when the return is done. */
  returnStatus: ReturnStatusSchema,
  /** When the return was created (ISO 8601 with offset). */
  createTime: IsoDateTimeSchema,
  /** When the return finished (ISO 8601 with offset). */
  finishTime: IsoDateTimeSchema,
});

/** What {@link createSplitReturn} takes. */
export type CreateSplitReturnParams = v.InferInput<typeof CreateSplitReturnParamsSchema>;
/** What {@link createSplitReturn} resolves with. */
export type CreateSplitReturnData = InferData<typeof CreateSplitReturnDataSchema>;

/**
 * Returns money from a split payment's detail: `POST /open-api/v1/splitPaymentOrder/generateRefundOrder`.
 * Resolves with the return record, `returnStatus` `SUCCESS`. Several partial returns may be made
 * until the detail is used up. Refusals: an unknown split payment or detail answers `GatewayError`
 * 21006, an amount over what is still returnable 21021, a reused `splitMerchantOrderReturnNo` 21007.
 *
 * A money-moving write keyed by `splitMerchantOrderReturnNo`, without recovery: the split-return result
 * query has no public path, so a committed return cannot be looked up. An ambiguous
 * failure (timeout, reset after sending, HTTP 5xx, 21000/21011) ends in `OutcomeUnknownError` carrying
 * `splitMerchantOrderReturnNo`, and nothing is sent again. Reconcile before returning more: calling
 * again with the SAME `splitMerchantOrderReturnNo` is safe (21007 then means the first attempt went
 * through); a new number could return the money twice.
 *
 * `reconcile()` of `@lintas/stores` does that when its run allows it: returned now, or refused as a
 * duplicate (21007), the return is committed; after a refusal its amount and fields are unconfirmed. A
 * 21021 (more than is still returnable) proves neither: a person checks it.
 */
export const createSplitReturn = defineEndpoint({
  path: '/open-api/v1/splitPaymentOrder/generateRefundOrder',
  params: CreateSplitReturnParamsSchema,
  data: CreateSplitReturnDataSchema,
  // A duplicate refusal of a retry means an earlier attempt may have returned the money: an unknown outcome.
  // No page documents the refusal of a reused splitMerchantOrderReturnNo; 21007 is the gateway's duplicate code.
  // 21021 (more than is still returnable) on a retry may be the earlier attempt's own return.
  retry: {
    keys: ['splitMerchantOrderReturnNo'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId, 21021],
    settlement: {
      strategy: 're-drive',
      committedCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
      unconfirmed: ['detailReturnNo'],
      page: 'https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html',
    },
  },
});
