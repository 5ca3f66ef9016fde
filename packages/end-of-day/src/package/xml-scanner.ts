import { ReportFormatError } from '../errors/report-format-error.js';
import { printable } from './printable.js';
import type { ReportLimits } from './report-limits.js';
import { tooLarge } from './too-large.js';

/**
 * The elements of an xlsx part its readers act on, by local name (a prefix such as `x:` is left out);
 * every other element is `other`.
 */
export const xmlName = { other: 0, row: 1, c: 2, v: 3, is: 4, t: 5, rPh: 6, si: 7 } as const;

/** An xlsx part's reader, fed its bytes as they are inflated. */
export interface XmlFeed {
  push(chunk: Uint8Array): void;
  end(): void;
}

/** What a {@link XmlScanner} tells as it reads. */
export interface XmlVisitor {
  /**
   * True while the visitor wants the text it is in (a cell's value): only then is text decoded and
   * handed to `text`; any other text is skipped unread.
   */
  readonly capturing: boolean;
  /**
   * A start tag; its attributes are `bytes` from `from` to `to`, and its content starts at `after`. A
   * self-closing tag is closed at once. A visitor that reads the element's content and its end tag
   * itself (an element whose shape it knows, whole in `bytes`) returns where they end: it is not closed
   * again.
   */
  open(name: number, bytes: Uint8Array, from: number, to: number, after: number): number | undefined;
  close(name: number): void;
  /** Text while `capturing`, its entities and character references decoded. */
  text(text: string): void;
}

const lt = 0x3c;
const gt = 0x3e;
const slash = 0x2f;
const decoder = new TextDecoder('utf-8', { fatal: true });
// No part of an xlsx nests its elements a tenth as deep; each open element is held until it closes.
const maxDepth = 100;
const named: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * A small XML reader for the parts of an xlsx, fed as they are inflated: no parser of its own for each
 * part, no DOM, no text it was not asked for. It tells start tags, end tags and text to its visitor,
 * checks that every element it opened is closed (a part cut off is refused), and holds nothing but a
 * tag or a text cut by the end of a chunk, at most `maxToken` bytes, and the elements open, at most
 * 100 deep. A DTD is refused: no entity of a part's own is ever expanded.
 */
export class XmlScanner {
  readonly #visitor: XmlVisitor;
  readonly #file: string;
  readonly #maxToken: { readonly bytes: number; readonly name: keyof ReportLimits };
  #rest: Uint8Array | undefined;
  readonly #open: number[] = [];
  #rooted = false;

  constructor(
    visitor: XmlVisitor,
    file: string,
    maxToken: { readonly bytes: number; readonly name: keyof ReportLimits },
  ) {
    this.#visitor = visitor;
    this.#file = file;
    this.#maxToken = maxToken;
  }

