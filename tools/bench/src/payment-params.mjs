// The params of the Philippine `createPayment` every figure of the bench makes, as a merchant sends them.

/** One `createPayment`'s params under `mchOrderId`. */
export const paymentParams = (mchOrderId) => ({
  mchOrderId,
  amount: 50010,
  customerName: 'Juan Dela Cruz',
  channelCode: 'PH_GCASH_URL',
  email: 'juan@example.com',
  mobile: '09171234567',
  notifyUrl: 'https://merchant.example/notify',
});
