import type { PaymentRecord } from '../../state/records.js';

/** The `data` of the neutral and Indonesian payment creates. */
export function paymentCreatedData(payment: PaymentRecord): Record<string, unknown> {
  return {
    mchOrderId: payment.mchOrderId,
    transactionId: payment.transactionId,
    transactionStatus: payment.status,
    payData: payment.payData,
    channelType: payment.channelType,
    channelCode: payment.channelCode,
  };
}
