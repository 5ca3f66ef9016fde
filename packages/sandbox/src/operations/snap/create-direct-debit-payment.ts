import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { snapRefusals, snapResult } from '../../snap/snap-result.js';
import { defineOperation } from '../define-operation.js';
import { createSnapTransaction } from './create-snap-transaction.js';
import { snapMoney, snapText } from './snap-fields.js';

/**
 * `/v2.0/debit/payment-host-to-host` (https://developer.ifortepay.id/snap/payment-gateway/direct-debit/payment):
 * the EZTrans site's direct debit (service 54), whose own page is not public: its status check
 * (service 55, https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html) names it. Checks SNAP's
 * body table (`partnerReferenceNo` at most 50, as the status check takes it; `merchantId` the caller's
 * app id; `bankCardToken`; `amount` as MONEY), refuses a `partnerReferenceNo` used before (409, case
 * 01), and answers `referenceNo` and `partnerReferenceNo`. The debit stays pending (`03`) until
 * `completeSnapPayment` (its amount by default) or `failSnapPayment`, which notify it.
 */
export const createDirectDebitPayment = defineOperation({
  path: '/v2.0/debit/payment-host-to-host',
  params: v.object({
    partnerReferenceNo: snapText(50),
    merchantId: snapText(64),
    bankCardToken: snapText(560),
    chargeToken: v.optional(snapText(50)),
    amount: snapMoney,
    urlParam: v.optional(v.array(v.record(v.string(), v.unknown()))),
    pointOfInitiation: v.optional(snapText(20)),
    payOptionDetails: v.optional(v.array(v.record(v.string(), v.unknown()))),
    additionalInfo: v.optional(v.record(v.string(), v.unknown())),
  }),
  success: snapResult(200, '54', '00', 'Successful'),
  handle(context, params) {
    if (params.merchantId !== context.appId) throw new GatewayError(snapRefusals('54').invalidFormat('merchantId'));
    const record = createSnapTransaction(context, '54', params.partnerReferenceNo, params);
    return { referenceNo: record.referenceNo, partnerReferenceNo: record.partnerReferenceNo };
  },
});
