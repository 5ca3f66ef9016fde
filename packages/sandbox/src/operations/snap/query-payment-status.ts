import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { snapRefusals, snapResult } from '../../snap/snap-result.js';
import { defineOperation } from '../define-operation.js';
import { snapText } from './snap-fields.js';

/** SNAP's words for its status codes. */
const statusDescriptions = { '00': 'Success', '03': 'Pending', '06': 'Failed' } as const;

/**
 * `/v2.0/debit/status` (https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html): the
 * EZTrans site's payment status (service 55) by `originalPartnerReferenceNo`, of the caller's
 * transactions (of `serviceCode`'s service when given). Answers SNAP's status members
 * (`latestTransactionStatus` `03` pending, `00` paid, `06` failed); an unknown reference is 404, case 01.
 */
export const queryPaymentStatus = defineOperation({
  path: '/v2.0/debit/status',
  params: v.object({
    originalPartnerReferenceNo: snapText(50),
    merchantId: snapText(64),
    serviceCode: v.optional(v.pipe(v.string(), v.regex(/^\d{2}$/, 'must be two digits'))),
  }),
  success: snapResult(200, '55', '00', 'Successful'),
  handle({ sandbox, appId }, params) {
    const refusals = snapRefusals('55');
    if (params.merchantId !== appId) throw new GatewayError(refusals.invalidFormat('merchantId'));
    const record = [...sandbox.snap.transactions.values()].find(
      (candidate) =>
        candidate.appId === appId &&
        candidate.partnerReferenceNo === params.originalPartnerReferenceNo &&
        (params.serviceCode === undefined || candidate.serviceCode === params.serviceCode),
    );
    if (!record) throw new GatewayError(refusals.notFound);
    return {
      originalReferenceNo: record.referenceNo,
      originalPartnerReferenceNo: record.partnerReferenceNo,
      serviceCode: record.serviceCode,
      latestTransactionStatus: record.status,
      transactionStatusDesc: statusDescriptions[record.status],
      ...(record.paidAmount ? { amount: record.paidAmount } : {}),
    };
  },
});
