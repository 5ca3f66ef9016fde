let counter = 0;

/** A unique merchant order id of 10–32 characters. */
export function orderId(prefix = 'ORD'): string {
  counter += 1;
  return `${prefix}${Date.now()}${String(counter).padStart(4, '0')}`;
}

/** Params of a valid country-neutral payment create. */
export function paymentParams(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mchOrderId: orderId(),
    currency: 'PHP',
    countryCode: 'PH',
    channelType: null,
    channelCode: 'PH_QRPH_DYNAMIC',
    customerName: 'Juan Dela Cruz',
    email: 'juan@example.com',
    mobile: '09171234567',
    amount: 50010,
    remark: 'order 1',
    notifyUrl: 'http://127.0.0.1:9/notify',
    redirectUrl: 'https://merchant.example/return',
    terminalType: 'WEB',
    ...overrides,
  };
}

/** Params of a valid Philippine payout. */
export function payoutParams(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mchOrderId: orderId('PO'),
    idempotencyId: orderId('ID'),
    amount: 100000,
    accountNo: '09171234567',
    accountName: 'Juan Dela Cruz',
    payMethodCode: 'EWALLET',
    transferCode: 'GCASH',
    remark: 'salary',
    ...overrides,
  };
}

/** Params of a valid refund of `originalTransactionId`. */
export function refundParams(
  originalTransactionId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    originalTransactionId,
    mchRefundOrderId: orderId('RF'),
    refundAmount: 4_000,
    refundReason: 'customer request',
    refundCallbackUrl: 'http://127.0.0.1:9/refunds',
    ...overrides,
  };
}
