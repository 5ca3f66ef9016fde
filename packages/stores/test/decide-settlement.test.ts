import { describe, expect, it } from 'vitest';
import type { JournalStatus } from '../src/index.js';
import { decideSettlement, type LookupOutcome } from '../src/journal/decide-settlement.js';

const minute = 60_000;
const recordedAt = 1_800_000_000_000;
const windowMs = 10 * minute;
const abandonedAfterMs = 10 * minute;
const endpoint = '/open-api/philippines/disbursement/transfer';

const found = { mchOrderId: 'out-1', transactionStatus: 'PENDING', amount: 150000 };
const lookups: Readonly<Record<string, LookupOutcome>> = {
  'no-endpoint': { kind: 'no-endpoint' },
  'no-lookup': { kind: 'no-lookup' },
  found: { kind: 'found', record: found, unconfirmed: [] },
  'found, account unconfirmed': { kind: 'found', record: found, unconfirmed: ['accountNo', 'accountName'] },
  mismatch: { kind: 'mismatch', message: 'the payout out-1 found by recovery differs in amount' },
  'not-found': { kind: 'not-found', message: 'not found (21006)' },
  unreachable: { kind: 'unreachable', message: 'HTTP 503' },
  refused: { kind: 'refused', message: 'payment TX1 is COMPLETED' },
  // On a path two operations write (Thailand's and Malaysia's QR codes), neither check found it.
  'shared, not found': {
    kind: 'shared',
    operations: 2,
    lookups: [{ kind: 'not-found', message: 'not found (21006)' }, { kind: 'no-lookup' }],
  },
  'shared, unreachable': {
    kind: 'shared',
    operations: 2,
    lookups: [{ kind: 'unreachable', message: 'HTTP 503' }, { kind: 'no-lookup' }],
  },
  'shared, one of two unreachable': {
    kind: 'shared',
    operations: 2,
    lookups: [
      { kind: 'not-found', message: 'not found (21006)' },
      { kind: 'unreachable', message: 'connect ECONNREFUSED 127.0.0.1:9' },
    ],
  },
  'shared, mismatch': {
    kind: 'shared',
    operations: 2,
    lookups: [
      { kind: 'mismatch', message: 'the QR code qr1 found by recovery differs in amount' },
      { kind: 'no-lookup' },
    ],
  },
  'shared, none given': { kind: 'shared', operations: 2, lookups: [] },
};

// When the lookup runs, in minutes after the entry was recorded: an open entry's last attempt may have
// been signed up to abandonedAfterMs after it was opened, so its window ends 20 minutes after; an
// unknown outcome's (pending) 10 minutes after.
const times = [9, 11, 21] as const;

// Every row: what the lookup learnt × the entry's status × when the lookup runs → the status it settles into.
// An entry whose caller was given a definite failure ('failed') is never looked up: no row can make it
// 'not-committed', let alone "send again".
const table: readonly [string, 'open' | 'pending', (typeof times)[number], JournalStatus][] = [
  ['no-endpoint', 'open', 9, 'open'],
  ['no-endpoint', 'open', 11, 'open'],
  ['no-endpoint', 'open', 21, 'open'],
  ['no-endpoint', 'pending', 9, 'pending'],
  ['no-endpoint', 'pending', 11, 'pending'],
  ['no-endpoint', 'pending', 21, 'pending'],
  ['no-lookup', 'open', 9, 'unknown'],
  ['no-lookup', 'open', 11, 'unknown'],
  ['no-lookup', 'open', 21, 'unknown'],
  ['no-lookup', 'pending', 9, 'unknown'],
  ['no-lookup', 'pending', 11, 'unknown'],
  ['no-lookup', 'pending', 21, 'unknown'],
  ['found', 'open', 9, 'committed'],
  ['found', 'open', 11, 'committed'],
  ['found', 'open', 21, 'committed'],
  ['found', 'pending', 9, 'committed'],
  ['found', 'pending', 11, 'committed'],
  ['found', 'pending', 21, 'committed'],
  ['found, account unconfirmed', 'open', 9, 'committed'],
  ['found, account unconfirmed', 'open', 11, 'committed'],
  ['found, account unconfirmed', 'open', 21, 'committed'],
  ['found, account unconfirmed', 'pending', 9, 'committed'],
  ['found, account unconfirmed', 'pending', 11, 'committed'],
  ['found, account unconfirmed', 'pending', 21, 'committed'],
  ['mismatch', 'open', 9, 'unknown'],
  ['mismatch', 'open', 11, 'unknown'],
  ['mismatch', 'open', 21, 'unknown'],
  ['mismatch', 'pending', 9, 'unknown'],
  ['mismatch', 'pending', 11, 'unknown'],
  ['mismatch', 'pending', 21, 'unknown'],
  ['not-found', 'open', 9, 'open'],
  ['not-found', 'open', 11, 'open'],
  ['not-found', 'open', 21, 'not-committed'],
  ['not-found', 'pending', 9, 'pending'],
  ['not-found', 'pending', 11, 'not-committed'],
  ['not-found', 'pending', 21, 'not-committed'],
  ['unreachable', 'open', 9, 'open'],
  ['unreachable', 'open', 11, 'open'],
  ['unreachable', 'open', 21, 'open'],
  ['unreachable', 'pending', 9, 'pending'],
  ['unreachable', 'pending', 11, 'pending'],
  ['unreachable', 'pending', 21, 'pending'],
  ['refused', 'open', 9, 'unknown'],
  ['refused', 'open', 11, 'unknown'],
  ['refused', 'open', 21, 'unknown'],
  ['refused', 'pending', 9, 'unknown'],
  ['refused', 'pending', 11, 'unknown'],
  ['refused', 'pending', 21, 'unknown'],
  ['shared, not found', 'open', 9, 'open'],
  ['shared, not found', 'open', 11, 'open'],
  ['shared, not found', 'open', 21, 'unknown'],
  ['shared, not found', 'pending', 9, 'pending'],
  ['shared, not found', 'pending', 11, 'unknown'],
  ['shared, not found', 'pending', 21, 'unknown'],
  ['shared, unreachable', 'open', 9, 'open'],
  ['shared, unreachable', 'open', 11, 'open'],
  ['shared, unreachable', 'open', 21, 'open'],
  ['shared, unreachable', 'pending', 9, 'pending'],
  ['shared, unreachable', 'pending', 11, 'pending'],
  ['shared, unreachable', 'pending', 21, 'pending'],
  ['shared, one of two unreachable', 'open', 9, 'open'],
  ['shared, one of two unreachable', 'open', 11, 'open'],
  ['shared, one of two unreachable', 'open', 21, 'open'],
  ['shared, one of two unreachable', 'pending', 9, 'pending'],
  ['shared, one of two unreachable', 'pending', 11, 'pending'],
  ['shared, one of two unreachable', 'pending', 21, 'pending'],
  ['shared, mismatch', 'open', 9, 'unknown'],
  ['shared, mismatch', 'open', 11, 'unknown'],
  ['shared, mismatch', 'open', 21, 'unknown'],
  ['shared, mismatch', 'pending', 9, 'unknown'],
  ['shared, mismatch', 'pending', 11, 'unknown'],
  ['shared, mismatch', 'pending', 21, 'unknown'],
  ['shared, none given', 'open', 9, 'unknown'],
  ['shared, none given', 'open', 11, 'unknown'],
  ['shared, none given', 'open', 21, 'unknown'],
  ['shared, none given', 'pending', 9, 'unknown'],
  ['shared, none given', 'pending', 11, 'unknown'],
  ['shared, none given', 'pending', 21, 'unknown'],
];

