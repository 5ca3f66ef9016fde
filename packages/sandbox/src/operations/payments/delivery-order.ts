import * as v from 'valibot';
import type { DeliveryTerms } from '../../state/records.js';
import * as f from '../../validation/fields.js';

/**
 * The sub-orders of a BluePay J&T delivery order, as its direct-debit pay and its cash-on-delivery QR
 * code take them ("Item parameter description" on https://jtdocs.bluepay.asia/en/DirectDebit/Pay.html
 * and https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html).
 */
export const deliveryItems = v.nullish(
  v.array(
    v.object({
      subOrderId: f.text(1, 32),
      amount: f.amount(),
      regionNo: f.text(1, 50),
      branchNo: f.text(1, 100),
      courierNo: f.text(1, 100),
      courierName: f.optionalText(),
      courierMobile: f.optionalText(),
      customerName: f.optionalText(),
      customerMobile: f.optionalText(),
      email: f.optionalText(),
    }),
    'must be an array of items',
  ),
);

/** The delivery-order members of a request. */
export interface DeliveryParams {
  readonly businessType?: number | null | undefined;
  readonly projectType?: string | null | undefined;
  readonly items?: v.InferOutput<typeof deliveryItems>;
}

/** A delivery order's terms as kept: `businessType` 1 and `projectType` `PPCASH` unless sent, as the pages say; no fee. */
export function deliveryTerms(params: DeliveryParams): DeliveryTerms {
  return {
    businessType: params.businessType ?? 1,
    projectType: params.projectType ?? 'PPCASH',
    items: params.items ? params.items.map((entry) => ({ ...entry })) : null,
    fee: 0,
  };
}
