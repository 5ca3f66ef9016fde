import { ReportFormatError } from '../errors/report-format-error.js';
import { printableList } from './printable.js';

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

/** What an entry of the package is, by its path: folders, dotfiles and `__MACOSX/` are none. */
export function packageFileOf(path: string, names: PackageFileNames = {}): 'detail' | 'summary' | undefined {
  const name = path.split('/').at(-1) ?? path;
  if (name === '' || name.startsWith('.') || path.startsWith('__MACOSX/')) return undefined;
  if ((names.summary ?? defaultSummary).test(name)) return 'summary';
  return (names.detail ? names.detail.test(name) : table.test(name)) ? 'detail' : undefined;
}

/** The name of an entry, without its folders. */
export const fileName = (path: string): string => path.split('/').at(-1) ?? path;

/** The error of a package whose files are not one detail file: it names a few entries and the option. */
export function detailFileError(details: readonly string[], paths: readonly string[]): ReportFormatError {
  return new ReportFormatError(
    'missing-file',
    details.length === 0
      ? `the package holds no transaction detail file (it holds ${printableList(paths) || 'nothing'}): pass \`files: { detail: /…/ }\` to name it`
      : `the package holds ${details.length} files that could be the detail file (${printableList(details)}): pass \`files: { detail: /…/ }\` to name one`,
  );
}
