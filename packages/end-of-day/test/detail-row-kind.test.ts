import { describe, expect, it } from 'vitest';
import { detailRowKind } from '../src/package/detail-row-kind.js';

// Every row: the columns of a detail row that hold something, and what the row is taken for.
describe('detailRowKind: a total line by its structure, never by its text', () => {
  it.each([
    [[], 'blank'],
    [['transactionId', 'mchOrderId', 'amount', 'status'], 'transaction'],
    [['mchOrderId', 'amount'], 'transaction'],
    [['transactionId', 'amount'], 'transaction'],
    [['status', 'amount'], 'transaction'],
    [['settlementTime', 'amount'], 'transaction'],
    [['transactionTime'], 'transaction'],
    [['amount', 'fee'], 'total'],
    [['other', 'amount', 'fee', 'currency'], 'total'],
    [['other'], 'total'],
  ] as const)('%j → %s', (filled, kind) => {
    expect(detailRowKind(new Set(filled))).toBe(kind);
  });
});
