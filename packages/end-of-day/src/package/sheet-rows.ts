import { ReportFormatError } from '../errors/report-format-error.js';
import type { RowHandler } from './csv-sink.js';
import { excelDateText } from './excel-date.js';
import { printable } from './printable.js';
import type { ReportLimits } from './report-limits.js';
import { tooLarge } from './too-large.js';
import type { XlsxStyles } from './xlsx-parts.js';
import {
  readAttributes,
  startsWith,
  type XmlFeed,
  XmlScanner,
  type XmlVisitor,
  xmlName,
  xmlText,
} from './xml-scanner.js';

// An xlsx sheet has at most 16,384 columns (XFD).
const maxColumns = 16_384;
const encoded = (text: string) => new TextEncoder().encode(text);
// The two shapes of nearly every cell's content, read in one step.
const shapes = {
  value: { open: encoded('<v>'), close: encoded('</v></c>') },
  inline: { open: encoded('<is><t>'), close: encoded('</t></is></c>') },
} as const;
// The attributes of a cell read: its reference, its type and its style (`<c r="B2" t="s" s="3">`).
const cellAttributes = new TextEncoder().encode('rts');

/** A cell's column, from its reference (`C12` → 2), or `undefined` when it has none. */
export function columnOf(reference: string | undefined): number | undefined {
  const letters = reference === undefined ? undefined : /^([A-Z]{1,3})\d*$/.exec(reference)?.[1];
  if (letters === undefined) return undefined;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** What the cells of a sheet are read with: its shared strings, and its styles (which numbers are dates). */
export interface SheetContext {
  readonly strings: readonly string[];
  readonly styles: XlsxStyles;
}

/**
 * An xlsx sheet's rows, read as a stream by {@link XmlScanner}: each `<row>` goes to `onRow` as text
 * cells, its number as its line; shared strings looked up, numbers kept as the text the sheet holds
 * (never read through a float), except a number in a date format, read as the date it shows
 * (`excelDateText`); booleans and errors as written. A row whose cells hold more than `maxRowBytes`
 * characters is refused.
 */
export function sheetRowsFeed(file: string, context: SheetContext, onRow: RowHandler, limits: ReportLimits): XmlFeed {
  const visitor = new SheetVisitor(file, context, onRow, limits);
  const scanner = new XmlScanner(visitor, file, { bytes: limits.maxRowBytes, name: 'maxRowBytes' });
  return { push: (chunk) => scanner.push(chunk), end: () => scanner.end() };
}

/** The state of the row and the cell being read: its own, written only here. */
class SheetVisitor implements XmlVisitor {
  capturing = false;
  #cells: string[] = [];
  #line = 0;
  #rowSize = 0;
  /** The cell being read: its column (-1 outside a cell), type, style, value and inline text. */
  #column = -1;
  #type = 'n';
  #style = -1;
  #value = '';
  #inline = '';
  #phonetic = false;
  #capture: 'value' | 'inline' | undefined;
  readonly #ranges = new Int32Array(6);

  constructor(
    readonly file: string,
    readonly context: SheetContext,
    readonly onRow: RowHandler,
    readonly limits: ReportLimits,
  ) {}

  open(name: number, bytes: Uint8Array, from: number, to: number, after: number): number | undefined {
    if (name === xmlName.row) {
      const ranges = this.#ranges;
      readAttributes(bytes, from, to, cellAttributes, ranges);
      this.#line =
        (ranges[0] as number) < 0 ? this.#line + 1 : numberOf(bytes, ranges[0] as number, ranges[1] as number);
      this.#cells = [];
      this.#rowSize = 0;
    } else if (name === xmlName.c) {
      this.#openCell(bytes, from, to);
      return this.#wholeCell(bytes, after);
    } else if (this.#column < 0) return undefined;
    else if (name === xmlName.v) this.#capture = 'value';
    else if (name === xmlName.t && !this.#phonetic) this.#capture = 'inline';
    else if (name === xmlName.rPh) this.#phonetic = true;
    this.capturing = this.#capture !== undefined;
    return undefined;
  }

  /**
   * The cell whose content starts at `at`, read in one step when it has the shape nearly every cell
   * has, `<v>1500</v></c>` or `<is><t>order-1</t></is></c>`: where it ends. Any other shape, or a cell
   * cut by the end of the chunk, is read tag by tag (`undefined`).
   */
  #wholeCell(bytes: Uint8Array, at: number): number | undefined {
    const value = startsWith(bytes, at, shapes.value.open);
    const shape = value ? shapes.value : startsWith(bytes, at, shapes.inline.open) ? shapes.inline : undefined;
    if (shape === undefined) return undefined;
    const from = at + shape.open.length;
    let to = from;
    while (to < bytes.length && bytes[to] !== 0x3c) to++;
    if (!startsWith(bytes, to, shape.close)) return undefined;
    this.#capture = value ? 'value' : 'inline';
    this.text(xmlText(bytes, from, to, this.file));
    this.#capture = undefined;
    this.close(xmlName.c);
    return to + shape.close.length;
  }

  close(name: number): void {
    if (name === xmlName.v || name === xmlName.t) this.#capture = undefined;
    else if (name === xmlName.rPh) this.#phonetic = false;
    else if (name === xmlName.c && this.#column >= 0) {
      while (this.#cells.length < this.#column) this.#cells.push('');
      this.#cells[this.#column] = this.#cellText();
      this.#column = -1;
    } else if (name === xmlName.row) this.onRow(this.#cells, this.#line);
    this.capturing = this.#capture !== undefined;
  }

  text(text: string): void {
    this.#rowSize += text.length;
    if (this.#rowSize > this.limits.maxRowBytes)
      throw tooLarge('maxRowBytes', `row ${this.#line} of ${printable(this.file)}`, this.limits.maxRowBytes, this.file);
    if (this.#capture === 'value') this.#value += text;
    else this.#inline += text;
  }

  #openCell(bytes: Uint8Array, from: number, to: number): void {
    const ranges = this.#ranges;
    readAttributes(bytes, from, to, cellAttributes, ranges);
    // Index reads, not a destructuring: this runs for every cell of the day.
    const r = ranges[0] as number;
    const t = ranges[2] as number;
    const s = ranges[4] as number;
    this.#column = (r < 0 ? undefined : columnOfBytes(bytes, r, ranges[1] as number)) ?? this.#cells.length;
    if (this.#column >= maxColumns) throw badSheet(this.file, this.#line, 'a cell beyond the last column');
    this.#type = t < 0 ? 'n' : typeOf(bytes, t, ranges[3] as number);
    this.#style = s < 0 ? -1 : numberOf(bytes, s, ranges[5] as number);
    this.#value = '';
    this.#inline = '';
    this.#phonetic = false;
  }

  #cellText(): string {
    if (this.#type === 'inlineStr') return this.#inline.trim();
    if (this.#type === 's') {
      const text = this.context.strings[Number(this.#value)];
      if (text === undefined)
        throw badSheet(this.file, this.#line, `a shared string ${printable(this.#value)} the table does not hold`);
      return text.trim();
    }
    const value = this.#value.trim();
    const format = this.#type === 'n' ? this.context.styles.dateFormats[this.#style] : undefined;
    return format === undefined ? value : (excelDateText(value, format, this.context.styles.date1904) ?? value);
  }
}

/** The column of a cell reference's bytes (`C12` → 2), or `undefined` when it has no column letters. */
function columnOfBytes(bytes: Uint8Array, from: number, to: number): number | undefined {
  let column = 0;
  let at = from;
  for (; at < to && at - from < 3; at++) {
    const byte = bytes[at] as number;
    if (byte < 0x41 || byte > 0x5a) break;
    column = column * 26 + (byte - 64);
  }
  if (at === from) return undefined;
  for (; at < to; at++) if ((bytes[at] as number) < 0x30 || (bytes[at] as number) > 0x39) return undefined;
  return column - 1;
}

/** A whole number written in ASCII digits; `NaN` when it is not one. */
function numberOf(bytes: Uint8Array, from: number, to: number): number {
  if (from === to || to - from > 15) return Number.NaN;
  let value = 0;
  for (let at = from; at < to; at++) {
    const digit = (bytes[at] as number) - 0x30;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

const decoder = new TextDecoder();
const inlineString = new TextEncoder().encode('inlineStr');

/** A cell's type (`t`: `s` or `inlineStr` most often), told by its bytes, not made a string for each cell. */
function typeOf(bytes: Uint8Array, from: number, to: number): string {
  const first = bytes[from];
  if (to - from === 1) {
    const type = first === 0x73 ? 's' : first === 0x6e ? 'n' : first === 0x62 ? 'b' : first === 0x65 ? 'e' : undefined;
    if (type !== undefined) return type;
  }
  if (to - from === inlineString.length) {
    let at = 0;
    while (at < inlineString.length && bytes[from + at] === inlineString[at]) at++;
    if (at === inlineString.length) return 'inlineStr';
  }
  return decoder.decode(bytes.subarray(from, to));
}

function badSheet(file: string, line: number, what: string): ReportFormatError {
  return new ReportFormatError(
    'unreadable-file',
    `${printable(file)} cannot be read as xlsx: row ${line} has ${what}`,
    {
      file,
    },
  );
}
