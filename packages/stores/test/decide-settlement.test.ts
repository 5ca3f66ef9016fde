import { describe, expect, it } from 'vitest';
import type { JournalStatus } from '../src/index.js';
import { decideSettlement, type LookupOutcome } from '../src/journal/decide-settlement.js';

const minute = 60_000;
const recordedAt = 1_800_000_000_000;
const windowMs = 10 * minute;
const abandonedAfterMs = 10 * minute;
const endpoint = '/open-api/philippines/disbursement/transfer';

const found = { mchOrderId: 'out-1', transactionStatus: 'PENDING', amount: 150000 };
const keys = { mchOrderId: 'out-1' };
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
  // Both operations of the path have a check (Thailand's and Malaysia's QR codes), and neither found it.
  'shared, not found by every check': {
    kind: 'shared',
    operations: 2,
    lookups: [
      { kind: 'not-found', message: 'not found (21006)' },
      { kind: 'not-found', message: 'not found (21006)' },
    ],
  },
  // Where no status check finds the operation, its settlement strategy (its endpoint's retry.settlement).
  resent: { kind: 'resent', record: found },
  proven: { kind: 'proven', message: '21007', record: keys, unconfirmed: ['amount', 'accountNo'] },
  'would-resend': {
    kind: 'would-resend',
    why: 'no status check finds it; sent again with the same keys it would be made',
  },
  probed: { kind: 'probed', record: found, cost: 'cancelled the code: nobody could pay it' },
  notified: { kind: 'notified', eventName: 'token.create.success', record: found, unconfirmed: ['userId'] },
  'reached-nobody': { kind: 'reached-nobody', reason: 'its cashierUrl never reached a payer' },
  'no-notifications': { kind: 'no-notifications', events: ['checkout.payment.success'] },
};

/** The record each outcome settles with: what the gateway answered, or what the strategy proved. */
const records: Readonly<Record<string, unknown>> = {
  found,
  'found, account unconfirmed': found,
  resent: found,
  proven: keys,
  probed: found,
  notified: found,
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
  ['shared, not found by every check', 'open', 9, 'open'],
  ['shared, not found by every check', 'open', 11, 'open'],
  ['shared, not found by every check', 'open', 21, 'not-committed'],
  ['shared, not found by every check', 'pending', 9, 'pending'],
  ['shared, not found by every check', 'pending', 11, 'not-committed'],
  ['shared, not found by every check', 'pending', 21, 'not-committed'],
  // Made now by a re-drive, or proven made by its refusal, or named by a confirmed notification: committed
  // at once (the keys keep a request still in flight from making it twice).
  ['resent', 'open', 9, 'committed'],
  ['resent', 'open', 11, 'committed'],
  ['resent', 'open', 21, 'committed'],
  ['resent', 'pending', 9, 'committed'],
  ['resent', 'pending', 11, 'committed'],
  ['resent', 'pending', 21, 'committed'],
  ['proven', 'open', 9, 'committed'],
  ['proven', 'open', 11, 'committed'],
  ['proven', 'open', 21, 'committed'],
  ['proven', 'pending', 9, 'committed'],
  ['proven', 'pending', 11, 'committed'],
  ['proven', 'pending', 21, 'committed'],
  ['would-resend', 'open', 9, 'open'],
  ['would-resend', 'open', 11, 'open'],
  ['would-resend', 'open', 21, 'open'],
  ['would-resend', 'pending', 9, 'pending'],
  ['would-resend', 'pending', 11, 'pending'],
  ['would-resend', 'pending', 21, 'pending'],
  // Found by the probe (which cancelled it), or reached by nobody: nobody can use it.
  ['probed', 'open', 9, 'abandoned'],
  ['probed', 'open', 11, 'abandoned'],
  ['probed', 'open', 21, 'abandoned'],
  ['probed', 'pending', 9, 'abandoned'],
  ['probed', 'pending', 11, 'abandoned'],
  ['probed', 'pending', 21, 'abandoned'],
  ['notified', 'open', 9, 'committed'],
  ['notified', 'open', 11, 'committed'],
  ['notified', 'open', 21, 'committed'],
  ['notified', 'pending', 9, 'committed'],
  ['notified', 'pending', 11, 'committed'],
  ['notified', 'pending', 21, 'committed'],
  ['reached-nobody', 'open', 9, 'abandoned'],
  ['reached-nobody', 'open', 11, 'abandoned'],
  ['reached-nobody', 'open', 21, 'abandoned'],
  ['reached-nobody', 'pending', 9, 'abandoned'],
  ['reached-nobody', 'pending', 11, 'abandoned'],
  ['reached-nobody', 'pending', 21, 'abandoned'],
  ['no-notifications', 'open', 9, 'open'],
  ['no-notifications', 'open', 11, 'open'],
  ['no-notifications', 'open', 21, 'open'],
  ['no-notifications', 'pending', 9, 'pending'],
  ['no-notifications', 'pending', 11, 'pending'],
  ['no-notifications', 'pending', 21, 'pending'],
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
    expect(settlement.record).toEqual(records[lookup]);
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

  it('keeps what a duplicate refusal cannot confirm as unconfirmed, and says what settled it in plain words', () => {
    expect(decide('proven', 'open', 21)).toEqual({
      recordedAt,
      status: 'committed',
      checkedAt: recordedAt + 21 * minute,
      record: keys,
      unconfirmed: ['amount', 'accountNo'],
      note: 'sent again with the same keys, refused as already made (21007): the gateway holds it under these keys; the refusal does not show amount, accountNo',
    });
    expect(decide('resent', 'pending', 9).note).toBe(
      `sent again with the same keys at ${new Date(recordedAt + 9 * minute).toISOString()}: the gateway made it then, later than the call that was lost`,
    );
    expect(decide('probed', 'open', 9).note).toBe('it existed, and the probe cancelled the code: nobody could pay it');
    expect(decide('reached-nobody', 'open', 9).note).toBe(
      'nothing the gateway answered reached anyone: its cashierUrl never reached a payer',
    );
    expect(decide('notified', 'pending', 9)).toMatchObject({
      unconfirmed: ['userId'],
      note: "the gateway's token.create.success notification names it, confirmed with the gateway",
    });
    expect(decide('would-resend', 'pending', 21).note).toContain('this run does not re-drive it');
    expect(decide('no-notifications', 'open', 21).note).toBe(
      "it settles by the gateway's checkout.payment.success notification: give reconcile() your notification store",
    );
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
