import { unzipSync } from 'fflate';
import { ReportFormatError } from '../errors/report-format-error.js';
import { printableList } from './printable.js';

/** A file of the package: its name in the zip and its bytes. */
export interface PackageFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** The files of the package that `readReportPackage` reads. */
export interface PackageFiles {
  /** The transaction detail file, e.g. `20260520_Payment_M100001_TH_THB.xlsx`. */
  readonly detail: PackageFile;
  /** The summary file, e.g. `summary_Acme_20260521020000.xlsx`, when the package holds one. */
  readonly summary: PackageFile | undefined;
}

/** How the detail and summary files are told apart, by their name in the zip. */
export interface PackageFileNames {
  /**
   * The summary file's name. Default: a name starting with `summary` (the page names it
   * `summary_{merchantName}_{yyyyMMddHHmmss}.xlsx` or `.csv`).
   */
  readonly summary?: RegExp;
  /**
   * The detail file's name. Default: any other csv or xlsx file (the page names it
   * `yyyyMMdd_Payment_{merchantNo}_{countryCode}_{currency}.xlsx` or `.csv`).
   */
  readonly detail?: RegExp;
}

const defaultSummary = /^summary/i;
const table = /\.(csv|xlsx)$/i;

/** Unzips the decrypted package and picks its detail and summary files (folders and dotfiles ignored). */
export function unzipPackage(zip: Uint8Array, names: PackageFileNames = {}): PackageFiles {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch (error) {
    throw new ReportFormatError(
      'not-a-zip',
      'the decrypted package is not a zip archive (or a cut-off one): download it again; if it persists, ask the gateway',
      { cause: error },
    );
  }
  const files = Object.entries(entries)
    .map(([path, bytes]) => ({ name: path.split('/').at(-1) ?? path, path, bytes }))
    .filter((file) => file.name !== '' && !file.name.startsWith('.') && !file.path.startsWith('__MACOSX/'));
  const isSummary = (name: string) => (names.summary ?? defaultSummary).test(name);
  const isDetail = (name: string) => (names.detail ? names.detail.test(name) : table.test(name) && !isSummary(name));
  const summary = files.find((file) => isSummary(file.name));
  const details = files.filter((file) => isDetail(file.name) && file !== summary);
  const found = printableList(files.map((file) => file.path)) || 'nothing';
  if (details.length !== 1)
    throw new ReportFormatError(
      'missing-file',
      details.length === 0
        ? `the package holds no transaction detail file (it holds ${found}): pass \`files: { detail: /…/ }\` to name it`
        : `the package holds ${details.length} files that could be the detail file (${printableList(details.map((file) => file.path))}): pass \`files: { detail: /…/ }\` to name one`,
    );
  const detail = details[0] as PackageFile;
  return {
    detail: { name: detail.name, bytes: detail.bytes },
    summary: summary === undefined ? undefined : { name: summary.name, bytes: summary.bytes },
  };
}
