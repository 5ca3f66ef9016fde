/** The demo payer and account holder (sandbox-friendly, documented formats). */
export const payer = {
  customerName: 'Juan dela Cruz',
  email: 'juan@example.com',
  phMobile: '09171234567',
  idMobile: '081234567890',
  redirectUrl: 'https://merchant.example/return',
} as const;

/** A PHP payment of `amount` centavos on GCash (a URL channel) under `mchOrderId`, notified to `notifyUrl`. */
export function phWalletPayment(mchOrderId: string, amount: number, notifyUrl: string) {
  return {
    mchOrderId,
    currency: 'PHP',
    countryCode: 'PH',
    channelType: 'EWALLET',
    channelCode: 'PH_GCASH_URL',
    customerName: payer.customerName,
    email: payer.email,
    mobile: payer.phMobile,
    amount,
    notifyUrl,
    redirectUrl: payer.redirectUrl,
    terminalType: 'WEB',
  } as const;
}

/** A PH bank payout of `amount` centavos under `mchOrderId` (its idempotencyId derived from it). */
export function phBankPayout(mchOrderId: string, amount: number) {
  return {
    mchOrderId,
    idempotencyId: `${mchOrderId}-1`,
    amount,
    accountNo: '1234567890',
    accountName: 'Maria Santos',
    payMethodCode: 'BANK',
    transferCode: 'CIMB',
  } as const;
}
