import { queryBalance } from './account/query-balance.js';
import type { Operation } from './define-operation.js';
import { createIndonesianPayment } from './indonesia/create-payment.js';
import { createIndonesianPayout } from './indonesia/create-payout.js';
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
  checkPayout,
  createPhilippinePayment,
  queryPhilippinePayment,
  createPhilippinePayout,
  createIndonesianPayout,
  createIndonesianPayment,
];

/** The operations keyed by their exact path. */
export function operationsByPath(): ReadonlyMap<string, Operation> {
  return new Map(OPERATIONS.map((operation) => [operation.path, operation]));
}