  /** Reads the next bytes of the part. */
  push(chunk: Uint8Array): void {
    const bytes = this.#rest === undefined ? chunk : joined(this.#rest, chunk);
    this.#rest = undefined;
    const stop = this.#scan(bytes);
    if (stop < bytes.length) {
      if (bytes.length - stop > this.#maxToken.bytes)
        throw tooLarge(
          this.#maxToken.name,
          `a tag or text of ${printable(this.#file)}`,
          this.#maxToken.bytes,
          this.#file,
        );
      this.#rest = bytes.slice(stop);
    }
  }

  /** The part is over: an element left open, or a tag cut off, means it was cut short. */
  end(): void {
    if (this.#rest !== undefined || this.#open.length > 0 || !this.#rooted)
      throw this.#unreadable('it is cut off, or is not XML');
  }

  /** Reads what it can of `bytes`; where a tag or a text it needs is cut by their end. */
  #scan(bytes: Uint8Array): number {
    const visitor = this.#visitor;
    const length = bytes.length;
    let at = 0;
    while (at < length) {
      // A loop rather than indexOf: tags are a few bytes apart, and a call costs more than the bytes.
      let start = at;
      while (start < length && bytes[start] !== lt) start++;
      if (start === length) return visitor.capturing ? at : length;
      if (start > at && visitor.capturing) visitor.text(this.#text(bytes, at, start));
      const next = bytes[start + 1];
      if (next === undefined) return start;
      const end =
        next === slash
          ? this.#endTag(bytes, start)
          : next === 0x3f || next === 0x21
            ? this.#special(bytes, start)
            : this.#startTag(bytes, start);
      if (end < 0) return start;
      at = end;
    }
    return at;
  }

  /** `</name>`: where it ends, or -1 when cut. */
  #endTag(bytes: Uint8Array, start: number): number {
    const end = nameEnd(bytes, start + 2, bytes.length);
    let close = end;
    while (close < bytes.length && isSpace(bytes[close] as number)) close++;
    if (close >= bytes.length) return -1;
    if (bytes[close] !== gt) throw this.#unreadable('an end tag holds more than its name');
    const name = nameOf(bytes, start + 2, end);
    if (this.#open.pop() !== name) throw this.#unreadable('an element is closed that is not open');
    this.#visitor.close(name);
    return close + 1;
  }

  /** `<name attributes>` or `<name attributes/>`: where it ends, or -1 when cut. */
  #startTag(bytes: Uint8Array, start: number): number {
    const end = nameEnd(bytes, start + 1, bytes.length);
    if (end >= bytes.length) return -1;
    if (end === start + 1) throw this.#unreadable('a tag has no name');
    const close = bytes[end] === gt ? end : tagEnd(bytes, end);
    if (close < 0) return -1;
    const selfClosing = bytes[close - 1] === slash;
    const name = nameOf(bytes, start + 1, end);
    this.#rooted = true;
    const read = this.#visitor.open(name, bytes, end, selfClosing ? close - 1 : close, close + 1);
    if (selfClosing) this.#visitor.close(name);
    else if (read !== undefined) return read;
    else if (this.#open.push(name) > maxDepth) throw this.#unreadable(`it nests elements over ${maxDepth} deep`);
    return close + 1;
  }

  /** `<?...?>`, `<!--...-->`, `<![CDATA[...]]>` (text, as written); a DTD is refused. */
  #special(bytes: Uint8Array, start: number): number {
    const [opening, closing] = specialOf(bytes, start);
    if (opening === undefined) {
      if (bytes.length - start < 9) return -1;
      throw this.#unreadable('it declares a DTD or holds a markup it does not read');
    }
    const close = indexOfSequence(bytes, closing, start + opening.length);
    if (close < 0) return -1;
    if (opening === cdata && this.#visitor.capturing)
      this.#visitor.text(this.#utf8(bytes, start + opening.length, close));
    return close + closing.length;
  }

  #text(bytes: Uint8Array, from: number, to: number): string {
    return xmlText(bytes, from, to, this.#file);
  }

  #utf8(bytes: Uint8Array, from: number, to: number): string {
    return utf8(bytes, from, to, this.#file);
  }

  #unreadable(what: string, cause?: unknown): ReportFormatError {
    return unreadable(this.#file, what, cause);
  }
}

/** The text of `bytes` from `from` to `to` (no markup in it): UTF-8, its entities and character references decoded. */
export function xmlText(bytes: Uint8Array, from: number, to: number, file: string): string {
  const text = utf8(bytes, from, to, file);
  return text.includes('&') ? entities(text, file) : text;
}

function utf8(bytes: Uint8Array, from: number, to: number, file: string): string {
  // Most cells are a few ASCII characters: made here, without a call into the decoder for each.
  let text = '';
  for (let at = from; at < to; at++) {
    const byte = bytes[at] as number;
    if (byte >= 0x80) {
      try {
        return decoder.decode(bytes.subarray(from, to));
      } catch (error) {
        throw unreadable(file, 'it is not UTF-8', error);
      }
    }
    text += String.fromCharCode(byte);
  }
  return text;
}

function entities(text: string, file: string): string {
  return text.replace(/&([^;&]*);?/g, (whole, name: string) => {
    const character = named[name] ?? characterOf(name);
    if (character === undefined || !whole.endsWith(';'))
      throw unreadable(file, `it holds an entity it does not know, ${printable(whole, 20)}`);
    return character;
  });
}

function unreadable(file: string, what: string, cause?: unknown): ReportFormatError {
  return new ReportFormatError('unreadable-file', `${printable(file)} cannot be read as xlsx: ${what}`, {
    file,
    ...(cause === undefined ? {} : { cause }),
  });
}

const cdata = new TextEncoder().encode('<![CDATA[');
const specials: readonly (readonly [Uint8Array, Uint8Array])[] = [
  [new TextEncoder().encode('<?'), new TextEncoder().encode('?>')],
  [new TextEncoder().encode('<!--'), new TextEncoder().encode('-->')],
  [cdata, new TextEncoder().encode(']]>')],
];

function specialOf(bytes: Uint8Array, start: number): readonly [Uint8Array | undefined, Uint8Array] {
  for (const pair of specials) if (startsWith(bytes, start, pair[0])) return pair;
  return [undefined, new Uint8Array(0)];
}

/** Whether `bytes` hold `prefix` at `at`. */
export function startsWith(bytes: Uint8Array, at: number, prefix: Uint8Array): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let index = 0; index < prefix.length; index++) if (bytes[at + index] !== prefix[index]) return false;
  return true;
}

