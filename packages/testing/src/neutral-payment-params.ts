import { uniqueId } from './unique-id.js';

/** Params of a country-neutral PHP 500.10 GCash payment (`neutral.createPayment`) under a fresh order id. */
export function neutralPaymentParams() {
  return {
    mchOrderId: uniqueId('pay'),
    currency: 'PHP',
    countryCode: 'PH',
    channelType: 'EWALLET' as const,
    channelCode: 'PH_GCASH_URL',
    customerName: 'Juan dela Cruz',
    email: 'juan@example.com',
    mobile: '09171234567',
    amount: 50010,
    remark: 'order 1001',
    notifyUrl: 'https://merchant.example.com/notify',
    redirectUrl: 'https://merchant.example.com/done',
    terminalType: 'WEB' as const,
  };
}
