import type { DayLine, DayLineKind } from '../match/day-line.js';
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
const typeName = (transType: 1 | 2) => (transType === 1 ? 'payouts' : 'payments');

/** The text report of one package: its counts, its summary check, then every line that is a difference. */
export function formatDay(day: DayReconciliation): string {
  const lines = [
    `${day.date} ${day.countryCode} ${typeName(day.transType)}: ${day.detailFile}${day.summaryFile ? ` (summary ${day.summaryFile})` : ''}`,
  ];
  for (const kind of kinds)
    lines.push(`  ${labels[kind].padEnd(15)} ${String(day.counts[kind]).padStart(5)}   ${meanings[kind]}`);
  lines.push(`  ${'summary'.padEnd(15)} ${summaryText(day)}`);
  if (day.unreadColumns.length > 0) lines.push(`  columns not read: ${day.unreadColumns.join(', ')}`);
  const differences = day.lines.filter((line) => line.kind !== 'matched' && line.kind !== 'not-settled');
  if (differences.length > 0) {
    lines.push('', '  To look at:');
    for (const line of differences) lines.push(`  ${labels[line.kind].padEnd(15)} ${describe(line)}`);
  }
  return `${lines.join('\n')}\n`;
}

function summaryText(day: DayReconciliation): string {
  if (!day.summary.checked) return `not checked: ${day.summary.note ?? ''}`;
  if (day.summary.differences.length === 0) return 'agrees with the detail rows';
  return `differs: ${day.summary.differences.map((d) => `${d.field} ${d.summary} (detail rows ${d.detail})`).join(', ')}`;
}

function describe(line: DayLine): string {
  const where = line.row ? `row ${line.row.line} ` : '';
  const ids = line.row
    ? `mchOrderId=${line.row.mchOrderId ?? '-'} transactionId=${line.row.transactionId ?? '-'} amount=${line.row.amount}`
    : `${line.entry?.id ?? ''} (${line.entry?.status ?? ''})`;
  const what = (line.differences ?? []).map(
    (d) => `${d.field}: package ${d.report ?? '-'}, journal ${d.journal ?? '-'}`,
  );
  return [`${where}${ids}`, ...what, line.note ?? ''].filter((part) => part !== '').join('; ');
}
