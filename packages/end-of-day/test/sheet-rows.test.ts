import { describe, expect, it } from 'vitest';
import { defaultReportLimits, type ReportLimits } from '../src/index.js';
import { type SheetContext, sheetRowsFeed } from '../src/package/sheet-rows.js';
import { sharedStringsFeed } from '../src/package/xlsx-parts.js';

// The sheet reader is fed an xlsx part as it is inflated: a chunk can end anywhere, inside a tag, an
// entity, a character of several bytes. Each case is read whole, then cut at every byte, then a byte at a
// time; every reading must give the same rows.

const plain: SheetContext = { strings: [], styles: { dateFormats: [], date1904: false } };

function rowsOf(xml: string, cut: number | 'each-byte' | 'whole', context = plain, limits?: Partial<ReportLimits>) {
  const rows: [number, string[]][] = [];
  const feed = sheetRowsFeed('d.xlsx', context, (cells, line) => void rows.push([line, [...cells]]), {
    ...defaultReportLimits,
    ...limits,
  });
  const bytes = new TextEncoder().encode(xml);
  if (cut === 'whole') feed.push(bytes);
  else if (cut === 'each-byte') for (let at = 0; at < bytes.length; at++) feed.push(bytes.subarray(at, at + 1));
  else {
    feed.push(bytes.subarray(0, cut));
    feed.push(bytes.subarray(cut));
  }
  feed.end();
  return rows;
}

/** The rows of `xml`, checked to be the same however its bytes are cut. */
function readEveryWay(xml: string, context = plain): [number, string[]][] {
  const whole = rowsOf(xml, 'whole', context);
  expect(rowsOf(xml, 'each-byte', context)).toEqual(whole);
  for (let cut = 1; cut < new TextEncoder().encode(xml).length; cut++) expect(rowsOf(xml, cut, context)).toEqual(whole);
  return whole;
}

const sheet = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

