import { GatewayError } from '../../protocol/gateway-error.js';
import { snapProfileOf } from '../../snap/snap-profiles.js';
import { snapRefusals } from '../../snap/snap-result.js';
import type { SnapTransactionRecord } from '../../snap/snap-state.js';
import type { OperationContext } from '../define-operation.js';

const paths: Readonly<Record<string, string>> = { '47': '/v2.1/', '54': '/v2.0/', '90': '/v2.0/' };

/** Records a pending transaction of service `serviceCode`; a `partnerReferenceNo` used before is refused (409, case 01). */
export function createSnapTransaction(
  { sandbox, appId, now }: OperationContext,
  serviceCode: string,
  partnerReferenceNo: string,
  request: Record<string, unknown>,
): SnapTransactionRecord {
  if (sandbox.snap.transactionByReference(appId, serviceCode, partnerReferenceNo))
    throw new GatewayError(snapRefusals(serviceCode).duplicateReference);
  const record: SnapTransactionRecord = {
    referenceNo: sandbox.ids.next('SN'),
    appId,
    profile: snapProfileOf(paths[serviceCode] ?? '')?.name ?? 'paycools-cargo',
    serviceCode,
    partnerReferenceNo,
    request: structuredClone(request),
    status: '03',
    createdAt: now,
    paidAt: null,
    paidAmount: null,
  };
  sandbox.snap.transactions.set(record.referenceNo, record);
  return record;
}
