import type { PaymentRecord } from '../../state/records.js';
import { formatGatewayTime } from '../../utils/time.js';
import type { OperationContext } from '../define-operation.js';

/** How long a QR code can be paid when the request does not say: an hour, as the QR pages document. */
const DEFAULT_EXPIRE_SECONDS = 3600;

/** The answer of a QR code create: every field of the QR pages' response table. */
export function qrCodeAnswer(
  context: OperationContext,
  payment: PaymentRecord,
  expireSeconds: number | null | undefined,
): Record<string, unknown> {
  const createTime = formatGatewayTime(payment.createdAt);
  return {
    mchOrderId: payment.mchOrderId,
    transactionId: payment.transactionId,
    qrCodeContent: payment.payData,
    channelCode: payment.channelCode,
    notifyUrl: payment.notifyUrl,
    remark: payment.remark,
    qrStatus: 'ACTIVE',
    transactionStatus: payment.status,
    qrLink: `${context.sandbox.url()}/__sandbox/pay/${payment.transactionId}`,
    createTime,
    updateTime: createTime,
    expiresTime: formatGatewayTime(payment.createdAt + (expireSeconds ?? DEFAULT_EXPIRE_SECONDS) * 1000),
  };
}
