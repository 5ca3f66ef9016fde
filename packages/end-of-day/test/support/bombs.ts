import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Raw DEFLATE data that inflates to `block` repeated `times` times, built in milliseconds: `block`
 * compressed once with a full flush (a segment that needs nothing before it), the segment repeated,
 * then an empty final block. What a zip bomb holds; its CRC is never reached, as the reader refuses it
 * first.
 */
export function deflateBomb(block: Uint8Array, times: number): Uint8Array {
  const segment = deflateRawSync(block, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(new Uint8Array(0));
  const bytes = new Uint8Array(segment.length * times + end.length);
  for (let index = 0; index < times; index++) bytes.set(segment, index * segment.length);
  bytes.set(end, segment.length * times);
  return bytes;
}

/** One entry of a zip written by hand: its deflated data, and what its header declares. */
export interface HandEntry {
  readonly name: string;
  readonly deflated: Uint8Array;
  /** The inflated size the header declares; with `declared: false`, none (a zip written as a stream). */
  readonly size: number;
  readonly declared?: boolean;
  readonly crc?: number;
  /** 8 (DEFLATE, the default) or 0 (stored: `deflated` is the content itself, as an xlsx is kept). */
  readonly method?: 0 | 8;
}

/** A zip of `entries` (DEFLATE), written byte by byte as PKZIP's APPNOTE says. */
export function handZip(entries: readonly HandEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name);
    const declared = entry.declared ?? true;
    const crc = entry.crc ?? 0;
    // Sizes above 4 GiB would need ZIP64: the bombs stay below.
    const fields = {
      flags: declared ? 0 : 8,
      method: entry.method ?? 8,
      crc,
      compressed: entry.deflated.length,
      size: entry.size,
    };
    const local = header(0x04034b50, fields, name, declared);
    const descriptor = declared ? new Uint8Array(0) : dataDescriptor(fields);
    central.push(centralHeader(fields, name, offset));
    parts.push(local, entry.deflated, descriptor);
    offset += local.length + entry.deflated.length + descriptor.length;
  }
  const directory = concat(central);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat([...parts, directory, new Uint8Array(end.buffer)]);
}

type Fields = { flags: number; method: number; crc: number; compressed: number; size: number };

function header(signature: number, fields: Fields, name: Uint8Array, declared: boolean): Uint8Array {
  const view = new DataView(new ArrayBuffer(30 + name.length));
  view.setUint32(0, signature, true);
  view.setUint16(4, 20, true);
  view.setUint16(6, fields.flags, true);
  view.setUint16(8, fields.method, true);
  view.setUint32(14, declared ? fields.crc : 0, true);
  view.setUint32(18, declared ? fields.compressed : 0, true);
  view.setUint32(22, declared ? fields.size : 0, true);
  view.setUint16(26, name.length, true);
  new Uint8Array(view.buffer).set(name, 30);
  return new Uint8Array(view.buffer);
}

function dataDescriptor(fields: Fields): Uint8Array {
  const view = new DataView(new ArrayBuffer(16));
  view.setUint32(0, 0x08074b50, true);
  view.setUint32(4, fields.crc, true);
  view.setUint32(8, fields.compressed, true);
  view.setUint32(12, fields.size, true);
  return new Uint8Array(view.buffer);
}

function centralHeader(fields: Fields, name: Uint8Array, offset: number): Uint8Array {
  const view = new DataView(new ArrayBuffer(46 + name.length));
  view.setUint32(0, 0x02014b50, true);
  view.setUint16(4, 20, true);
  view.setUint16(6, 20, true);
  view.setUint16(8, fields.flags, true);
  view.setUint16(10, fields.method, true);
  view.setUint32(16, fields.crc, true);
  view.setUint32(20, fields.compressed, true);
  view.setUint32(24, fields.size, true);
  view.setUint16(28, name.length, true);
  view.setUint32(42, offset, true);
  new Uint8Array(view.buffer).set(name, 46);
  return new Uint8Array(view.buffer);
}

/** The bytes of `parts`, one after the other. */
export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/** A zip entry of `content`, deflated, its sizes and CRC declared: what a well-formed zip holds. */
export function honestEntry(name: string, content: string | Uint8Array): HandEntry {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { name, deflated: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/** A zip entry of `bytes` kept as they are (stored), as a zip keeps a file already compressed. */
export function storedEntry(name: string, bytes: Uint8Array): HandEntry {
  return { name, deflated: bytes, size: bytes.length, crc: crc32(bytes), method: 0 };
}

/** A one-sheet xlsx whose sheet shows `rows` through a shared strings table, written by hand. */
export function sharedStringsXlsx(rows: readonly (readonly string[])[]): Uint8Array {
  const strings = [...new Set(rows.flat())];
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const cells = (row: readonly string[], r: number) =>
    row
      .map((text, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="s"><v>${strings.indexOf(text)}</v></c>`)
      .join('');
  const sheet = rows.map((row, index) => `<row r="${index + 1}">${cells(row, index + 1)}</row>`).join('');
  return handZip([
    honestEntry('xl/workbook.xml', '<workbook><sheets><sheet name="1" sheetId="1"/></sheets></workbook>'),
    honestEntry(
      'xl/sharedStrings.xml',
      `<sst>${strings.map((text) => `<si><t>${escaped(text)}</t></si>`).join('')}</sst>`,
    ),
    honestEntry('xl/worksheets/sheet1.xml', `<worksheet><sheetData>${sheet}</sheetData></worksheet>`),
  ]);
}
