import {
  amountIn,
  assertRecordMatches,
  defineEndpoint,
  type GatewayCode,
  HttpUrlSchema,
  type InferData,
} from '@lintas/core';
import * as v from 'valibot';
import { ThailandChannelCodeSchema } from '../schemas/channel-codes.js';
import {
  businessTypes,
  DeliveryItemParamsSchema,
  DeliveryOrderIdSchema,
  DeliveryQrCodeSchema,
  projectTypes,
} from '../schemas/delivery-order.js';
import { type QueryCashOnDeliveryQrCodeData, queryCashOnDeliveryQrCode } from './query-cash-on-delivery-qr-code.js';

// https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html: the param and item tables (its Chinese copy,
// https://jtdocs.bluepay.asia/zh/PaymentQR/QRCodeCreate.html, calls `amount` the sub-orders' total); the
// answer's table is cut short in the copy we read and no example is shown.

/** Params of {@link createCashOnDeliveryQrCode}. */
export const CreateCashOnDeliveryQrCodeParamsSchema = v.pipe(
  v.strictObject({
    /** Your order id of this code: letters and digits, at most 32. A second code with it is refused (21007). */
    mchOrderId: DeliveryOrderIdSchema,
    /** The QR channel: `THAI_DYNAMIC_QR`, the page's fixed value. */
    channelCode: ThailandChannelCodeSchema,
    /** The amount to collect in satang, the total of the sub-orders: THB 500.10 is `50010`. */
    amount: amountIn('THB'),
    /** `1` a direct-sale store (the gateway's default), `2` a franchisee (optional). */
    businessType: v.optional(v.picklist(businessTypes, 'must be 1 (direct-sale store) or 2 (franchisee)')),
    /** `PPCASH` (the gateway's default), `VIP` or `HOME` (optional). */
    projectType: v.optional(v.picklist(projectTypes, 'must be PPCASH, VIP or HOME')),
    /** Where the gateway sends `qrcode.payment.success` or `qrcode.payment.failed`: an http(s) URL. */
    notifyUrl: HttpUrlSchema,
    /** The sub-orders (parcels) the code collects for (optional). */
    items: v.optional(v.array(DeliveryItemParamsSchema)),
    /** A note kept with the code and echoed in its payment list and notification (optional). */
    remark: v.optional(v.string()),
  }),
  // The code collects the sub-orders' total: an amount that is not their sum is a caller's mistake, not a
  // format, so this stays on when formatChecks are off.
  v.forward(
    v.partialCheck(
      [['amount'], ['items']],
      (input) => !input.items?.length || input.items.reduce((sum, item) => sum + item.amount, 0) === input.amount,
      "must be the sum of the items' amounts",
    ),
    ['amount'],
  ),
);

/** Data of {@link createCashOnDeliveryQrCode}: the code to render, `qrCodeContent`, and what the gateway answers with it. */
export const CreateCashOnDeliveryQrCodeDataSchema = DeliveryQrCodeSchema;

/** What {@link createCashOnDeliveryQrCode} takes. */
export type CreateCashOnDeliveryQrCodeParams = v.InferInput<typeof CreateCashOnDeliveryQrCodeParamsSchema>;
/** What {@link createCashOnDeliveryQrCode} resolves with. */
export type CreateCashOnDeliveryQrCodeData = InferData<typeof CreateCashOnDeliveryQrCodeDataSchema>;

/**
 * The detail's sub-orders with the members of the sub-orders sent, in their order, so that members the
 * gateway adds or orders differently do not read as a difference; `undefined` (cannot be checked) when
 * the detail has no sub-orders or leaves out a member that was sent.
 */
function itemsAsSent(
  sent: readonly Record<string, unknown>[] | undefined,
  found: QueryCashOnDeliveryQrCodeData['items'],
): readonly Record<string, unknown>[] | undefined {
  if (sent === undefined || found == null) return found ?? undefined;
  if (found.length !== sent.length) return found;
  const picked: Record<string, unknown>[] = [];
  for (const [index, item] of sent.entries()) {
    const record = found[index] as Record<string, unknown>;
    const keys = Object.keys(item);
    if (keys.some((key) => record[key] == null)) return undefined;
    picked.push(Object.fromEntries(keys.map((key) => [key, record[key]])));
  }
  return picked;
}

/**
 * Creates a BluePay J&T cash-on-delivery QR code: a one-time Thai QR code (`THAI_DYNAMIC_QR`) for the
 * amount, in satang, of a delivery's sub-orders (parcels, each with its region, branch and courier), for
 * the payer to scan on delivery: `POST /open-api/v2/jt/qrcode`. The payment is notified to `notifyUrl`
 * as `qrcode.payment.success` or `qrcode.payment.failed`, looked up with `queryCashOnDeliveryQrCode`
 * and listed by `listCashOnDeliveryQrPayments`.
 *
 * A write keyed by `mchOrderId`: after an ambiguous failure (timeout, connection reset after sending,
 * HTTP 5xx) it is sent again with the same `mchOrderId`; when the gateway then answers a duplicate
 * (21007), the code is looked up with `queryCashOnDeliveryQrCode` and returned only when its channel,
 * amount, `notifyUrl`, remark, business and project types and sub-orders are those of the call; a code
 * with other terms ends the call in `OutcomeUnknownError`, whose `cause` names them. No second code is
 * made either way.
 */
export const createCashOnDeliveryQrCode = defineEndpoint({
  path: '/open-api/v2/jt/qrcode',
  params: CreateCashOnDeliveryQrCodeParamsSchema,
  data: CreateCashOnDeliveryQrCodeDataSchema,
  retry: {
    keys: ['mchOrderId'],
    payerNeeds: ['qrCodeContent'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    // The code's detail by your order id (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeDetail.html).
    statusCheck: {
      method: 'thailand.queryCashOnDeliveryQrCode',
      params: ['mchOrderId'],
      page: 'https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeDetail.html',
    },
    async recover({ params, call }) {
      const existing = await call(queryCashOnDeliveryQrCode, { mchOrderId: params.mchOrderId });
      // The detail names the code's amount `totalAmount` ("qrCode amount"); `amount` may be net of the fee
      // (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeDetail.html).
      assertRecordMatches(`QR code ${params.mchOrderId}`, params, {
        ...existing,
        amount: existing.totalAmount ?? existing.amount,
        items: itemsAsSent(params.items, existing.items),
      });
      return existing;
    },
  },
});
