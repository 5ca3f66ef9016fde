import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';
import { ReportFormatError } from '../errors/report-format-error.js';
import { printable } from './printable.js';
import type { ReportLimits } from './report-limits.js';
import { tooLarge } from './too-large.js';

/** An entry of a zip, as its local header declares it. */
export interface ZipEntry {
  /** Its path in the zip. */
  readonly path: string;
  /** Its compressed size, when the header declares it (not in a zip written as a stream). */
  readonly size: number | undefined;
  /** Its inflated size, when the header declares it. */
  readonly originalSize: number | undefined;
}

/** Where an entry that is read goes: its inflated chunks, then its end. A promise holds the next chunk back. */
export interface EntrySink {
  push(chunk: Uint8Array): void | Promise<void>;
  end(): void | Promise<void>;
}

/** What {@link unzipEntries} checks each entry against. */
export interface UnzipBounds {
  readonly limits: ReportLimits;
  /** The limit of one entry's inflated bytes, and its name (`maxEntryBytes`, `maxSheetBytes`, ...). */
  readonly entryLimit: (entry: ZipEntry) => { readonly bytes: number; readonly name: keyof ReportLimits };
  /** What the zip is, for a message: `the package`, `the xlsx 2026.xlsx`. */
  readonly what: string;
}

// Pushed to the inflater a slice at a time: one slice inflates to at most about 1,032 times its size.
const slice = 16 * 1024;

/**
 * Reads a zip as a stream of chunks, one entry at a time: `pick` chooses the entries read and where
 * each goes; every other entry is skipped without being inflated. Refuses (`ReportFormatError`
 * `'too-large'`, naming the limit) more than `maxEntries` entries, an entry whose declared or inflated
 * size is over its limit or `maxCompressionRatio` times its compressed size, and entries read over
 * `maxTotalBytes` together; `'not-a-zip'` when nothing in it is a zip entry, or an entry read is cut
 * off. Resolves with the paths of every entry.
 */
export async function unzipEntries(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  pick: (entry: ZipEntry) => EntrySink | undefined,
  bounds: UnzipBounds,
): Promise<string[]> {
  const paths: string[] = [];
  const open = new Set<UnzipFile>();
  const pending: Promise<void>[] = [];
  const counts = { total: 0, pushed: 0 };
  let failure: unknown;
  const unzip = new Unzip((file) => {
    try {
      paths.push(file.name);
      if (paths.length > bounds.limits.maxEntries)
        throw tooLarge('maxEntries', `${bounds.what}'s entries`, paths.length);
      const entry = { path: file.name, size: file.size, originalSize: file.originalSize };
      const sink = pick(entry);
      if (sink === undefined) return;
      checkDeclared(entry, bounds);
      const limit = bounds.entryLimit(entry);
      let inflated = 0;
      open.add(file);
      file.ondata = (error, data, final) => {
        if (failure !== undefined) return;
        try {
          if (error) throw notAZip(bounds, error);
          inflated += data.length;
          counts.total += data.length;
          checkInflated(entry, inflated, counts, limit, bounds);
          const held = sink.push(data);
          if (held) pending.push(held);
          if (final) {
            open.delete(file);
            const ended = sink.end();
            if (ended) pending.push(ended);
          }
        } catch (caught) {
          failure = caught;
        }
      };
      file.start();
    } catch (caught) {
      failure ??= caught;
    }
  });
  unzip.register(UnzipInflate);
  for await (const chunk of chunks) {
    for (let at = 0; at < chunk.length; at += slice) {
      const piece = chunk.subarray(at, Math.min(chunk.length, at + slice));
      counts.pushed += piece.length;
      pushInto(unzip, piece, false, bounds);
      if (failure === undefined && pending.length > 0) await Promise.all(pending.splice(0)).catch(fail);
      if (failure !== undefined) throw failure;
    }
  }
  pushInto(unzip, new Uint8Array(0), true, bounds);
  await Promise.all(pending.splice(0)).catch(fail);
  if (failure !== undefined) throw failure;
  if (paths.length === 0 || open.size > 0) throw notAZip(bounds);
  return paths;

  function fail(error: unknown): void {
    failure ??= error;
  }
}

/** Pushes a slice into the unzipper: what fflate cannot read as a zip is `'not-a-zip'`. */
function pushInto(unzip: Unzip, piece: Uint8Array, final: boolean, bounds: UnzipBounds): void {
  try {
    unzip.push(piece, final);
  } catch (error) {
    throw notAZip(bounds, error);
  }
}

function checkDeclared(entry: ZipEntry, bounds: UnzipBounds): void {
  const limit = bounds.entryLimit(entry);
  const name = printable(entry.path);
  if (entry.originalSize !== undefined && entry.originalSize > limit.bytes)
    throw tooLarge(limit.name, `${name} in ${bounds.what} declares ${entry.originalSize} bytes: it`, limit.bytes);
  if (
    entry.originalSize !== undefined &&
    entry.size !== undefined &&
    entry.originalSize > Math.max(entry.size, 1) * bounds.limits.maxCompressionRatio
  )
    throw tooLarge(
      'maxCompressionRatio',
      `${name} in ${bounds.what} declares ${entry.originalSize} bytes from ${entry.size} compressed: its ratio`,
      bounds.limits.maxCompressionRatio,
    );
}

function checkInflated(
  entry: ZipEntry,
  inflated: number,
  counts: { readonly total: number; readonly pushed: number },
  limit: { readonly bytes: number; readonly name: keyof ReportLimits },
  bounds: UnzipBounds,
): void {
  const name = printable(entry.path);
  const ratio = bounds.limits.maxCompressionRatio;
  if (inflated > limit.bytes) throw tooLarge(limit.name, `${name} in ${bounds.what}, inflated,`, limit.bytes);
  // Against its declared compressed size, and, where the header declares none (a zip written as a
  // stream) or lies, against the bytes of the zip read so far.
  if (
    (entry.size !== undefined && inflated > Math.max(entry.size, 1) * ratio) ||
    counts.total > Math.max(counts.pushed, 1) * ratio
  )
    throw tooLarge(
      'maxCompressionRatio',
      `${name} in ${bounds.what}, inflated, against what it came from: its ratio`,
      ratio,
    );
  if (counts.total > bounds.limits.maxTotalBytes)
    throw tooLarge(
      'maxTotalBytes',
      `the files read from ${bounds.what}, inflated together,`,
      bounds.limits.maxTotalBytes,
    );
}

function notAZip(bounds: UnzipBounds, cause?: unknown): ReportFormatError {
  return new ReportFormatError(
    'not-a-zip',
    `${bounds.what} is not a zip archive (or a cut-off one): download it again; if it persists, ask the gateway`,
    cause === undefined ? {} : { cause },
  );
}
