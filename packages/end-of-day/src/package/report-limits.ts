/**
 * How much a reconciliation package may hold, checked while it is read, so no package can take the
 * machine: each limit is refused with `ReportFormatError('too-large')` naming it, before the bytes
 * over it are held. The defaults take a day of a few million transactions; raise one through
 * `limits` if your packages are larger.
 */
export interface ReportLimits {
  /** The encrypted package, in bytes (what is downloaded). Default 256 MiB. */
  readonly maxPackageBytes: number;
  /** The zip once decrypted (OpenPGP's decompressed size), in bytes. Default 1 GiB. */
  readonly maxDecryptedBytes: number;
  /**
   * How many times larger than what it came from a decompressed stream may be: the decrypted zip
   * against the package (OpenPGP compression), each file against its compressed size in the zip, each
   * part of an xlsx against its compressed size. Default 100 (csv and xlsx compress 5 to 20 times).
   */
  readonly maxCompressionRatio: number;
  /** Entries of the zip, and parts of an xlsx. Default 1,000 (a package holds two files). */
  readonly maxEntries: number;
  /** One file of the zip read, declared or inflated, in bytes. Default 1 GiB. */
  readonly maxEntryBytes: number;
  /** The files of the zip read, inflated, together, in bytes. Default 2 GiB. */
  readonly maxTotalBytes: number;
  /** The summary file, inflated, in bytes: it is held to be checked once the detail rows are read. Default 16 MiB. */
  readonly maxSummaryBytes: number;
  /** An xlsx's shared strings table (`xl/sharedStrings.xml`), inflated, in bytes; it is held while the sheet is read. Default 32 MiB. */
  readonly maxSharedStringsBytes: number;
  /** One row of a file (a csv record, an xlsx row's cells), in characters. Default 1 MiB. */
  readonly maxRowBytes: number;
  /** An xlsx's sheet (`xl/worksheets/sheet1.xml`), inflated, in bytes; it is read as a stream. Default 2 GiB. */
  readonly maxSheetBytes: number;
}

const MiB = 1024 * 1024;

/** The limits a package is read with when `limits` sets none. */
export const defaultReportLimits: ReportLimits = {
  maxPackageBytes: 256 * MiB,
  maxDecryptedBytes: 1024 * MiB,
  maxCompressionRatio: 100,
  maxEntries: 1_000,
  maxEntryBytes: 1024 * MiB,
  maxTotalBytes: 2048 * MiB,
  maxSummaryBytes: 16 * MiB,
  maxSharedStringsBytes: 32 * MiB,
  maxRowBytes: MiB,
  maxSheetBytes: 2048 * MiB,
};

/** The limits of a read: yours over the defaults. */
export const reportLimits = (given: Partial<ReportLimits> = {}): ReportLimits => ({ ...defaultReportLimits, ...given });

/** The flag of `lintas reconcile --date` that sets a limit: `maxEntryBytes` → `--max-entry-bytes`. */
export const limitFlag = (limit: keyof ReportLimits): string =>
  `--${limit.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
