/** The params of a Philippine payment with `mchOrderId`, as the proxy and tracing tests send it. */
export const payment = (mchOrderId: string) => ({
  mchOrderId,
  amount: 50010,
  customerName: 'Juan Dela Cruz',
  channelCode: 'PH_GCASH_URL',
  email: 'juan@example.com',
  mobile: '09171234567',
  notifyUrl: 'http://127.0.0.1:9/notifications',
});

/** The params of a Philippine GCash payout with `mchOrderId` (and an idempotency id derived from it). */
export const payout = (mchOrderId: string) => ({
  mchOrderId,
  idempotencyId: `${mchOrderId}-idem`,
  amount: 150000,
  accountNo: '09171234567',
  accountName: 'Juan Dela Cruz',
  payMethodCode: 'EWALLET' as const,
  transferCode: 'GCASH',
});
