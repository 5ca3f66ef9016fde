import { strToU8, zipSync } from 'fflate';

/** A spreadsheet cell: numbers stay numbers, everything else is an inline string. */
export type Cell = string | number;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: Cell, reference: string): string {
  if (typeof cell === 'number') return `<c r="${reference}"><v>${cell}</v></c>`;
  return `<c r="${reference}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`;
}

/** The XML of row `r` (1 is the first) of a sheet. */
export function rowXml(row: readonly Cell[], r: number): string {
  return `<row r="${r}">${row.map((cell, c) => cellXml(cell, `${columnName(c)}${r}`)).join('')}</row>`;
}

/** What a sheet's XML holds before its rows, and after them. */
export const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
export const SHEET_END = '</sheetData></worksheet>';

function sheetXml(rows: readonly (readonly Cell[])[]): string {
  return `${SHEET_START}${rows.map((row, r) => rowXml(row, r + 1)).join('')}${SHEET_END}`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

function workbookXml(sheetName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** The parts of a one-sheet .xlsx other than its sheet (`xl/worksheets/sheet1.xml`). */
export function xlsxParts(sheetName: string): Record<string, Uint8Array> {
  return {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(workbookXml(sheetName)),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
  };
}

/** A minimal one-sheet .xlsx (SpreadsheetML in a zip) holding `rows`. */
export function buildXlsx(sheetName: string, rows: readonly (readonly Cell[])[]): Uint8Array {
  return zipSync({ ...xlsxParts(sheetName), 'xl/worksheets/sheet1.xml': strToU8(sheetXml(rows)) });
}
