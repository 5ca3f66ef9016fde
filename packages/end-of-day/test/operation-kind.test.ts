import { describe, expect, it } from 'vitest';
import { operationKind } from '../src/index.js';

describe('operationKind: which package holds a journaled operation', () => {
  it.each([
    ['/open-api/payment/generate', 'payment'],
    ['/open-api/philippines/payment/generate', 'payment'],
    ['/open-api/indonesia/payment/generate', 'payment'],
    ['/open-api/malaysia/payment/generate', 'payment'],
    ['/open-api/payment/checkout/generate', 'payment'],
    ['/open-api/qr/generate', 'payment'],
    ['/open-api/dynamic/payment/code', 'payment'],
    ['/open-api/jt/direct/debit/pay', 'payment'],
    ['/open-api/philippines/disbursement/transfer', 'payout'],
    ['/open-api/indonesia/disbursement/transfer', 'payout'],
    ['/open-api/disbursement', 'payout'],
    ['/open-api/disbursement/transfer', 'payout'],
    ['/open-api/philippines/static/payment/generate', 'static-code'],
    ['/open-api/static/payment/code', 'static-code'],
    ['/open-api/payment/refund', 'other'],
    ['/open-api/payment/close', 'other'],
    ['/open-api/philippines/static/code/cancel', 'other'],
    ['/open-api/v1/splitPaymentOrder/generateRefundOrder', 'other'],
    ['/open-api/direct/debit/token/apply', 'other'],
  ])('%s → %s', (path, kind) => {
    expect(operationKind(path)).toBe(kind);
  });
});
