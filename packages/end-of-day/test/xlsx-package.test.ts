import { describe, expect, it } from 'vitest';
import { readReportPackage } from '../src/index.js';
import { handZip, honestEntry, storedEntry } from './support/bombs.js';
import { encrypt, merchantKeys } from './support/build-package.js';

// An xlsx detail file as different writers lay it out: its parts in another order, shared strings or
// inline strings, dates stored as numbers in a date format. Each is read to the same rows.

const keys = merchantKeys();
const detailName = '20260520_Payment_M100001_PH_PHP.xlsx';
const header = ['Transaction ID', 'Merchant Order ID', 'Currency', 'Amount', 'Status', 'Transaction Time'];
const rows = [
  ['TX1', 'order-1', 'PHP', 2300, 'COMPLETED', 46162.4166666667],
  ['TX2', 'order-2', 'PHP', 150000, 'COMPLETED', 46162.5],
] as const;

const contentTypes = (parts: readonly string[]) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${parts
    .map((part) => `<Override PartName="/${part}" ContentType="application/xml"/>`)
    .join('')}</Types>`;
const workbook = (date1904 = false) =>
  `<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets><sheet name="Detail" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const relationships =
  '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="styles.xml"/></Relationships>';
// Cell format 1 shows a date and a time (built-in format 22); 2, a format of the file's own.
const styles =
  '<styleSheet><numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="22" applyNumberFormat="1"/><xf numFmtId="164"><alignment/></xf></cellXfs></styleSheet>';

const column = (index: number) => String.fromCharCode(65 + index);

/** The sheet, its texts shared (`s`) or inline, its times in cell format `style`. */
function sheetXml(shared: readonly string[] | undefined, style: number): string {
  const cell = (value: string | number, c: number, r: number) => {
    const at = `${column(c)}${r}`;
    if (typeof value === 'number') return `<c r="${at}"${c === 5 ? ` s="${style}"` : ''}><v>${value}</v></c>`;
    if (shared !== undefined) return `<c r="${at}" t="s"><v>${shared.indexOf(value)}</v></c>`;
    return `<c r="${at}" t="inlineStr"><is><t>${value}</t></is></c>`;
  };
  const all = [header, ...rows];
  const xml = all.map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(value, c, r + 1)).join('')}</row>`);
  return `<worksheet><sheetData>${xml.join('')}</sheetData></worksheet>`;
}

async function readXlsx(xlsx: Uint8Array) {
  const bytes = await encrypt(handZip([storedEntry(detailName, xlsx)]), { publicKey: (await keys).publicKey });
  return readReportPackage(bytes, { privateKey: (await keys).privateKey, amountUnit: 'minor' });
}

const seen = (report: Awaited<ReturnType<typeof readXlsx>>) =>
  report.rows.map((row) => [row.line, row.transactionId, row.mchOrderId, row.amount, row.transactionTime]);

const expected = [
  [2, 'TX1', 'order-1', 2300, '2026-05-20 10:00:00'],
  [3, 'TX2', 'order-2', 150000, '2026-05-20 12:00:00'],
];

describe('an xlsx detail file, whatever writes it', () => {
  it('reads a sheet of inline strings whose parts come first (read as it is inflated), its times stored as dates', async () => {
    const xlsx = handZip([
      honestEntry(
        '[Content_Types].xml',
        contentTypes(['xl/workbook.xml', 'xl/styles.xml', 'xl/worksheets/sheet1.xml']),
      ),
      honestEntry('xl/workbook.xml', workbook()),
      honestEntry('xl/_rels/workbook.xml.rels', relationships),
      honestEntry('xl/styles.xml', styles),
      honestEntry('xl/worksheets/sheet1.xml', sheetXml(undefined, 1)),
    ]);
    expect(seen(await readXlsx(xlsx))).toEqual(expected);
  });

  it('reads a sheet written before its shared strings and styles, as Excel writes them (held, then read)', async () => {
    const strings = [...new Set([...header, ...rows.flat()].filter((value) => typeof value === 'string'))];
    const xlsx = handZip([
      honestEntry('[Content_Types].xml', contentTypes(['xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'])),
      honestEntry('xl/workbook.xml', workbook()),
      honestEntry('xl/_rels/workbook.xml.rels', relationships),
      honestEntry('xl/worksheets/sheet1.xml', sheetXml(strings, 2)),
      honestEntry('xl/styles.xml', styles),
      honestEntry('xl/sharedStrings.xml', `<sst>${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`),
    ]);
    expect(seen(await readXlsx(xlsx))).toEqual(expected);
  });

  it('reads a sheet whose workbook comes after it, and one of the 1904 date system', async () => {
    const late = handZip([
      honestEntry('xl/worksheets/sheet1.xml', sheetXml(undefined, 1)),
      honestEntry('xl/styles.xml', styles),
      honestEntry('xl/workbook.xml', workbook()),
    ]);
    expect(seen(await readXlsx(late))).toEqual(expected);
    const shifted = handZip([
      honestEntry('xl/workbook.xml', workbook(true)),
      honestEntry('xl/styles.xml', styles),
      honestEntry('xl/worksheets/sheet1.xml', sheetXml(undefined, 1).replace(/46162/g, '44700')),
    ]);
    expect(seen(await readXlsx(shifted))).toEqual(expected);
  });

  it('keeps a number in no date format as the number written, never read through a float', async () => {
    const xlsx = handZip([
      honestEntry('[Content_Types].xml', contentTypes(['xl/workbook.xml'])),
      honestEntry('xl/workbook.xml', workbook()),
      honestEntry('xl/_rels/workbook.xml.rels', relationships),
      honestEntry('xl/worksheets/sheet1.xml', sheetXml(undefined, 0)),
    ]);
    expect(seen(await readXlsx(xlsx)).map((row) => row[4])).toEqual(['46162.4166666667', '46162.5']);
  });
});
