import { describe, expect, it } from 'vitest';
import type { JournalStatus } from '../src/index.js';
import { type LookupOutcome, settlementOf } from '../src/journal/settlement-of.js';

const minute = 60_000;
const recordedAt = 1_800_000_000_000;
const windowMs = 10 * minute;
const abandonedAfterMs = 10 * minute;
const endpoint = '/open-api/philippines/disbursement/transfer';

const found = { mchOrderId: 'out-1', transactionStatus: 'PENDING' };
const lookups: Readonly<Record<LookupOutcome['kind'], LookupOutcome>> = {
  'no-endpoint': { kind: 'no-endpoint' },
  'no-lookup': { kind: 'no-lookup' },
  found: { kind: 'found', record: found },
  'not-found': { kind: 'not-found', code: 21006 },
  unreachable: { kind: 'unreachable', message: 'HTTP 503' },
  refused: { kind: 'refused', message: 'payout out-1 differs in amount' },
};

// When the lookup runs, in minutes after the entry was recorded: an open entry's last attempt may have
// been signed up to abandonedAfterMs after it was opened, so its window ends 20 minutes after; an
// unknown outcome's (pending) 10 minutes after.
const times = [11, 19, 21] as const;

// Every row: lookup × the entry's status × when the lookup runs → the status it settles into.
const table: readonly [LookupOutcome['kind'], 'open' | 'pending', (typeof times)[number], JournalStatus][] = [
  ['no-endpoint', 'open', 11, 'open'],
  ['no-endpoint', 'open', 19, 'open'],
  ['no-endpoint', 'open', 21, 'open'],
  ['no-endpoint', 'pending', 11, 'pending'],
  ['no-endpoint', 'pending', 19, 'pending'],
  ['no-endpoint', 'pending', 21, 'pending'],
  ['no-lookup', 'open', 11, 'attention'],
  ['no-lookup', 'open', 19, 'attention'],
  ['no-lookup', 'open', 21, 'attention'],
  ['no-lookup', 'pending', 11, 'attention'],
  ['no-lookup', 'pending', 19, 'attention'],
  ['no-lookup', 'pending', 21, 'attention'],
  ['found', 'open', 11, 'resolved'],
  ['found', 'open', 19, 'resolved'],
  ['found', 'open', 21, 'resolved'],
  ['found', 'pending', 11, 'resolved'],
  ['found', 'pending', 19, 'resolved'],
  ['found', 'pending', 21, 'resolved'],
  ['not-found', 'open', 11, 'open'],
  ['not-found', 'open', 19, 'open'],
  ['not-found', 'open', 21, 'retry'],
  ['not-found', 'pending', 11, 'retry'],
  ['not-found', 'pending', 19, 'retry'],
  ['not-found', 'pending', 21, 'retry'],
  ['unreachable', 'open', 11, 'open'],
  ['unreachable', 'open', 19, 'open'],
  ['unreachable', 'open', 21, 'open'],
  ['unreachable', 'pending', 11, 'pending'],
  ['unreachable', 'pending', 19, 'pending'],
  ['unreachable', 'pending', 21, 'pending'],
  ['refused', 'open', 11, 'attention'],
  ['refused', 'open', 19, 'attention'],
  ['refused', 'open', 21, 'attention'],
  ['refused', 'pending', 11, 'attention'],
  ['refused', 'pending', 19, 'attention'],
  ['refused', 'pending', 21, 'attention'],
];

describe('settlementOf: what a lookup makes of a journal entry', () => {
  it('has a row for every lookup outcome, entry status and time', () => {
    const rows = new Set(table.map(([lookup, status, at]) => `${lookup} ${status} ${at}`));
    for (const lookup of Object.keys(lookups))
      for (const status of ['open', 'pending'])
        for (const at of times) expect(rows.has(`${lookup} ${status} ${at}`), `${lookup} ${status} ${at}`).toBe(true);
    expect(rows.size).toBe(table.length);
  });

  it.each(table)('%s on an %s entry, %i minutes after it was recorded: %s', (kind, status, at, expected) => {
    const settlement = settlementOf({
      entry: { endpoint, status, recordedAt },
      lookup: lookups[kind],
      checkedAt: recordedAt + at * minute,
      windowMs,
      abandonedAfterMs,
    });
    expect(settlement.status).toBe(expected);
    expect(settlement.recordedAt).toBe(recordedAt);
    expect(settlement.checkedAt).toBe(recordedAt + at * minute);
    expect(settlement.record).toEqual(kind === 'found' ? found : undefined);
    // Every settlement but a match says why, for the person who reads it.
    if (kind !== 'found') expect(settlement.note).toMatch(/\w/);
  });

  it('names when a request may still arrive, and what to do after the window', () => {
    const early = settlementOf({
      entry: { endpoint, status: 'open', recordedAt },
      lookup: lookups['not-found'],
      checkedAt: recordedAt + 11 * minute,
      windowMs,
      abandonedAfterMs,
    });
    expect(early.note).toBe(
      `not found (21006) yet; a request may still arrive until ${new Date(recordedAt + 20 * minute).toISOString()}`,
    );
    const late = settlementOf({
      entry: { endpoint, status: 'pending', recordedAt },
      lookup: lookups['not-found'],
      checkedAt: recordedAt + windowMs,
      windowMs,
      abandonedAfterMs,
    });
    expect(late).toMatchObject({ status: 'retry', note: expect.stringContaining('send it again with the same keys') });
    expect(
      settlementOf({
        entry: { endpoint, status: 'pending', recordedAt },
        lookup: lookups.refused,
        checkedAt: recordedAt,
        windowMs,
        abandonedAfterMs,
      }).note,
    ).toBe('payout out-1 differs in amount');
  });
});