function indexOfSequence(bytes: Uint8Array, sequence: Uint8Array, from: number): number {
  for (let at = bytes.indexOf(sequence[0] as number, from); at >= 0; at = bytes.indexOf(sequence[0] as number, at + 1))
    if (startsWith(bytes, at, sequence)) return at;
  return -1;
}

/** Where a start tag whose attributes start at `from` ends (its `>`, outside quotes), or -1 when cut. */
function tagEnd(bytes: Uint8Array, from: number): number {
  let quote = 0;
  for (let at = from; at < bytes.length; at++) {
    const byte = bytes[at] as number;
    if (quote !== 0) {
      if (byte === quote) quote = 0;
    } else if (byte === 0x22 || byte === 0x27) quote = byte;
    else if (byte === gt) return at;
  }
  return -1;
}

/** Where a tag's name ends: at a space, a tab, a line break, `/` or `>`. */
function nameEnd(bytes: Uint8Array, from: number, to: number): number {
  for (let at = from; at < to; at++) {
    const byte = bytes[at] as number;
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === slash || byte === gt) return at;
  }
  return to;
}

/** The {@link xmlName} of a tag's name, its prefix left out. */
function nameOf(bytes: Uint8Array, from: number, to: number): number {
  let start = from;
  for (let at = from; at < to; at++) if (bytes[at] === 0x3a) start = at + 1;
  const first = bytes[start];
  switch (to - start) {
    case 1:
      return first === 0x63 ? xmlName.c : first === 0x76 ? xmlName.v : first === 0x74 ? xmlName.t : xmlName.other;
    case 2:
      if (first === 0x69 && bytes[start + 1] === 0x73) return xmlName.is;
      return first === 0x73 && bytes[start + 1] === 0x69 ? xmlName.si : xmlName.other;
    case 3:
      if (first === 0x72 && bytes[start + 1] === 0x6f && bytes[start + 2] === 0x77) return xmlName.row;
      return first === 0x72 && bytes[start + 1] === 0x50 && bytes[start + 2] === 0x68 ? xmlName.rPh : xmlName.other;
    default:
      return xmlName.other;
  }
}

/** `#65` or `#x41` as its character; `undefined` when it is none. */
function characterOf(reference: string): string | undefined {
  const code = /^#x[0-9a-f]+$/i.test(reference)
    ? Number.parseInt(reference.slice(2), 16)
    : /^#\d+$/.test(reference)
      ? Number(reference.slice(1))
      : Number.NaN;
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

function joined(first: Uint8Array, second: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(first.length + second.length);
  bytes.set(first);
  bytes.set(second, first.length);
  return bytes;
}

/**
 * Reads a tag's attributes (`bytes` from `from` to `to`) in one pass: for each attribute whose name is
 * one byte (`r`, `t`, `s`: what a sheet's cells and rows carry), the range of its value is written to
 * `ranges` at twice the index of its name in `names` (start, then end); -1 where the tag has none.
 */
export function readAttributes(
  bytes: Uint8Array,
  from: number,
  to: number,
  names: Uint8Array,
  ranges: Int32Array,
): void {
  for (let index = 0; index < ranges.length; index++) ranges[index] = -1;
  let at = from;
  while (at < to) {
    if (isSpace(bytes[at] as number)) {
      at++;
      continue;
    }
    const nameFrom = at;
    while (at < to && bytes[at] !== 0x3d && !isSpace(bytes[at] as number)) at++;
    const nameTo = at;
    while (at < to && bytes[at] !== 0x22 && bytes[at] !== 0x27) at++;
    const quote = bytes[at];
    const valueFrom = ++at;
    while (at < to && bytes[at] !== quote) at++;
    if (at >= to) return;
    if (nameTo - nameFrom === 1)
      for (let index = 0; index < names.length; index++)
        if (names[index] === bytes[nameFrom]) {
          ranges[index * 2] = valueFrom;
          ranges[index * 2 + 1] = at;
        }
    at++;
  }
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
