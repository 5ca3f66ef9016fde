import type { SandboxContext } from '../../context.js';
import type { PaymentRecord } from '../../state/records.js';
import { formatGatewayTime } from '../../utils/time.js';

/** How long a J&T cash-on-delivery QR code can be paid: the page names no expiry, so the BluePay QR default of an hour. */
const EXPIRE_MS = 3_600_000;

/**
 * A BluePay J&T cash-on-delivery QR code as its detail answers it
 * (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeDetail.html): every member of the page's answer table,
 * `fee` 0 and `totalAmount` the code's amount.
 */
export function deliveryQrCode(sandbox: SandboxContext, payment: PaymentRecord): Record<string, unknown> {
  const delivery = payment.delivery;
  const createTime = formatGatewayTime(payment.createdAt);
  const expired = payment.status === 'PENDING' && sandbox.now() > payment.createdAt + EXPIRE_MS;
  return {
    mchOrderId: payment.mchOrderId,
    qrCodeId: `QR${payment.transactionId.slice(2)}`,
    transactionId: payment.transactionId,
    qrCodeContent: payment.payData,
    channelCode: payment.channelCode,
    notifyUrl: payment.notifyUrl,
    remark: payment.remark,
    transactionStatus: payment.status,
    qrStatus: payment.status === 'PENDING' && !expired ? 'ACTIVE' : 'INACTIVE',
    transactionCreateTime: createTime,
    transactionReturnTime: payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt),
    qrLink: `${sandbox.url()}/__sandbox/pay/${payment.transactionId}`,
    createTime,
    updateTime: formatGatewayTime(payment.returnedAt ?? payment.closedAt ?? payment.createdAt),
    amount: payment.amount,
    fee: delivery?.fee ?? 0,
    totalAmount: payment.amount + (delivery?.fee ?? 0),
    businessType: delivery?.businessType ?? 1,
    projectType: delivery?.projectType ?? 'PPCASH',
    items: delivery?.items ?? null,
  };
}

/** The merchant's J&T cash-on-delivery QR code under `mchOrderId`, if any. */
export function findDeliveryQrCode(sandbox: SandboxContext, appId: string, mchOrderId: string) {
  return [...sandbox.store.payments.values()].find(
    (payment) => payment.appId === appId && payment.source === 'delivery-qr' && payment.mchOrderId === mchOrderId,
  );
}