describe('sheetRowsFeed: an xlsx sheet read as a stream, by hand', () => {
  it('reads inline strings, numbers, shared strings, booleans and formulas as the text a cell holds', () => {
    const context: SheetContext = { ...plain, strings: ['PHP', ' COMPLETED '] };
    const xml = sheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>TX1</t></is></c><c r="B1"><v>150000</v></c><c r="C1" t="s"><v>0</v></c></row>' +
        '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="b"><v>1</v></c><c r="C2" t="str"><f>A1&amp;"x"</f><v>TX1x</v></c></row>',
    );
    expect(readEveryWay(xml, context)).toEqual([
      [1, ['TX1', '150000', 'PHP']],
      [2, ['COMPLETED', '1', 'TX1x']],
    ]);
  });

  it('places each cell in its column by its reference, leaving the ones between empty', () => {
    const xml = sheet(
      '<row r="7"><c r="B7"><v>1</v></c><c r="E7" t="inlineStr"><is><t>x</t></is></c><c r="F7"/></row>',
    );
    expect(readEveryWay(xml)).toEqual([[7, ['', '1', '', '', 'x', '']]]);
  });

  it('decodes entities, character references, several bytes to a character and CDATA; joins rich text runs; leaves phonetic runs out', () => {
    const xml = sheet(
      '<row r="2"><c r="A2" t="inlineStr"><is><t>a&amp;b &lt;c&gt; &#8369;&#x20B1; &quot;q&apos;</t></is></c>' +
        '<c r="B2" t="inlineStr"><is><r><t>ä-ñ-</t></r><r><rPr><b/></rPr><t xml:space="preserve">中 </t></r><rPh sb="0" eb="1"><t>ふり</t></rPh></is></c>' +
        '<c r="C2" t="inlineStr"><is><t><![CDATA[<not a tag> & all]]></t></is></c></row>',
    );
    expect(readEveryWay(xml)).toEqual([[2, ['a&b <c> ₱₱ "q\'', 'ä-ñ-中', '<not a tag> & all']]]);
  });

  it('reads namespace prefixes, attributes in any order and quotes, comments and processing instructions', () => {
    const xml =
      '<?xml version="1.0"?><!-- made by hand --><x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      "<x:row spans='1:2' r='3'><x:c t='inlineStr' s='0' r='A3'><x:is><x:t>order-1</x:t></x:is></x:c>" +
      '<?pi here?><x:c r="B3"\n  ><x:v>42</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    expect(readEveryWay(xml)).toEqual([[3, ['order-1', '42']]]);
  });

  it.each([
    ['cut off in a row', sheet('<row r="1"><c r="A1"><v>1</v></c></row>').slice(0, -40), /cut off/],
    ['an element closed that is not open', sheet('<row r="1"><c r="A1"><v>1</c></v></row>'), /not open/],
    ['a DTD (no entity of its own is ever expanded)', `<!DOCTYPE x [<!ENTITY a "b">]>${sheet('')}`, /DTD/],
    ['an entity it does not know', sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>&a;</t></is></c></row>'), /entity/],
    ['bytes that are not UTF-8', sheet('<row r="1"><c r="A1" t="inlineStr"><is><t>\uFFFD</t></is></c></row>'), /UTF-8/],
    ['no XML at all', 'Transaction ID,Amount\r\nTX1,100\r\n', /not XML/],
    [
      'a shared string the table does not hold',
      sheet('<row r="4"><c r="A4" t="s"><v>9</v></c></row>'),
      /row 4 has a shared string 9/,
    ],
    ['a cell beyond the last column', sheet('<row r="1"><c r="XFE1"><v>1</v></c></row>'), /beyond the last column/],
    // Each element open is held until it closes: 3 bytes apiece would hold millions from a few MiB.
    [
      'elements nested over 100 deep',
      sheet(`${'<a>'.repeat(101)}${'</a>'.repeat(101)}`),
      /nests elements over 100 deep/,
    ],
  ])('refuses a sheet with %s (unreadable-file)', (_case, xml, message) => {
    const bytes = new TextEncoder().encode(xml);
    if (_case === 'bytes that are not UTF-8') bytes.set([0xc3, 0x28, 0x20], bytes.indexOf(0xef));
    const feed = sheetRowsFeed('d.xlsx', plain, () => {}, defaultReportLimits);
    const read = () => {
      feed.push(bytes);
      feed.end();
    };
    expect(read).toThrow(
      expect.objectContaining({ name: 'ReportFormatError', reason: 'unreadable-file', file: 'd.xlsx' }),
    );
    expect(read).toThrow(message);
  });

  it('refuses a row whose cells hold more than maxRowBytes, and a tag longer than it, however it is cut', () => {
    const long = sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(300)}</t></is></c></row>`);
    expect(() => rowsOf(long, 'each-byte', plain, { maxRowBytes: 200 })).toThrow(
      expect.objectContaining({ reason: 'too-large', limit: 'maxRowBytes' }),
    );
    expect(() => rowsOf(long, 'whole', plain, { maxRowBytes: 200 })).toThrow(
      expect.objectContaining({ reason: 'too-large', limit: 'maxRowBytes' }),
    );
    const tag = sheet(`<row r="1"><c r="A1" ${'a="1" '.repeat(100)}><v>1</v></c></row>`);
    expect(() => rowsOf(tag, 'each-byte', plain, { maxRowBytes: 200 })).toThrow(
      expect.objectContaining({ reason: 'too-large', limit: 'maxRowBytes' }),
    );
  });
});

describe('sharedStringsFeed: the shared strings table, read as a stream', () => {
  it('reads each string, its runs joined and its phonetic runs left out, however it is cut', () => {
    const xml =
      '<sst count="3"><si><t>PHP</t></si><si><r><t>COMP</t></r><r><t>LETED</t></r><rPh><t>x</t></rPh></si><si><t/></si><si><t>a &amp; ₱</t></si></sst>';
    const bytes = new TextEncoder().encode(xml);
    for (const size of [bytes.length, 1, 7]) {
      const strings: string[] = [];
      const feed = sharedStringsFeed('d.xlsx', strings, defaultReportLimits);
      for (let at = 0; at < bytes.length; at += size) feed.push(bytes.subarray(at, at + size));
      feed.end();
      expect(strings).toEqual(['PHP', 'COMPLETED', '', 'a & ₱']);
    }
  });
});
