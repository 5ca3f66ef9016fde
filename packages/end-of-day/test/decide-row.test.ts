import type { JournalEntry } from '@lintas/stores';
import { describe, expect, it } from 'vitest';
import { decideRow, type ReportRow } from '../src/index.js';

const row: ReportRow = {
  line: 2,
  transactionId: 'TX1',
  mchOrderId: 'order-1',
  amount: 50010,
  fee: 250,
  currency: 'PHP',
  status: 'COMPLETED',
  transactionTime: undefined,
  settlementTime: undefined,
};
const entry: JournalEntry = {
  id: '/open-api/payment/generate?mchOrderId=order-1',
  endpoint: '/open-api/payment/generate',
  keys: { mchOrderId: 'order-1' },
  params: { mchOrderId: 'order-1', amount: 50010, currency: 'PHP' },
  status: 'committed',
  attempts: 1,
  recordedAt: 1,
  firstRecordedAt: 1,
  checks: 0,
  record: { transactionId: 'TX1' },
};

const payout: JournalEntry = { ...entry, endpoint: '/open-api/philippines/disbursement/transfer' };

// One row per outcome of decideRow: kind, the fields named, and why.
describe('decideRow', () => {
  it.each([
    ['no journal entry', { entry: undefined }, 'missing-in-journal', []],
    ['the entry committed, everything equal', {}, 'matched', []],
    ['the entry still pending: settled by the gateway', { entry: { ...entry, status: 'pending' } }, 'matched', []],
    ['the row says FAILED', { row: { ...row, status: 'FAILED' } }, 'not-settled', []],
    ['the caller was told it failed', { entry: { ...entry, status: 'failed' } }, 'differs', ['status']],
    ['reconcile found it never committed', { entry: { ...entry, status: 'not-committed' } }, 'differs', ['status']],
    ['another amount', { row: { ...row, amount: 50011 } }, 'differs', ['amount']],
    ['another transaction id', { row: { ...row, transactionId: 'TX2' } }, 'differs', ['transactionId']],
    ['the fee of the rate card differs', { expectedFee: 200 }, 'differs', ['fee']],
    ['the fee of the rate card equal', { expectedFee: 250 }, 'matched', []],
    ['no fee column, a rate card', { row: { ...row, fee: undefined }, expectedFee: 250 }, 'differs', ['fee']],
    [
      'the answer carried a fee that differs',
      { entry: { ...entry, record: { transactionId: 'TX1', fee: 1 } } },
      'differs',
      ['fee'],
    ],
    ['amount and fee both differ', { row: { ...row, amount: 1 }, expectedFee: 1 }, 'differs', ['amount', 'fee']],
    ['the row in another currency than the call', { row: { ...row, currency: 'THB' } }, 'differs', ['currency']],
    [
      'the row in another currency than its family (no currency param)',
      { row: { ...row, currency: 'THB' }, entry: { ...payout, params: { mchOrderId: 'order-1', amount: 50010 } } },
      'differs',
      ['currency'],
    ],
    [
      'an entry naming no currency, the package in the row currency',
      { entry: { ...payout, endpoint: '/open-api/disbursement', params: { mchOrderId: 'order-1', amount: 50010 } } },
      'matched',
      [],
    ],
    [
      'an entry naming no currency, the row in another one than the package',
      {
        row: { ...row, currency: 'IDR' },
        entry: { ...payout, endpoint: '/open-api/disbursement', params: { mchOrderId: 'order-1', amount: 50010 } },
      },
      'differs',
      ['currency'],
    ],
    [
      'a payment to a static code in another currency',
      {
        row: { ...row, currency: 'THB' },
        kind: 'static-code' as const,
        entry: { ...entry, endpoint: '/open-api/philippines/static/payment/generate' },
      },
      'differs',
      ['currency'],
    ],
    [
      'a payment to a static code (any amount)',
      {
        row: { ...row, amount: 1 },
        kind: 'static-code' as const,
        entry: { ...entry, endpoint: '/open-api/philippines/static/payment/generate' },
      },
      'matched',
      [],
    ],
  ] as const)('%s → %s', (_case, facts, kind, fields) => {
    const line = decideRow({ row, entry, kind: 'payment', expectedFee: undefined, packageCurrency: 'PHP', ...facts });
    expect(line.kind).toBe(kind);
    expect((line.differences ?? []).map((difference) => difference.field)).toEqual(fields);
    // Every line that is not a plain match says why: a note, or the fields that differ.
    if (kind !== 'matched') expect(line.note !== undefined || (line.differences ?? []).length > 0).toBe(true);
  });

  it('shows the entry without its params or record', () => {
    expect(decideRow({ row, entry, kind: 'payment', expectedFee: undefined, packageCurrency: 'PHP' }).entry).toEqual({
      id: entry.id,
      endpoint: entry.endpoint,
      keys: entry.keys,
      status: 'committed',
    });
  });
});
