import { defineEndpoint, isRequestValidationError } from '@lintas/core';
import { createAuthorizationUrl } from '@lintas/direct-debit';
import { neutralPaymentParams } from '@lintas/testing';
import * as v from 'valibot';
import type { CreateCheckoutParams, CreatePaymentParams, CreateRefundParams } from '../src/index.js';
import { authorizationParams, type SandboxSetup, uniqueId } from './setup-sandbox.js';

/** Params of a PHP 500.10 GCash payment under a fresh order id. */
export function paymentParams(overrides: Partial<CreatePaymentParams> = {}): CreatePaymentParams {
  return { ...neutralPaymentParams(), ...overrides };
}

/** Params of a refund of `originalTransactionId` under a fresh refund id. */
export function refundParams(
  originalTransactionId: string,
  overrides: Partial<CreateRefundParams> = {},
): CreateRefundParams {
  return {
    originalTransactionId,
    mchRefundOrderId: uniqueId('refund'),
    refundAmount: 1000,
    refundReason: 'item returned',
    refundCallbackUrl: 'https://merchant.example.com/refunds',
    countryCode: 'PH',
    ...overrides,
  };
}

/** Creates a payment through the client and has the sandbox complete it; answers its `transactionId`. */
export async function completedPayment(
  setup: SandboxSetup,
  overrides: Partial<CreatePaymentParams> = {},
): Promise<string> {
  const { transactionId } = await setup.client.neutral.createPayment(paymentParams(overrides));
  setup.sandbox.completePayment({ transactionId });
  return transactionId;
}

/**
 * The Philippine payout create, which this package does not model (it belongs to
 * `@lintas/philippines`); the payout query tests use it to make payouts.
 */
const createPhilippinePayout = defineEndpoint({
  path: '/open-api/philippines/disbursement/transfer',
  params: v.strictObject({
    mchOrderId: v.string(),
    idempotencyId: v.string(),
    amount: v.number(),
    accountNo: v.string(),
    accountName: v.string(),
    payMethodCode: v.string(),
    transferCode: v.string(),
    remark: v.optional(v.string()),
  }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string() }),
  retry: { keys: ['mchOrderId', 'idempotencyId'] },
});

/** Pays out PHP `amount` centavos to a bank account; answers the payout's keys. */
export async function philippinePayout(
  setup: SandboxSetup,
  amount = 25000,
): Promise<{ mchOrderId: string; transactionId: string }> {
  return setup.client.call(createPhilippinePayout, {
    mchOrderId: uniqueId('payout'),
    idempotencyId: uniqueId('idempotency'),
    amount,
    accountNo: '1234567890',
    accountName: 'Maria Santos',
    payMethodCode: 'BANK',
    transferCode: 'BPI',
    remark: 'supplier invoice 77',
  });
}

/**
 * Has a payer authorize direct debit on `PH_GCASH_DIRECT_DEBIT` as a merchant would, with
 * `@lintas/direct-debit`'s `createAuthorizationUrl`, the sandbox playing the payer who approves;
 * answers the ACTIVED pay token.
 */
export async function authorizedPayToken(setup: SandboxSetup): Promise<string> {
  const { requestId } = await setup.client.call(createAuthorizationUrl, authorizationParams());
  return setup.sandbox.authorize(requestId).payToken;
}

/** The field paths a `RequestValidationError` names, sorted; `undefined` for any other error. */
export function issuePaths(error: unknown): string[] | undefined {
  return isRequestValidationError(error) ? error.issues.map((issue) => issue.path).sort() : undefined;
}

/** Params of a PHP 500.10 checkout under a fresh order id. */
export function checkoutParams(overrides: Partial<CreateCheckoutParams> = {}): CreateCheckoutParams {
  return {
    mchOrderId: uniqueId('checkout'),
    countryCode: 'PH',
    currency: 'PHP',
    amount: 50010,
    customerName: 'Juan dela Cruz',
    email: 'juan@example.com',
    mobile: '09171234567',
    notifyUrl: 'https://merchant.example.com/notify',
    redirectUrl: 'https://merchant.example.com/done',
    expireSeconds: 900,
    language: 'EN',
    channelTypeList: ['EWALLET', 'QR'],
    channelCodeList: ['PH_GCASH_URL', 'PH_QRPH_DYNAMIC'],
    remark: 'cart 42',
    ...overrides,
  };
}

/**
 * The id of a created checkout. No page documents the create answer, so the SDK types `checkoutId` as
 * optional; the sandbox always answers one.
 */
export function checkoutIdOf(created: { readonly checkoutId?: string | null | undefined }): string {
  if (!created.checkoutId) throw new Error('the create answer has no checkoutId');
  return created.checkoutId;
}
