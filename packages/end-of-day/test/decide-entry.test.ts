import type { JournalEntry } from '@lintas/stores';
import { describe, expect, it } from 'vitest';
import { decideEntry, type EntryLookup } from '../src/index.js';

const entry: JournalEntry = {
  id: '/open-api/philippines/disbursement/transfer?idempotencyId=i-1&mchOrderId=out-1',
  endpoint: '/open-api/philippines/disbursement/transfer',
  keys: { mchOrderId: 'out-1', idempotencyId: 'i-1' },
  params: { mchOrderId: 'out-1', amount: 150000 },
  status: 'committed',
  attempts: 1,
  recordedAt: 1,
  firstRecordedAt: 1,
  checks: 0,
};

// One row per outcome of decideEntry: a journaled operation of the day that the package does not list.
describe('decideEntry', () => {
  it.each<[string, EntryLookup, string, RegExp]>([
    ['the gateway shows it COMPLETED', { kind: 'found', status: 'COMPLETED' }, 'missing-in-report', /COMPLETED/],
    ['the gateway shows it with no status', { kind: 'found', status: undefined }, 'missing-in-report', /done/],
    ['the gateway shows it PENDING', { kind: 'found', status: 'PENDING' }, 'not-settled', /PENDING: no money moved/],
    ['the gateway shows it FAILED', { kind: 'found', status: 'FAILED' }, 'not-settled', /FAILED/],
    ['the gateway shows it CLOSED', { kind: 'found', status: 'CLOSED' }, 'not-settled', /CLOSED/],
    [
      'the gateway holds no such operation',
      { kind: 'not-found', message: 'not found (21006)' },
      'missing-in-report',
      /no such operation/,
    ],
    ['the status check failed', { kind: 'failed', message: 'timed out' }, 'missing-in-report', /timed out/],
    ['no status check', { kind: 'no-lookup' }, 'missing-in-report', /no status check/],
  ])('%s → %s', (_case, lookup, kind, note) => {
    const line = decideEntry(entry, lookup);
    expect(line.kind).toBe(kind);
    expect(line.note).toMatch(note);
    expect(line.entry?.id).toBe(entry.id);
    expect(line.row).toBeUndefined();
  });
});
