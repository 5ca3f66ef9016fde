import { describe, expect, it } from 'vitest';
import { operationKind, parseAmount } from '../src/index.js';

describe('parseAmount: a cell as integer minor units, never through a float', () => {
  it.each([
    ['2300', 'minor', 2, 2300],
    ['2300.00', 'minor', 2, 2300],
    ['23.5', 'minor', 2, undefined],
    ['23.00', 'major', 2, 2300],
    ['1,234.56', 'major', 2, 123456],
    ['0.1', 'major', 2, 10],
    ['0.105', 'major', 2, undefined],
    ['-12.30', 'major', 2, -1230],
    ['150000', 'major', 0, 150000],
    ['12.3.4', 'major', 2, undefined],
    ['', 'minor', 2, undefined],
    ['THB 23', 'major', 2, undefined],
    ['90071992547409.91', 'major', 2, 9007199254740991],
  ] as const)('%s in %s units (%i digits) → %s', (text, unit, digits, minor) => {
    expect(parseAmount(text, unit, digits)).toBe(minor);
  });
});

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
