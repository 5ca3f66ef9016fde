import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { snapRefusals, snapResult } from '../../snap/snap-result.js';
import { qrPayload } from '../../state/pay-data.js';
import { defineOperation } from '../define-operation.js';
import { createSnapTransaction } from './create-snap-transaction.js';
import { snapMoney, snapText } from './snap-fields.js';

/**
 * `/v2.1/qr/qr-mpm-generate` (https://docs-snap-cargo.paycools.co.id/en/SnapApi/GenerateQr.html): the
 * PayCools cargo site's QRIS for a COD parcel (service 47). Checks the body table's fields
 * (`partnerReferenceNo` at most 50, `codAmount` and `frtAmount` as MONEY, `merchantId` the caller's app
 * id, `validityPeriod` seconds), refuses a `partnerReferenceNo` used before (409, case 01), and answers
 * `referenceNo`, `partnerReferenceNo` and a QRIS `qrContent` (no kept page shows the answer: SNAP's
 * QRIS answer). The payment stays pending until `completeSnapPayment`, which notifies it.
 */
export const createQris = defineOperation({
  path: '/v2.1/qr/qr-mpm-generate',
  params: v.object({
    partnerReferenceNo: snapText(50),
    codAmount: snapMoney,
    frtAmount: snapMoney,
    merchantId: snapText(64),
    validityPeriod: v.optional(v.pipe(snapText(64), v.regex(/^\d+$/, 'must be seconds'))),
    terminalId: v.optional(snapText(64)),
    additionalInfo: v.optional(v.record(v.string(), v.unknown())),
  }),
  success: snapResult(200, '47', '00', 'Successful'),
  handle(context, params) {
    if (params.merchantId !== context.appId) throw new GatewayError(snapRefusals('47').invalidFormat('merchantId'));
    const record = createSnapTransaction(context, '47', params.partnerReferenceNo, params);
    return {
      referenceNo: record.referenceNo,
      partnerReferenceNo: record.partnerReferenceNo,
      // One QRIS for both amounts: whole rupiah, the cents of IDR being always 00.
      qrContent: qrPayload({
        reference: record.referenceNo,
        countryCode: 'ID',
        currency: params.codAmount.currency,
        amount: Math.round(Number(params.codAmount.value) + Number(params.frtAmount.value)),
      }),
      codAmount: params.codAmount,
      frtAmount: params.frtAmount,
    };
  },
});
