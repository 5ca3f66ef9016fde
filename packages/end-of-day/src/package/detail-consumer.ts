import type { AmountUnit } from '@lintas/core';
import type { DetailTotals } from './check-summary.js';
import type { RowHandler } from './csv-sink.js';
import { type DetailRowsOptions, detailRowReader, findDetailHeader, type ReportRow } from './read-detail-rows.js';

/** The detail file, once every row of it went to its handler. */
export interface DetailRead {
  readonly unreadColumns: readonly string[];
  readonly totalLines: readonly number[];
  readonly amountUnit: AmountUnit | undefined;
  readonly totals: DetailTotals;
}

// The header is looked for among the first rows, as a title or a blank line may stand above it.
const headerRows = 20;

/**
 * Reads the detail file's rows as they come: holds at most its first 20 rows until one is the header,
 * then hands each transaction row to `onRow` and keeps only its totals (count, amount, fee).
 */
export function detailConsumer(options: DetailRowsOptions, onRow: (row: ReportRow) => void) {
  const head: { cells: readonly string[]; line: number }[] = [];
  let reader: ReturnType<typeof detailRowReader> | undefined;
  const totals = { totalCount: 0, totalAmount: 0, totalFee: 0 };
  const read: RowHandler = (cells, line) => {
    const row = reader?.read(cells, line);
    if (row === undefined) return;
    totals.totalCount += 1;
    totals.totalAmount += row.amount;
    totals.totalFee += row.fee ?? 0;
    onRow(row);
  };
  const row: RowHandler = (cells, line) => {
    if (reader !== undefined) return read(cells, line);
    head.push({ cells, line });
    const index = findDetailHeader(
      head.map((one) => one.cells),
      options.columns,
    );
    if (index < 0 && head.length < headerRows) return;
    reader = detailRowReader(head[Math.max(index, 0)]?.cells ?? [], options, index < 0);
    for (const below of head.slice(index + 1)) read(below.cells, below.line);
    head.length = 0;
  };
  return {
    row,
    finish(): DetailRead {
      const done = reader ?? detailRowReader(head[0]?.cells ?? [], options, true);
      return { unreadColumns: done.unreadColumns, totalLines: done.totalLines, amountUnit: done.amountUnit(), totals };
    },
  };
}
