import { ReportFormatError } from '../errors/report-format-error.js';
import type { RowHandler } from './csv-sink.js';
import { printable } from './printable.js';
import type { ReportLimits } from './report-limits.js';
import { tooLarge } from './too-large.js';
import { type XmlFeed, xmlFeed } from './xlsx-parts.js';

// An xlsx sheet has at most 16,384 columns (XFD).
const maxColumns = 16_384;

/** A cell's column, from its reference (`C12` → 2), or `undefined` when it has none. */
export function columnOf(reference: string | undefined): number | undefined {
  const letters = reference === undefined ? undefined : /^([A-Z]{1,3})\d*$/.exec(reference)?.[1];
  if (letters === undefined) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/**
 * An xlsx sheet's rows, read as a stream (saxes): each `<row>` goes to `onRow` as text cells, its
 * number as its line; shared strings looked up, numbers kept as the text the sheet holds (never
 * read through a float), booleans and errors as written. A row over `maxRowBytes` is refused.
 */
export function sheetRowsFeed(
  file: string,
  strings: readonly string[],
  onRow: RowHandler,
  limits: ReportLimits,
): XmlFeed {
  const feed = xmlFeed(file);
  let cells: string[] = [];
  let rowSize = 0;
  let line = 0;
  let cell: { column: number; type: string; value: string; inline: string } | undefined;
  let capture: 'value' | 'inline' | undefined;
  feed.parser.on('opentag', (tag) => {
    const attribute = (name: string) => {
      const value = tag.attributes[name];
      return typeof value === 'string' ? value : undefined;
    };
    if (tag.name === 'row') {
      cells = [];
      rowSize = 0;
      line = Number(attribute('r') ?? line + 1);
    } else if (tag.name === 'c') {
      const column = columnOf(attribute('r')) ?? cells.length;
      if (column >= maxColumns) throw badSheet(file, line, 'a cell beyond the last column');
      cell = { column, type: attribute('t') ?? 'n', value: '', inline: '' };
    } else if (cell !== undefined && tag.name === 'v') capture = 'value';
    else if (cell !== undefined && tag.name === 't') capture = 'inline';
  });
  feed.parser.on('text', (text) => {
    if (cell === undefined || capture === undefined) return;
    rowSize += text.length;
    if (rowSize > limits.maxRowBytes)
      throw tooLarge('maxRowBytes', `row ${line} of ${printable(file)}`, limits.maxRowBytes, file);
    cell[capture] += text;
  });
  feed.parser.on('closetag', (tag) => {
    if (tag.name === 'v' || tag.name === 't') capture = undefined;
    else if (tag.name === 'c' && cell !== undefined) {
      while (cells.length < cell.column) cells.push('');
      cells[cell.column] = cellText(cell, strings, file, line);
      cell = undefined;
    } else if (tag.name === 'row') onRow(cells, line);
  });
  return feed;
}

function cellText(
  cell: { readonly type: string; readonly value: string; readonly inline: string },
  strings: readonly string[],
  file: string,
  line: number,
): string {
  if (cell.type === 'inlineStr') return cell.inline.trim();
  if (cell.type !== 's') return cell.value.trim();
  const text = strings[Number(cell.value)];
  if (text === undefined)
    throw badSheet(file, line, `a shared string ${printable(cell.value)} the table does not hold`);
  return text.trim();
}

function badSheet(file: string, line: number, what: string): ReportFormatError {
  return new ReportFormatError(
    'unreadable-file',
    `${printable(file)} cannot be read as xlsx: row ${line} has ${what}`,
    {
      file,
    },
  );
}
