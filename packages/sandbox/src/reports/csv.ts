import type { Cell } from './xlsx.js';

const quoted = (cell: Cell): string => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One line of a csv file (RFC 4180), with its CRLF. */
export const csvLine = (row: readonly Cell[]): string => `${row.map(quoted).join(',')}\r\n`;

/** A csv file (RFC 4180, CRLF lines, UTF-8) holding `rows`. */
export function buildCsv(rows: readonly (readonly Cell[])[]): Uint8Array {
  return new TextEncoder().encode(rows.map(csvLine).join(''));
}
