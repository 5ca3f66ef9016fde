import { type DateFormat, dateFormatOf } from './excel-date.js';
import type { ReportLimits } from './report-limits.js';
import { type XmlFeed, XmlScanner, type XmlVisitor, xmlName } from './xml-scanner.js';

/** Where the parts an xlsx's sheet is read with are (a workbook's relationships can say otherwise; Excel's never do). */
export const xlsxPaths = {
  contentTypes: '[Content_Types].xml',
  workbook: 'xl/workbook.xml',
  relationships: 'xl/_rels/workbook.xml.rels',
  sharedStrings: 'xl/sharedStrings.xml',
  styles: 'xl/styles.xml',
} as const;

/** What an xlsx's styles say of its numbers: which cell formats (`s`) show dates, and the date system. */
export interface XlsxStyles {
  /** By cell format (a cell's `s`): what it shows, when a date or a time. */
  readonly dateFormats: readonly (DateFormat | undefined)[];
  /** True in a workbook of the 1904 date system (`<workbookPr date1904="1">`). */
  readonly date1904: boolean;
}

/**
 * The shared strings of an xlsx (`xl/sharedStrings.xml`): each `<si>`'s text, its runs joined and its
 * phonetic runs left out, read as a stream; the part's size is bounded by `maxSharedStringsBytes`.
 */
export function sharedStringsFeed(file: string, strings: string[], limits: ReportLimits): XmlFeed {
  let text = '';
  let phonetic = false;
  const visitor: XmlVisitor & { capturing: boolean } = {
    capturing: false,
    open(name) {
      if (name === xmlName.si) text = '';
      else if (name === xmlName.rPh) phonetic = true;
      else if (name === xmlName.t && !phonetic) visitor.capturing = true;
      return undefined;
    },
    close(name) {
      if (name === xmlName.si) strings.push(text);
      else if (name === xmlName.rPh) phonetic = false;
      else if (name === xmlName.t) visitor.capturing = false;
    },
    text(value) {
      text += value;
    },
  };
  const scanner = new XmlScanner(visitor, file, {
    bytes: limits.maxSharedStringsBytes,
    name: 'maxSharedStringsBytes',
  });
  return { push: (chunk) => scanner.push(chunk), end: () => scanner.end() };
}

/**
 * The path of an xlsx's first sheet, from its workbook (`<sheet r:id>`) and the workbook's
 * relationships (`Target`); `xl/worksheets/sheet1.xml` when they do not say.
 */
export function firstSheetPath(workbookXml: string, relationshipsXml: string): string {
  const id = firstSheetId(workbookXml);
  if (id === undefined) return 'xl/worksheets/sheet1.xml';
  const relationship = new RegExp(`<(?:\\w+:)?Relationship\\b[^>]*\\bId="${id.replace(/\W/g, '')}"[^>]*>`).exec(
    relationshipsXml,
  )?.[0];
  const target = relationship === undefined ? undefined : /\bTarget="([^"]+)"/.exec(relationship)?.[1];
  if (target === undefined) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
}

/** The relationship id of a workbook's first sheet (`<sheet r:id>`), when it names one. */
export const firstSheetId = (workbookXml: string): string | undefined =>
  /<(?:\w+:)?sheet\b[^>]*?\b(?:\w+:)?id="([^"]+)"/.exec(workbookXml)?.[1];

/** Whether an xlsx's `[Content_Types].xml` declares a part at `path` (`xl/sharedStrings.xml`). */
export const declaresPart = (contentTypesXml: string, path: string): boolean =>
  new RegExp(`PartName="/${path.replace(/[.[\]]/g, '\\$&')}"`, 'i').test(contentTypesXml);

/**
 * The date formats of an xlsx's cell formats, from its styles (`<numFmts>`, `<cellXfs>`), and its date
 * system, from its workbook (`<workbookPr date1904>`).
 */
export function xlsxStyles(stylesXml: string, workbookXml: string): XlsxStyles {
  const codes = new Map<number, string>();
  for (const [, attributes = ''] of stylesXml.matchAll(/<(?:\w+:)?numFmt\b([^>]*)>/g)) {
    const id = Number(attributeOf(attributes, 'numFmtId'));
    const code = attributeOf(attributes, 'formatCode');
    if (Number.isInteger(id) && code !== undefined) codes.set(id, code);
  }
  const cellFormats = /<(?:\w+:)?cellXfs\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellXfs>/.exec(stylesXml)?.[1] ?? '';
  const dateFormats = [...cellFormats.matchAll(/<(?:\w+:)?xf\b([^>]*)>/g)].map(([, attributes = '']) => {
    const id = Number(attributeOf(attributes, 'numFmtId') ?? 0);
    return dateFormatOf(id, codes.get(id));
  });
  const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\bdate1904="(?:1|true)"/.test(workbookXml);
  return { dateFormats, date1904 };
}

const entities: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function attributeOf(attributes: string, name: string): string | undefined {
  const value = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  const text = value?.[1] ?? value?.[2];
  return text?.replace(/&(lt|gt|amp|quot|apos);/g, (_, entity: string) => entities[entity] ?? '');
}
