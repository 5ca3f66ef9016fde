import { uniqueId } from './unique-id.js';

/**
 * Params of a fresh WAP direct-debit authorization on `PH_GCASH_DIRECT_DEBIT` (new `requestId` and
 * `userId`). Its `notifyUrl` is a closed local port, so the sandbox's notification attempts fail at
 * once instead of leaving the machine.
 */
export function authorizationParams() {
  return {
    requestId: uniqueId('auth'),
    userId: uniqueId('payer'),
    channelCode: 'PH_GCASH_DIRECT_DEBIT',
    countryCode: 'PH',
    notifyUrl: 'http://127.0.0.1:9/notifications/tokens',
    redirectUrl: 'https://merchant.example.com/authorized',
    terminalType: 'WAP' as const,
    osType: 'ANDROID' as const,
  };
}
