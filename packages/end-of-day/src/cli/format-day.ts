import type { DayLine, DayLineKind } from '../match/day-line.js';
import { printable, printableList } from '../package/printable.js';
import type { DayReconciliation } from '../reconcile-day.js';

const labels: Readonly<Record<DayLineKind, string>> = {
  matched: 'matched',
  'missing-in-journal': 'not in journal',
  'missing-in-report': 'not in package',
  differs: 'differs',
  'not-settled': 'not settled',
};

const meanings: Readonly<Record<DayLineKind, string>> = {
  matched: 'in the package and your journal, amounts equal',
  'missing-in-journal': 'settled by the gateway; no call of yours is journaled for it',
  'missing-in-report': 'in your journal (settled, or not known not to be); not in the package',
  differs: 'in both, with another amount, fee, transaction id or status',
  'not-settled': 'did not settle (pending, failed, closed): no money moved',
};

const kinds = Object.keys(labels) as DayLineKind[];
// A note quotes a cell or two of the package: longer than one cell, still bounded.
const noteLength = 400;
const shown = (value: string | number | undefined): string => (value === undefined ? '-' : printable(String(value)));
const typeName = (transType: 1 | 2) => (transType === 1 ? 'payouts' : 'payments');

/**
 * The text report of one package: its counts, its summary check, then every line that is a difference.
 * Everything the package wrote (file names, headers, ids, statuses, notes quoting cells) is shown
 * {@link printable}: a control character in a cell is written as `\u001b`, never sent to the terminal.
 */
export function formatDay(day: DayReconciliation): string {
  const lines = [
    `${day.date} ${day.countryCode} ${typeName(day.transType)}: ${printable(day.detailFile)}${day.summaryFile ? ` (summary ${printable(day.summaryFile)})` : ''}`,
  ];
  for (const kind of kinds)
    lines.push(`  ${labels[kind].padEnd(15)} ${String(day.counts[kind]).padStart(5)}   ${meanings[kind]}`);
  lines.push(`  ${'summary'.padEnd(15)} ${summaryText(day)}`);
  if (day.unreadColumns.length > 0) lines.push(`  columns not read: ${printableList(day.unreadColumns, 20)}`);
  const differences = day.lines.filter((line) => line.kind !== 'matched' && line.kind !== 'not-settled');
  if (differences.length > 0) {
    lines.push('', '  To look at:');
    for (const line of differences) lines.push(`  ${labels[line.kind].padEnd(15)} ${describe(line)}`);
  }
  if (day.linesLeftOut > 0)
    lines.push(
      `  ${day.linesLeftOut.toLocaleString('en')} more lines not shown (over --max-lines, differences first; the counts above count them)`,
    );
  return `${lines.join('\n')}\n`;
}

function summaryText(day: DayReconciliation): string {
  if (!day.summary.checked) return `not checked: ${printable(day.summary.note ?? '', noteLength)}`;
  if (day.summary.differences.length === 0) return 'agrees with the detail rows';
  return `differs: ${day.summary.differences.map((d) => `${d.field} ${d.summary} (detail rows ${d.detail})`).join(', ')}`;
}

/** A journal entry as the merchant knows it: its keys (`mchOrderId=…`), each bounded, not its long id. */
function entryKeys(keys: Readonly<Record<string, string | number>>): string {
  const shownKeys = Object.entries(keys).map(([name, value]) => `${printable(name)}=${shown(value)}`);
  return shownKeys.length > 0 ? shownKeys.join(' ') : '-';
}

function describe(line: DayLine): string {
  const where = line.row ? `row ${line.row.line} ` : '';
  const ids = line.row
    ? `mchOrderId=${shown(line.row.mchOrderId)} transactionId=${shown(line.row.transactionId)} amount=${line.row.amount}`
    : line.entry
      ? `${entryKeys(line.entry.keys)} (${line.entry.status})`
      : '-';
  const what = (line.differences ?? []).map(
    (d) => `${d.field}: package ${shown(d.report)}, journal ${shown(d.journal)}`,
  );
  return [`${where}${ids}`, ...what, printable(line.note ?? '', noteLength)].filter((part) => part !== '').join('; ');
}
