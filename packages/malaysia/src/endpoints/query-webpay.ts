import {
  defineEndpoint,
  GatewayDateTimeSchema,
  type InferData,
  MerchantOrderIdSchema,
  openEnum,
  personalData,
} from '@lintas/core';
import * as v from 'valibot';

// https://docs.paycools.com.my/en/PaymentOrder/PaymentOrderDetail.html: param mchOrderId; a response
// table, and an example cut off inside its payUrl (only mchOrderId and payUrl are shown).

/** Params of {@link queryWebpay}. */
export const QueryWebpayParamsSchema = v.strictObject({
  /**
   * Your order id of the order, as you created it: 1–32 characters. The page asks for letters and
   * digits, but `createPayment` takes any order id of 1–32 characters
   * (https://docs.ezpaytechs.com/en/malaysia/Payment/Collection.html), and its status must be checkable
   * by the id it was made with.
   */
  mchOrderId: MerchantOrderIdSchema,
});

/**
 * Data of {@link queryWebpay}. The page's example shows only `mchOrderId` and `payUrl` before it is cut
 * off, so those two are required and the other fields of its table are read when present.
 */
export const QueryWebpayDataSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.string(),
  /** The link where the payer pays the order. */
  payUrl: v.string(),
  /** `PENDING`, `COMPLETED` or `FAILED`; other values may arrive. */
  transactionStatus: v.nullish(openEnum(['PENDING', 'COMPLETED', 'FAILED'])),
  /** The gateway's id of the payment. */
  transactionId: v.nullish(v.string()),
  /** When the order was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  createTime: v.nullish(GatewayDateTimeSchema),
  /** The amount in sen. */
  amount: v.nullish(v.number()),
  /** The payer's e-mail address. */
  email: v.nullish(v.pipe(v.string(), personalData())),
  /** The payer's mobile number. */
  mobile: v.nullish(v.pipe(v.string(), personalData())),
  /** The note kept with the order. */
  remark: v.nullish(v.string()),
  /** The notification URL of the order. */
  callbackUrl: v.nullish(v.string()),
  /** Where the payer's browser returns after paying. */
  redirectUrl: v.nullish(v.string()),
  /** The channel of the payment. */
  channelCode: v.nullish(v.string()),
});

/** What {@link queryWebpay} takes. */
export type QueryWebpayParams = v.InferInput<typeof QueryWebpayParamsSchema>;
/** What {@link queryWebpay} resolves with. */
export type QueryWebpayData = InferData<typeof QueryWebpayDataSchema>;

/**
 * Reads the status of a Malaysian WebPay order by your order id: `POST /open-api/webpay/detail`. A read:
 * retried on transient failures. An unknown order answers `GatewayError` 21006.
 */
export const queryWebpay = defineEndpoint({
  path: '/open-api/webpay/detail',
  params: QueryWebpayParamsSchema,
  data: QueryWebpayDataSchema,
  retry: 'read',
});
