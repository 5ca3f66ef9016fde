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
  const zip = new ZipReader(pick, bounds);
  for await (const chunk of chunks) await zip.push(chunk);
  return zip.end();
}

/** {@link unzipEntries}, fed a chunk at a time: for a zip read while it arrives (an xlsx inside the package). */
export class ZipReader {
  readonly #bounds: UnzipBounds;
  readonly #unzip: Unzip;
  readonly #paths: string[] = [];
  readonly #open = new Set<UnzipFile>();
  readonly #pending: Promise<void>[] = [];
  readonly #counts = { total: 0, pushed: 0 };
  #failure: unknown;
  #received = 0;
  readonly #end = new ZipEnd();

  constructor(pick: (entry: ZipEntry) => EntrySink | undefined, bounds: UnzipBounds) {
    this.#bounds = bounds;
    this.#unzip = new Unzip((file) => {
      try {
        this.#paths.push(file.name);
        if (this.#paths.length > bounds.limits.maxEntries)
          throw tooLarge('maxEntries', `${bounds.what}'s entries`, this.#paths.length);
        const entry = { path: file.name, size: file.size, originalSize: file.originalSize };
        const sink = pick(entry);
        if (sink === undefined) return;
        checkDeclared(entry, bounds);
        this.#read(file, entry, sink);
      } catch (caught) {
        this.#failure ??= caught;
      }
    });
    this.#unzip.register(UnzipInflate);
  }

  /**
   * Reads the next bytes of the zip; resolves once the entries they went to took them. Bytes after the
   * zip's end (its end of central directory record) are not read: junk after a zip costs nothing.
   */
  async push(chunk: Uint8Array): Promise<void> {
    const start = this.#received;
    this.#received += chunk.length;
    if (this.#end.at === undefined) this.#end.find(chunk, start);
    const usable =
      this.#end.at === undefined ? chunk.length : Math.max(0, Math.min(chunk.length, this.#end.at - start));
    for (let at = 0; at < usable; at += slice) {
      const piece = chunk.subarray(at, Math.min(usable, at + slice));
      this.#counts.pushed += piece.length;
      pushInto(this.#unzip, piece, false, this.#bounds);
      if (this.#failure === undefined && this.#pending.length > 0)
        await Promise.all(this.#pending.splice(0)).catch(this.#fail);
      if (this.#failure !== undefined) throw this.#failure;
    }
  }

  /** The zip is over: resolves with the paths of its entries. */
  async end(): Promise<string[]> {
    pushInto(this.#unzip, new Uint8Array(0), true, this.#bounds);
    await Promise.all(this.#pending.splice(0)).catch(this.#fail);
    if (this.#failure !== undefined) throw this.#failure;
    if (this.#paths.length === 0 || this.#open.size > 0) throw notAZip(this.#bounds);
    return this.#paths;
  }

  readonly #fail = (error: unknown): void => {
    this.#failure ??= error;
  };

  #read(file: UnzipFile, entry: ZipEntry, sink: EntrySink): void {
    const limit = this.#bounds.entryLimit(entry);
    let inflated = 0;
    this.#open.add(file);
    file.ondata = (error, data, final) => {
      if (this.#failure !== undefined) return;
      try {
        if (error) throw notAZip(this.#bounds, error);
        inflated += data.length;
        this.#counts.total += data.length;
        checkInflated(entry, inflated, this.#counts, limit, this.#bounds);
        const held = sink.push(data);
        if (held) this.#pending.push(held);
        if (final) {
          this.#open.delete(file);
          const ended = sink.end();
          if (ended) this.#pending.push(ended);
        }
      } catch (caught) {
        this.#failure = caught;
      }
    };
    file.start();
  }
}

/**
 * Where a zip read as a stream ends: its end of central directory record (`PK\x05\x06`), once one is
 * found whose directory ends right where it starts (so no byte of an entry is taken for it), and its
 * comment. A zip with something before it, or a ZIP64 one, has no end found: it is read to its last byte.
 */
class ZipEnd {
  /** Where the zip ends, from its first byte; `undefined` until found. */
  at: number | undefined;
  /** The last bytes read, for a record cut between two chunks. */
  #tail: Uint8Array = new Uint8Array(0);

  /** Looks for the end in `chunk`, which starts at `start` bytes into the zip. */
  find(chunk: Uint8Array, start: number): void {
    if (this.#tail.length > 0) {
      // A record that starts in the tail: looked for in the tail and the chunk's first bytes.
      const seam = new Uint8Array(this.#tail.length + Math.min(chunk.length, 21));
      seam.set(this.#tail);
      seam.set(chunk.subarray(0, 21), this.#tail.length);
      this.#search(seam, start - this.#tail.length, this.#tail.length);
    }
    if (this.at === undefined) this.#search(chunk, start, chunk.length);
    const keep = Math.min(21, chunk.length);
    this.#tail = chunk.length >= 21 ? chunk.slice(chunk.length - keep) : joinedTail(this.#tail, chunk);
  }

  /** Looks for a record starting before `before` in `bytes`, which start at `base` into the zip. */
  #search(bytes: Uint8Array, base: number, before: number): void {
    for (
      let at = bytes.indexOf(0x50);
      at >= 0 && at < before && at + 22 <= bytes.length;
      at = bytes.indexOf(0x50, at + 1)
    ) {
      if (bytes[at + 1] !== 0x4b || bytes[at + 2] !== 0x05 || bytes[at + 3] !== 0x06) continue;
      const record = new DataView(bytes.buffer, bytes.byteOffset + at, 22);
      const size = record.getUint32(12, true);
      const offset = record.getUint32(16, true);
      if (offset !== 0xffffffff && offset + size === base + at) {
        this.at = base + at + 22 + record.getUint16(20, true);
        return;
      }
    }
  }
}

function joinedTail(tail: Uint8Array, chunk: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(tail.length + chunk.length);
  bytes.set(tail);
  bytes.set(chunk, tail.length);
  return bytes.slice(Math.max(0, bytes.length - 21));
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
