import { listCheckoutChannels } from './checkout/list-checkout-channels.js';
import { createCheckout } from './checkout/create-checkout.js';
import { queryCheckout } from './checkout/query-checkout.js';
import { applyDirectDebitToken } from './direct-debit/apply-token.js';
import { queryDirectDebitTokens } from './direct-debit/query-tokens.js';
import { cancelPhilippineStaticCode } from './philippines/cancel-static-code.js';
import { createPhilippineStaticCode } from './philippines/create-static-code.js';
import { downloadReport } from './reports/download-report.js';
import { deleteSplitReceiver } from './split/delete-receiver.js';
import { returnSplitPayment } from './split/return-split-payment.js';
import { uploadFile } from './split/upload-file.js';
import { listThaiStaticPayments } from './thailand/list-static-payments.js';
import { createQrCode } from './thailand/create-qr-code.js';
import { listQrPayments } from './thailand/list-qr-payments.js';
import { queryBalance } from './account/query-balance.js';
import { queryBalanceV2 } from './account/query-balance-v2.js';
import type { Operation } from './define-operation.js';
import { createIndonesianPayment } from './indonesia/create-payment.js';
import { createIndonesianPayout } from './indonesia/create-payout.js';
import { createMalaysianPayment } from './malaysia/create-payment.js';
import { queryWebpay } from './malaysia/query-webpay.js';
import { createDisbursement } from './indonesia/create-disbursement.js';
import { createDynamicVirtualAccount } from './indonesia/create-dynamic-virtual-account.js';
import { createStaticVirtualAccount } from './indonesia/create-static-virtual-account.js';
import { listStaticVirtualAccountPayments } from './indonesia/list-static-virtual-account-payments.js';
import { closePayment } from './payments/close-payment.js';
import { createPayment } from './payments/create-payment.js';
import { queryPayment } from './payments/query-payment.js';
import { checkPayout } from './payouts/check-payout.js';
import { createPhilippinePayment } from './philippines/create-payment.js';
import { createPhilippinePayout } from './philippines/create-payout.js';
import { queryPhilippinePayment } from './philippines/query-payment.js';
import { createRefund } from './refunds/create-refund.js';
import { queryRefunds } from './refunds/query-refunds.js';

/** Every operation the sandbox serves. */
export const OPERATIONS: readonly Operation[] = [
  createPayment,
  queryPayment,
  closePayment,
  queryRefunds,
  createRefund,
  queryBalance,
  queryBalanceV2,
  checkPayout,
  createPhilippinePayment,
  queryPhilippinePayment,
  createPhilippinePayout,
  createIndonesianPayout,
  createIndonesianPayment,
  createStaticVirtualAccount,
  listStaticVirtualAccountPayments,
  createDynamicVirtualAccount,
  createDisbursement,
  createMalaysianPayment,
  queryWebpay,
  createCheckout,
  queryCheckout,
  listCheckoutChannels,
  downloadReport,
  createPhilippineStaticCode,
  cancelPhilippineStaticCode,
  listThaiStaticPayments,
  createQrCode,
  listQrPayments,
  returnSplitPayment,
  deleteSplitReceiver,
  uploadFile,
  applyDirectDebitToken,
  queryDirectDebitTokens,
];

/** The operations keyed by their exact path. */
export function operationsByPath(): ReadonlyMap<string, Operation> {
  return new Map(OPERATIONS.map((operation) => [operation.path, operation]));
}
