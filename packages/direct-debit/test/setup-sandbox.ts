import {
  authorizationParams as freshAuthorizationParams,
  rejectionOf,
  uniqueId,
  useSandbox as useSandboxWith,
} from '@lintas/testing';
import { type CreateAuthorizationUrlParams, type CreatePaymentParams, directDebit } from '../src/index.js';

export { rejectionOf, uniqueId };

/** Starts a sandbox with a merchant and a `directDebit` client for the calling file's tests. */
export const useSandbox = () => useSandboxWith(directDebit);

/** What {@link useSandbox} gives a test file. */
export type SandboxSetup = ReturnType<typeof useSandbox>;

/** Params of a fresh WAP authorization (new `requestId` and `userId`, notified to a closed local port), with `overrides`. */
export function authorizationParams(
  overrides: Partial<CreateAuthorizationUrlParams> = {},
): CreateAuthorizationUrlParams {
  return { ...freshAuthorizationParams(), ...overrides };
}

/** A fresh order id of letters and digits, as the direct-debit pay requires. */
export const plainOrderId = (prefix: string) => uniqueId(prefix).replace(/[^A-Za-z0-9]/g, '');

/** Has the payer of a fresh authorization on `PH_GCASH_DIRECT_DEBIT` approve it; answers the ACTIVED pay token. */
export async function activeToken(setup: SandboxSetup): Promise<string> {
  const { requestId } = await setup.client.directDebit.createAuthorizationUrl(authorizationParams());
  return setup.sandbox.authorize(requestId).payToken;
}

/** Params of a PHP 500.00 direct-debit payment with `payToken` under a fresh order id, with `overrides`. */
export function directDebitPaymentParams(
  payToken: string,
  overrides: Partial<CreatePaymentParams> = {},
): CreatePaymentParams {
  return {
    mchOrderId: plainOrderId('dd'),
    amount: 50000,
    channelCode: 'PH_GCASH_DIRECT_DEBIT',
    payToken,
    notifyUrl: 'http://127.0.0.1:9/notifications/direct-debit',
    remark: 'monthly plan',
    ...overrides,
  };
}

/** A sub-order as the direct-debit pay page describes one. */
export const paymentItem = {
  subOrderId: 'SUB001',
  amount: 50000,
  regionNo: 'R01',
  branchNo: 'B0102',
  courierNo: 'C77',
  courierName: 'Somchai',
  courierMobile: '0812345678',
  customerName: 'Nok',
  customerMobile: '021234567',
  email: 'nok@example.com',
} as const;
