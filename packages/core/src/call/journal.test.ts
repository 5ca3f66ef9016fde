import { describe, expect, it } from 'vitest';
import { type JournalAction, type JournalResult, type JournalStep, journalAction } from './journal.js';

// The decision after a journal step, every row: how the write ended (a line) × the step (a column).
// A call is sent only once its intent is written; once sent, it settles with its outcome whatever the
// journal does (`keep`: the journal holds the outcome until its store takes it).
const table = `
           open     close
written    send     settle
refused    refuse   keep
late       refuse   keep
aborted    abort    keep
`;

const steps: readonly JournalStep[] = ['open', 'close'];
const rows = table
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.trim().split(/\s+/));

describe('journalAction', () => {
  it('has a row for every way a write ends', () => {
    expect(rows.map(([result]) => result).sort()).toEqual(['aborted', 'late', 'refused', 'written']);
  });

  it.each(
    rows.flatMap(([result, ...actions]) => steps.map((step, column) => [step, result, actions[column]] as const)),
  )('after the %s step whose write was %s: %s', (step, result, action) => {
    expect(journalAction(step, result as JournalResult)).toBe(action as JournalAction);
  });

  it('never sends unless the intent was written, and never holds a sent call', () => {
    const results: readonly JournalResult[] = ['written', 'refused', 'late', 'aborted'];
    for (const result of results) {
      expect(journalAction('open', result) === 'send').toBe(result === 'written');
      expect(['settle', 'keep']).toContain(journalAction('close', result));
    }
  });
});
