import { rejectionOf, uniqueId, useSandbox as useSandboxWith } from '@lintas/testing';
import { directDebit, type CreateAuthorizationUrlParams } from '../src/index.js';

export { rejectionOf, uniqueId };

/** Starts a sandbox with a merchant and a `directDebit` client for the calling file's tests. */
export const useSandbox = () => useSandboxWith(directDebit);

/** What {@link useSandbox} gives a test file. */
export type SandboxSetup = ReturnType<typeof useSandbox>;

/**
 * Params of a fresh WAP authorization (new `requestId` and `userId`). Its `notifyUrl` is a closed local
 * port, so the sandbox's notification attempts fail at once instead of leaving the machine.
 */
export function authorizationParams(overrides: Partial<CreateAuthorizationUrlParams> = {}): CreateAuthorizationUrlParams {
  return {
    requestId: uniqueId('auth'),
    userId: uniqueId('payer'),
    channelCode: 'PH_GCASH_DIRECT_DEBIT',
    countryCode: 'PH',
    notifyUrl: 'http://127.0.0.1:9/notifications/tokens',
    redirectUrl: 'https://merchant.example.com/authorized',
    terminalType: 'WAP',
    osType: 'ANDROID',
    ...overrides,
  };
}