const decide = (lookup: string, status: 'open' | 'pending', at: number) =>
  decideSettlement({
    entry: { endpoint, status, recordedAt },
    lookup: lookups[lookup] as LookupOutcome,
    checkedAt: recordedAt + at * minute,
    windowMs,
    abandonedAfterMs,
  });

describe('decideSettlement: what a lookup makes of a journal entry', () => {
  it('has a row for every lookup outcome, entry status and time', () => {
    const rows = new Set(table.map(([lookup, status, at]) => `${lookup} ${status} ${at}`));
    for (const lookup of Object.keys(lookups))
      for (const status of ['open', 'pending'])
        for (const at of times) expect(rows.has(`${lookup} ${status} ${at}`), `${lookup} ${status} ${at}`).toBe(true);
    expect(rows.size).toBe(table.length);
  });

  it.each(table)('%s on an %s entry, %i minutes after it was recorded: %s', (lookup, status, at, expected) => {
    const settlement = decide(lookup, status, at);
    expect(settlement.status).toBe(expected);
    expect(settlement.recordedAt).toBe(recordedAt);
    expect(settlement.checkedAt).toBe(recordedAt + at * minute);
    expect(settlement.record).toEqual(lookup.startsWith('found') ? found : undefined);
    // Every settlement but a whole match says why, for the person who reads it.
    if (lookup !== 'found') expect(settlement.note).toMatch(/\w/);
  });

  it('settles a found operation with the fields its status check does not return, listed as unconfirmed', () => {
    expect(decide('found, account unconfirmed', 'pending', 11)).toEqual({
      recordedAt,
      status: 'committed',
      checkedAt: recordedAt + 11 * minute,
      record: found,
      unconfirmed: ['accountNo', 'accountName'],
      note: 'found with the amount and every field its status check returns; it does not return accountNo, accountName',
    });
    expect(decide('found', 'pending', 11)).toEqual({
      recordedAt,
      status: 'committed',
      checkedAt: recordedAt + 11 * minute,
      record: found,
    });
  });

  it('names when a request may still arrive, and says nothing moved after the window, never "send again"', () => {
    expect(decide('not-found', 'open', 11).note).toBe(
      `not found (21006) yet; a request may still arrive until ${new Date(recordedAt + 20 * minute).toISOString()}`,
    );
    const late = decide('not-found', 'pending', 10);
    expect(late).toMatchObject({
      status: 'not-committed',
      note: "not found (21006), after the gateway's window: nothing was committed",
    });
    for (const [lookup, status, at] of table)
      expect(decide(lookup, status, at).note ?? '').not.toMatch(/send|retry|safe to/i);
    expect(decide('mismatch', 'pending', 9).note).toBe('the payout out-1 found by recovery differs in amount');
  });

  it('keeps an entry of a shared path as it was, like one of a single operation, while a check cannot reach the gateway', () => {
    const writers = `2 operations write to ${endpoint} with params like this entry's`;
    expect(decide('shared, one of two unreachable', 'pending', 21)).toEqual({
      recordedAt,
      status: 'pending',
      checkedAt: recordedAt + 21 * minute,
      note: `the lookup failed, to try again: connect ECONNREFUSED 127.0.0.1:9 (${writers})`,
    });
    expect(decide('unreachable', 'pending', 21).note).toBe('the lookup failed, to try again: HTTP 503');
    expect(decide('shared, not found', 'open', 11).note).toBe(
      `${writers}, and no status check of theirs found it yet; a request may still arrive until ${new Date(recordedAt + 20 * minute).toISOString()}`,
    );
    expect(decide('shared, not found', 'pending', 11).note).toBe(
      `${writers}, and no status check of theirs found it: check the operation with the gateway by its keys`,
    );
  });
});
