import { queryBalance } from './account/query-balance.js';
import { queryBalanceV2 } from './account/query-balance-v2.js';
import { createCheckout } from './checkout/create-checkout.js';
import { listCheckoutChannels } from './checkout/list-checkout-channels.js';
import { queryCheckout } from './checkout/query-checkout.js';
import type { Operation } from './define-operation.js';
import { createAuthorizationUrl } from './direct-debit/create-authorization-url.js';
import { createPayment as createDirectDebitPayment } from './direct-debit/create-payment.js';
import { queryPayment as queryDirectDebitPayment } from './direct-debit/query-payment.js';
import { queryTokens } from './direct-debit/query-tokens.js';
import { createDisbursement } from './indonesia/create-disbursement.js';
import { createDynamicVirtualAccount } from './indonesia/create-dynamic-virtual-account.js';
import { createPayment as createIndonesianPayment } from './indonesia/create-payment.js';
import { createPayout as createIndonesianPayout } from './indonesia/create-payout.js';
import { createStaticVirtualAccount } from './indonesia/create-static-virtual-account.js';
import { listStaticVirtualAccountPayments } from './indonesia/list-static-virtual-account-payments.js';
import { createPayment as createMalaysianPayment } from './malaysia/create-payment.js';
import { queryWebpay } from './malaysia/query-webpay.js';
import { closePayment } from './payments/close-payment.js';
import { createPayment } from './payments/create-payment.js';
import { queryPayment } from './payments/query-payment.js';
import { queryPayout } from './payouts/query-payout.js';
import { cancelStaticCode } from './philippines/cancel-static-code.js';
import { createPayment as createPhilippinePayment } from './philippines/create-payment.js';
import { createPayout as createPhilippinePayout } from './philippines/create-payout.js';
import { createStaticCode } from './philippines/create-static-code.js';
import { queryPayment as queryPhilippinePayment } from './philippines/query-payment.js';
import { createRefund } from './refunds/create-refund.js';
import { listRefunds } from './refunds/list-refunds.js';
import { downloadReport } from './reports/download-report.js';
import { createSplitReturn } from './split/create-split-return.js';
import { deleteReceiver } from './split/delete-receiver.js';
import { uploadProofFile } from './split/upload-proof-file.js';
import { createQrCode } from './thailand/create-qr-code.js';
import { listQrPayments } from './thailand/list-qr-payments.js';
import { listStaticPayments } from './thailand/list-static-payments.js';

/**
 * Every operation the sandbox serves, grouped and named as the Lintas SDK groups and names them:
 * `OPERATIONS.philippines.createPayment` answers what `client.philippines.createPayment()` sends.
 */
export const OPERATIONS = {
  neutral: {
    createPayment,
    queryPayment,
    closePayment,
    createCheckout,
    queryCheckout,
    listCheckoutChannels,
    createRefund,
    listRefunds,
    downloadReport,
    queryBalance,
    queryBalanceV2,
    queryPayout,
  },
  philippines: {
    createPayment: createPhilippinePayment,
    queryPayment: queryPhilippinePayment,
    createStaticCode,
    cancelStaticCode,
    createPayout: createPhilippinePayout,
  },
  indonesia: {
    createPayment: createIndonesianPayment,
    createPayout: createIndonesianPayout,
    createStaticVirtualAccount,
    listStaticVirtualAccountPayments,
    createDynamicVirtualAccount,
    createDisbursement,
  },
  thailand: { createQrCode, listQrPayments, listStaticPayments },
  malaysia: { createPayment: createMalaysianPayment, queryWebpay },
  splitV1: { createSplitReturn, deleteReceiver, uploadProofFile },
  directDebit: {
    createAuthorizationUrl,
    queryTokens,
    createPayment: createDirectDebitPayment,
    queryPayment: queryDirectDebitPayment,
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, Operation>>>>;

/** One operation the sandbox serves: its API path, and the family and method the Lintas SDK calls it by. */
export interface SandboxOperation {
  /** The API family, as the SDK's plugin names it: `neutral`, `philippines`, `splitV1`, ... */
  readonly family: string;
  /** The operation, as the SDK's method names it: `createPayment`, `listRefunds`, ... */
  readonly name: string;
  /** The exact API path, e.g. `/open-api/philippines/payment/generate`. */
  readonly path: string;
}

/** The operations, each with its family and name, in the order of {@link OPERATIONS}. */
export function listOperations(): SandboxOperation[] {
  return Object.entries(OPERATIONS).flatMap(([family, operations]) =>
    Object.entries(operations).map(([name, operation]: [string, Operation]) => ({
      family,
      name,
      path: operation.path,
    })),
  );
}

/** The operations keyed by their exact path. */
export function operationsByPath(): ReadonlyMap<string, Operation> {
  return new Map(
    Object.values(OPERATIONS).flatMap((operations) =>
      Object.values(operations).map((operation: Operation) => [operation.path, operation] as const),
    ),
  );
}
