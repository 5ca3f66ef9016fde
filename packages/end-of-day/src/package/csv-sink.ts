import { once } from 'node:events';
import { CsvError, parse } from 'csv-parse';
import { ReportFormatError } from '../errors/report-format-error.js';
import { csvRecordBytes } from './csv-record-bytes.js';
import { printable } from './printable.js';
import type { ReportLimits } from './report-limits.js';
import { tooLarge } from './too-large.js';
import type { EntrySink } from './unzip-entries.js';

/** Where the rows of a file go, one at a time, with their row number (1 is the first row). */
export type RowHandler = (cells: readonly string[], line: number) => void;

/**
 * A csv file read as a stream (csv-parse): each record goes to `onRow` as it is parsed, none held. A
 * record over `maxRowBytes` (its bytes as written, counted before the parser holds them) is refused; a
 * file that is not csv is `ReportFormatError('unreadable-file')`.
 */
export function csvSink(file: string, onRow: RowHandler, limits: ReportLimits): EntrySink {
  // A UTF-8 byte order mark is dropped (`bom`); rows of other lengths are read (a title line above the
  // header has one cell); a transaction row of another length than its header is refused when read.
  const parser = parse({ bom: true, trim: true, relax_column_count: true, max_record_size: limits.maxRowBytes });
  const overLong = csvRecordBytes(limits.maxRowBytes);
  let line = 0;
  let failure: unknown;
  parser.on('data', (cells: string[]) => {
    if (failure !== undefined) return;
    try {
      onRow(cells, ++line);
    } catch (error) {
      failure = error;
    }
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  const fail = (error: unknown) => {
    failure ??= error;
  };
  const check = () => {
    if (failure !== undefined) throw unreadable(file, failure, limits);
  };
  return {
    async push(chunk) {
      check();
      if (overLong(chunk)) throw tooLarge('maxRowBytes', `a row of ${printable(file)}`, limits.maxRowBytes, file);
      if (!parser.write(chunk)) await once(parser, 'drain').catch(fail);
      check();
    },
    async end() {
      check();
      parser.end();
      await once(parser, 'end').catch(fail);
      check();
    },
  };
}

function unreadable(file: string, error: unknown, limits: ReportLimits): unknown {
  if (!(error instanceof CsvError)) return error;
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return tooLarge('maxRowBytes', `a row of ${printable(file)}`, limits.maxRowBytes, file);
  return new ReportFormatError(
    'unreadable-file',
    `${printable(file)} cannot be read as csv: ${printable(error.message, 300)}`,
    { file, cause: error },
  );
}
