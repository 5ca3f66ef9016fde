import { ReportFormatError } from '../errors/report-format-error.js';
import type { RowHandler } from './csv-sink.js';
import { printable } from './printable.js';
import type { ReportLimits } from './report-limits.js';
import { sheetRowsFeed } from './sheet-rows.js';
import { type EntrySink, unzipEntries, type ZipEntry } from './unzip-entries.js';
import { firstSheetPath, sharedStringsFeed, type XmlFeed } from './xlsx-parts.js';

/**
 * An xlsx file of the package, read bounded: its compressed bytes are held (an xlsx is a zip, whose
 * parts need its directory), then its workbook and shared strings (at most `maxSharedStringsBytes`)
 * are read, then its first sheet is inflated and parsed as a stream, each row going to `onRow`; no
 * other part is inflated.
 */
export function xlsxSink(file: string, onRow: RowHandler, limits: ReportLimits): EntrySink {
  const chunks: Uint8Array[] = [];
  return {
    push(chunk) {
      chunks.push(chunk);
    },
    async end() {
      const what = `the xlsx ${printable(file)}`;
      const text: Record<string, string[]> = { 'xl/workbook.xml': [], 'xl/_rels/workbook.xml.rels': [] };
      const strings: string[] = [];
      await unzipEntries(
        chunks,
        (entry) =>
          entry.path === 'xl/sharedStrings.xml'
            ? feedSink(sharedStringsFeed(file, strings))
            : textSink(text[entry.path]),
        { limits, what, entryLimit: (entry) => partLimit(entry, limits, '') },
      );
      const sheet = firstSheetPath(
        text['xl/workbook.xml']?.join('') ?? '',
        text['xl/_rels/workbook.xml.rels']?.join('') ?? '',
      );
      let found = false;
      await unzipEntries(
        chunks,
        (entry) => {
          if (entry.path !== sheet) return undefined;
          found = true;
          return feedSink(sheetRowsFeed(file, strings, onRow, limits));
        },
        { limits, what, entryLimit: (entry) => partLimit(entry, limits, sheet) },
      );
      if (!found) throw missingSheet(file, sheet);
      chunks.length = 0;
    },
  };
}

function partLimit(entry: ZipEntry, limits: ReportLimits, sheet: string) {
  if (entry.path === 'xl/sharedStrings.xml')
    return { bytes: limits.maxSharedStringsBytes, name: 'maxSharedStringsBytes' as const };
  if (entry.path === sheet) return { bytes: limits.maxSheetBytes, name: 'maxSheetBytes' as const };
  // The workbook and its relationships: a few kilobytes in any real file.
  return { bytes: limits.maxRowBytes, name: 'maxRowBytes' as const };
}

function feedSink(feed: XmlFeed): EntrySink {
  return { push: (chunk) => feed.push(chunk), end: () => feed.end() };
}

function textSink(into: string[] | undefined): EntrySink | undefined {
  if (into === undefined) return undefined;
  const decoder = new TextDecoder();
  return {
    push: (chunk) => void into.push(decoder.decode(chunk, { stream: true })),
    end: () => void into.push(decoder.decode()),
  };
}

function missingSheet(file: string, sheet: string): ReportFormatError {
  return new ReportFormatError(
    'unreadable-file',
    `${printable(file)} cannot be read as xlsx: it has no sheet ${printable(sheet)}`,
    { file },
  );
}
