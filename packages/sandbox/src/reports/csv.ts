import type { Cell } from './xlsx.js';

const quoted = (cell: Cell): string => {
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A csv file (RFC 4180, CRLF lines, UTF-8) holding `rows`. */
export function buildCsv(rows: readonly (readonly Cell[])[]): Uint8Array {
  return new TextEncoder().encode(`${rows.map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`);
}
