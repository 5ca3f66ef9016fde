import { SaxesParser } from 'saxes';
import { ReportFormatError } from '../errors/report-format-error.js';
import { printable } from './printable.js';

/** Text of an xlsx part, fed as it is inflated: UTF-8 decoded across chunks, into an XML parser. */
export interface XmlFeed {
  readonly parser: SaxesParser;
  push(chunk: Uint8Array): void;
  end(): void;
}

/** An XML parser fed with an xlsx part's bytes; a part that is not XML is `ReportFormatError('unreadable-file')`. */
export function xmlFeed(file: string): XmlFeed {
  const parser = new SaxesParser();
  const decoder = new TextDecoder();
  const fail = (error: unknown): never => {
    throw new ReportFormatError(
      'unreadable-file',
      `${printable(file)} cannot be read as xlsx: ${printable((error as Error).message, 300)}`,
      { file, cause: error },
    );
  };
  return {
    parser,
    push(chunk) {
      try {
        parser.write(decoder.decode(chunk, { stream: true }));
      } catch (error) {
        if (error instanceof ReportFormatError) throw error;
        fail(error);
      }
    },
    end() {
      try {
        parser.write(decoder.decode());
        parser.close();
      } catch (error) {
        if (error instanceof ReportFormatError) throw error;
        fail(error);
      }
    },
  };
}

/** The shared strings of an xlsx (`xl/sharedStrings.xml`): each `<si>`'s text, phonetic runs left out. */
export function sharedStringsFeed(file: string, strings: string[]): XmlFeed {
  const feed = xmlFeed(file);
  let text: string[] | undefined;
  let inPhonetic = false;
  let inText = false;
  feed.parser.on('opentag', (tag) => {
    if (tag.name === 'si') text = [];
    else if (tag.name === 'rPh') inPhonetic = true;
    else if (tag.name === 't' && !inPhonetic) inText = true;
  });
  feed.parser.on('text', (value) => {
    if (inText) text?.push(value);
  });
  feed.parser.on('closetag', (tag) => {
    if (tag.name === 'si') strings.push((text ?? []).join(''));
    else if (tag.name === 'rPh') inPhonetic = false;
    else if (tag.name === 't') inText = false;
  });
  return feed;
}

/**
 * The path of an xlsx's first sheet, from its workbook (`<sheet r:id>`) and the workbook's
 * relationships (`Target`); `xl/worksheets/sheet1.xml` when they do not say.
 */
export function firstSheetPath(workbookXml: string, relationshipsXml: string): string {
  const id = /<(?:\w+:)?sheet\b[^>]*?\b(?:\w+:)?id="([^"]+)"/.exec(workbookXml)?.[1];
  if (id === undefined) return 'xl/worksheets/sheet1.xml';
  const relationship = new RegExp(`<(?:\\w+:)?Relationship\\b[^>]*\\bId="${id.replace(/\W/g, '')}"[^>]*>`).exec(
    relationshipsXml,
  )?.[0];
  const target = relationship === undefined ? undefined : /\bTarget="([^"]+)"/.exec(relationship)?.[1];
  if (target === undefined) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
}
