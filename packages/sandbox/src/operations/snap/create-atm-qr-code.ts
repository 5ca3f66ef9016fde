import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { snapRefusals, snapResult } from '../../snap/snap-result.js';
import { defineOperation } from '../define-operation.js';
import { createSnapTransaction } from './create-snap-transaction.js';
import { snapText } from './snap-fields.js';

/**
 * `/v2.0/cdm/cdm-mpm-generate` (https://docs-snap.eztrans.co.id/en/SnapApi/GenerateATMQr.html): the
 * EZTrans site's code to pay cash at an ATM (service 90). Checks the body table's fields
 * (`partnerReferenceNo` at most 50, `merchantId` the caller's app id, `additionalInfo` an object),
 * refuses a `partnerReferenceNo` used before (409, case 01), and answers `referenceNo` and
 * `partnerReferenceNo` (no kept page shows the answer). The payment stays pending until
 * `completeSnapPayment`, which notifies it.
 */
export const createAtmQrCode = defineOperation({
  path: '/v2.0/cdm/cdm-mpm-generate',
  params: v.object({
    partnerReferenceNo: snapText(50),
    merchantId: snapText(64),
    additionalInfo: v.record(v.string(), v.unknown()),
  }),
  success: snapResult(200, '90', '00', 'Successful'),
  handle(context, params) {
    if (params.merchantId !== context.appId) throw new GatewayError(snapRefusals('90').invalidFormat('merchantId'));
    const record = createSnapTransaction(context, '90', params.partnerReferenceNo, params);
    return { referenceNo: record.referenceNo, partnerReferenceNo: record.partnerReferenceNo };
  },
});
