import { ReportFormatError } from '../errors/report-format-error.js';
import type { RowHandler } from './csv-sink.js';
import { printable } from './printable.js';
import type { ReportLimits } from './report-limits.js';
import { type SheetContext, sheetRowsFeed } from './sheet-rows.js';
import { type EntrySink, unzipEntries, type ZipEntry, ZipReader } from './unzip-entries.js';
import { declaresPart, firstSheetId, firstSheetPath, sharedStringsFeed, xlsxPaths, xlsxStyles } from './xlsx-parts.js';
import type { XmlFeed } from './xml-scanner.js';

const heldAsText = [xlsxPaths.contentTypes, xlsxPaths.workbook, xlsxPaths.relationships, xlsxPaths.styles];

/**
 * An xlsx file of the package, read as it arrives: its parts are unzipped as a stream, its workbook,
 * styles and shared strings (at most `maxSharedStringsBytes`) read as they come, and its first sheet
 * parsed as it is inflated, each row going to `onRow`, with nothing of the xlsx held. Where the sheet
 * comes before a part it is read with (Excel writes its shared strings and styles after its sheets),
 * the xlsx's compressed bytes are held instead (at most `maxEntryBytes`) and its sheet read once they
 * are all there, each held chunk let go as it is read. No other part is inflated.
 */
export function xlsxSink(file: string, onRow: RowHandler, limits: ReportLimits): EntrySink {
  const what = `the xlsx ${printable(file)}`;
  const texts = new Map<string, string[]>();
  const read = new Set<string>();
  const strings: string[] = [];
  let held: Uint8Array[] | undefined = [];
  const text = (path: string) => texts.get(path)?.join('') ?? '';
  const context = (): SheetContext => ({
    strings,
    styles: xlsxStyles(text(xlsxPaths.styles), text(xlsxPaths.workbook)),
  });
  const sheetFeed = () => feedSink(sheetRowsFeed(file, context(), onRow, limits));
  const parts = new ZipReader(
    (entry) => {
      if (entry.path === xlsxPaths.sharedStrings)
        return feedSink(sharedStringsFeed(file, strings, limits), () => read.add(entry.path));
      if (heldAsText.includes(entry.path as (typeof heldAsText)[number]))
        return textSink(texts, entry.path, () => read.add(entry.path));
      if (entry.path !== knownSheetPath(text, read) || !partsRead(text, read)) return undefined;
      // Everything the sheet is read with is here: it is read as it comes, and nothing is held.
      held = undefined;
      read.add(entry.path);
      return sheetFeed();
    },
    { limits, what, entryLimit: (entry) => partLimit(entry, limits, knownSheetPath(text, read)) },
  );
  return {
    push(chunk) {
      held?.push(chunk.slice());
      return parts.push(chunk);
    },
    async end() {
      await parts.end();
      const sheet = firstSheetPath(text(xlsxPaths.workbook), text(xlsxPaths.relationships));
      if (read.has(sheet)) return;
      const chunks = held ?? [];
      held = undefined;
      let found = false;
      await unzipEntries(
        letGo(chunks),
        (entry) => {
          if (entry.path !== sheet) return undefined;
          found = true;
          return sheetFeed();
        },
        { limits, what, entryLimit: (entry) => partLimit(entry, limits, sheet) },
      );
      if (!found) throw missingSheet(file, sheet);
    },
  };
}

/** The path of the first sheet, once the parts that name it are read; `undefined` until then. */
function knownSheetPath(text: (path: string) => string, read: ReadonlySet<string>): string | undefined {
  if (!read.has(xlsxPaths.workbook)) return undefined;
  const workbook = text(xlsxPaths.workbook);
  if (firstSheetId(workbook) !== undefined && !read.has(xlsxPaths.relationships)) return undefined;
  return firstSheetPath(workbook, text(xlsxPaths.relationships));
}

/** Whether the shared strings and the styles are read, or `[Content_Types].xml`, read, declares neither. */
function partsRead(text: (path: string) => string, read: ReadonlySet<string>): boolean {
  const absent = (path: string) =>
    read.has(xlsxPaths.contentTypes) && !declaresPart(text(xlsxPaths.contentTypes), path);
  return [xlsxPaths.sharedStrings, xlsxPaths.styles].every((path) => read.has(path) || absent(path));
}

/** The chunks of `chunks` in order, each let go as it is given. */
function* letGo(chunks: (Uint8Array | undefined)[]): Generator<Uint8Array> {
  for (let index = 0; index < chunks.length; index++) {
    const chunk = chunks[index];
    chunks[index] = undefined;
    if (chunk !== undefined) yield chunk;
  }
}

function partLimit(entry: ZipEntry, limits: ReportLimits, sheet: string | undefined) {
  if (entry.path === xlsxPaths.sharedStrings)
    return { bytes: limits.maxSharedStringsBytes, name: 'maxSharedStringsBytes' as const };
  if (entry.path === sheet) return { bytes: limits.maxSheetBytes, name: 'maxSheetBytes' as const };
  // The workbook, its relationships, the styles, the content types: a few kilobytes in any real file.
  return { bytes: limits.maxRowBytes, name: 'maxRowBytes' as const };
}

function feedSink(feed: XmlFeed, onEnd?: () => void): EntrySink {
  return {
    push: (chunk) => feed.push(chunk),
    end: () => {
      feed.end();
      onEnd?.();
    },
  };
}

function textSink(texts: Map<string, string[]>, path: string, onEnd: () => void): EntrySink {
  const into: string[] = [];
  texts.set(path, into);
  const decoder = new TextDecoder();
  return {
    push: (chunk) => void into.push(decoder.decode(chunk, { stream: true })),
    end: () => {
      into.push(decoder.decode());
      onEnd();
    },
  };
}

function missingSheet(file: string, sheet: string): ReportFormatError {
  return new ReportFormatError(
    'unreadable-file',
    `${printable(file)} cannot be read as xlsx: it has no sheet ${printable(sheet)}`,
    { file },
  );
}
