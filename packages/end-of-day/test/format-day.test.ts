import { describe, expect, it } from 'vitest';
import { formatDay } from '../src/cli/format-day.js';
import type { DayReconciliation, ReportRow } from '../src/index.js';

const row = (overrides: Partial<ReportRow>): ReportRow => ({
  line: 2,
  transactionId: 'TX1',
  mchOrderId: 'order-1',
  amount: 2300,
  fee: 0,
  currency: 'PHP',
  status: 'COMPLETED',
  transactionTime: undefined,
  settlementTime: undefined,
  ...overrides,
});

function day(overrides: Partial<DayReconciliation>): DayReconciliation {
  return {
    date: '2026-05-20',
    countryCode: 'PH',
    transType: 2,
    detailFile: '20260520_Payment_M1_PH_PHP.csv',
    summaryFile: undefined,
    unreadColumns: [],
    totalLines: [],
    summary: { checked: false, differences: [], note: 'the package holds no summary file' },
    lines: [],
    linesLeftOut: 0,
    counts: { matched: 0, 'missing-in-journal': 1, 'missing-in-report': 0, differs: 0, 'not-settled': 0 },
    ok: false,
    ...overrides,
  };
}

// Every control character a terminal acts on (ESC, CR, BEL, backspace, CSI, a bidirectional override).
const hostile = '\u001b[2K\r\u0007\b\u009b1A\u202e';

describe('formatDay: the text report never sends a cell of the package to the terminal as it is', () => {
  it('escapes control characters in ids, statuses, file names, headers and notes', () => {
    const text = formatDay(
      day({
        detailFile: `detail${hostile}.csv`,
        unreadColumns: [`Remark${hostile}`],
        lines: [
          {
            kind: 'missing-in-journal',
            row: row({ mchOrderId: `order-1${hostile}matched`, transactionId: `TX${hostile}` }),
            note: `the package lists it as ${hostile}`,
          },
          {
            kind: 'differs',
            row: row({ currency: `PH${hostile}` }),
            differences: [{ field: 'currency', report: `PH${hostile}`, journal: 'PHP' }],
          },
        ],
      }),
    );
    // Nothing below U+0020 but the report's own line breaks, no DEL, C1 or override character.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters the report must not hold.
    expect(text.replace(/\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain('mchOrderId=order-1\\u001b[2K\\u000d\\u0007\\u0008\\u009b1A\\u202ematched');
    expect(text).toContain('detail\\u001b[2K');
    expect(text).toContain('columns not read: Remark\\u001b');
    expect(text).toContain('currency: package PH\\u001b');
  });

  it('says how many lines were left out of a day over --max-lines', () => {
    const text = formatDay(day({ lines: [{ kind: 'missing-in-journal', row: row({}) }], linesLeftOut: 12_345 }));
    expect(text).toContain('mchOrderId=order-1');
    expect(text).toContain('12,345 more lines not shown (over --max-lines');
    expect(formatDay(day({}))).not.toContain('more lines not shown');
  });

  it('bounds what one cell adds to a line', () => {
    const text = formatDay(
      day({ lines: [{ kind: 'missing-in-journal', row: row({ mchOrderId: 'x'.repeat(100_000) }) }] }),
    );
    expect(text.length).toBeLessThan(2_000);
    expect(text).toContain('…(+99,920 more)');
  });
});
