import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/universal';
import { ReportFormatError } from '../errors/report-format-error.js';
import { printable } from './printable.js';
import type { PackageFile } from './unzip-package.js';

/** A file's cells as text, row by row, exactly as written (numbers not rounded, dates as written or ISO). */
export type Table = readonly (readonly string[])[];

/** Reads a csv or xlsx file of the package into text cells; the format is told by the file's name. */
export async function readTable(file: PackageFile): Promise<Table> {
  const format = /\.csv$/i.test(file.name) ? 'csv' : /\.xlsx$/i.test(file.name) ? 'xlsx' : undefined;
  if (format === undefined)
    throw new ReportFormatError('unreadable-file', `${printable(file.name)} is neither a .csv nor an .xlsx file`, {
      file: file.name,
    });
  try {
    return format === 'csv' ? readCsv(file.bytes) : await readXlsx(file.bytes);
  } catch (error) {
    throw new ReportFormatError(
      'unreadable-file',
      `${printable(file.name)} cannot be read as ${format}: ${printable((error as Error).message, 300)}`,
      {
        file: file.name,
        cause: error,
      },
    );
  }
}

function readCsv(bytes: Uint8Array): Table {
  // A UTF-8 byte order mark is dropped (`bom`); blank lines are kept, so a row's index is its line. Rows of other lengths are read (a title line above the
  // header has one cell); a transaction row of another length than its header is refused when read.
  return parse(Buffer.from(bytes), { bom: true, trim: true, relax_column_count: true }) as string[][];
}

async function readXlsx(bytes: Uint8Array): Promise<Table> {
  const [first] = await readXlsxFile(bytes.slice().buffer as ArrayBuffer, {
    // Numbers stay the text the sheet holds: an amount is never read through a float.
    parseNumber: (text: string) => text,
  });
  return (first?.data ?? []).map((row) => row.map(cellText));
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}
