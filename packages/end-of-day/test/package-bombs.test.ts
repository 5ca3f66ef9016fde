import * as openpgp from 'openpgp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readReportPackage } from '../src/index.js';
import { concat, deflateBomb, handZip, honestEntry, sharedStringsXlsx, storedEntry } from './support/bombs.js';
import { detailCsv, encrypt, merchantKeys } from './support/build-package.js';
import { readInChild } from './support/child-read.js';

// Every hostile package of the issue, built here with the libraries the reader uses (openpgp, and
// DEFLATE as fflate and zlib write it), read by the built package in a process of its own: refused
// with the limit it is over, in under a second of CPU, the process's peak memory under 150 MiB. The
// second is counted in CPU time, the work the read does: on a machine busy with other processes, its wall
// time says how long it waited for a core (a bound of ten seconds still catches a read that hangs).

const MiB = 1024 * 1024;
const detailName = '20260520_Payment_M100001_PH_PHP.csv';
const row = 'TX0000000001,order-0000000001,PHP,150000,750,COMPLETED\r\n';
const rowsBlock = new TextEncoder().encode(row.repeat(Math.floor(MiB / row.length)));
let keys: { publicKey: string; privateKey: string };

beforeAll(async () => {
  keys = await merchantKeys();
});

const readOptions = () => ({ privateKey: keys.privateKey, amountUnit: 'minor' as const });

/** `zip` encrypted to the merchant's key, as the gateway sends it. */
const sealed = async (zip: Uint8Array) => encrypt(zip, { publicKey: keys.publicKey });

function expectRefused(read: Awaited<ReturnType<typeof readInChild>>, limit: string) {
  expect(read.error).toMatchObject({ name: 'ReportFormatError', reason: 'too-large', limit });
  expect(read.error?.message).toContain(`limits.${limit}`);
  expect(read.cpuMs).toBeLessThan(1_000);
  expect(read.ms).toBeLessThan(10_000);
  expect(read.maxRssMiB).toBeLessThan(150);
}

describe('a package that would take the machine is refused, naming its limit, in bounded time and memory', () => {
  it('a zip of 1 GiB of rows in a few MiB, its sizes declared: refused on its declared ratio, nothing inflated', async () => {
    const deflated = deflateBomb(rowsBlock, 1024);
    expect(deflated.length).toBeLessThan(8 * MiB);
    const zip = handZip([{ name: detailName, deflated, size: rowsBlock.length * 1024 }]);
    expectRefused(await readInChild(await sealed(zip), readOptions()), 'maxCompressionRatio');
  });

  it('the same zip with no sizes declared (written as a stream): refused as it inflates', async () => {
    const zip = handZip([{ name: detailName, deflated: deflateBomb(rowsBlock, 1024), size: 0, declared: false }]);
    expectRefused(await readInChild(await sealed(zip), readOptions()), 'maxCompressionRatio');
  });

  it('a package whose OpenPGP compression holds 256 MiB behind a one-row zip: refused as it decompresses', async () => {
    const zip = handZip([honestEntry(detailName, detailCsv([['TX1', 'order-1', 'PHP', 2300, 0, 'COMPLETED']]))]);
    const zeros = new Uint8Array(MiB);
    let sent = 0;
    const literal = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(zip);
        if (sent++ < 256) controller.enqueue(zeros);
        else controller.close();
      },
    });
    const encrypted = await openpgp.encrypt({
      message: await openpgp.createMessage({ binary: literal }),
      encryptionKeys: await openpgp.readKey({ armoredKey: keys.publicKey }),
      format: 'binary',
      config: { preferredCompressionAlgorithm: openpgp.enums.compression.zlib },
    });
    const chunks: Uint8Array[] = [];
    for await (const chunk of encrypted as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const bytes = concat(chunks);
    expect(bytes.length).toBeLessThan(2 * MiB);
    expectRefused(await readInChild(bytes, readOptions()), 'maxCompressionRatio');
  });

  it.each([
    ['declared', true, 'maxSharedStringsBytes'],
    ['not declared', false, 'maxCompressionRatio'],
  ] as const)(
    'an xlsx whose shared strings table inflates to 800 MiB, its size %s: refused before it is held',
    async (_case, declared, limit) => {
      const strings = new TextEncoder().encode('<si><t>0123456789</t></si>'.repeat(Math.floor(MiB / 26)));
      const table = concat([
        new TextEncoder().encode('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'),
        strings,
      ]);
      const xlsx = handZip([
        honestEntry('xl/workbook.xml', '<workbook><sheets><sheet name="1" sheetId="1"/></sheets></workbook>'),
        { name: 'xl/sharedStrings.xml', deflated: deflateBomb(table, 800), size: table.length * 800, declared },
        honestEntry(
          'xl/worksheets/sheet1.xml',
          '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
        ),
      ]);
      const zip = handZip([storedEntry('20260520_Payment_M1_PH_PHP.xlsx', xlsx)]);
      expect(zip.length).toBeLessThan(4 * MiB);
      expectRefused(await readInChild(await sealed(zip), readOptions()), limit);
    },
  );

  it('a csv line of 8 MiB of empty fields (no character counted by the parser), stored: refused as it arrives', async () => {
    const line = new Uint8Array(8 * MiB).fill(0x2c);
    const detail = concat([
      new TextEncoder().encode(detailCsv([['TX1', 'order-1', 'PHP', 2300, 0, 'COMPLETED']])),
      line,
    ]);
    const zip = handZip([storedEntry(detailName, detail)]);
    expectRefused(await readInChild(await sealed(zip), readOptions()), 'maxRowBytes');
  });

  it('never inflates an entry it does not read: a bomb beside the detail file costs nothing', async () => {
    const zip = handZip([
      { name: 'attachments/bomb.csv.bin', deflated: deflateBomb(rowsBlock, 1024), size: rowsBlock.length * 1024 },
      honestEntry(detailName, detailCsv([['TX1', 'order-1', 'PHP', 2300, 0, 'COMPLETED']])),
    ]);
    const read = await readInChild(await sealed(zip), readOptions());
    expect(read).toMatchObject({ rows: 1 });
    expect(read.cpuMs).toBeLessThan(1_000);
    expect(read.ms).toBeLessThan(10_000);
    expect(read.maxRssMiB).toBeLessThan(150);
  });
});

// Each limit, named: a small package read with that limit lowered.
describe('every limit has a default, an option, and an error naming it', () => {
  const detail = detailCsv([['TX1', 'order-1', 'PHP', 2300, 0, 'COMPLETED']]);
  const summary = 'Merchant,Total Count,Total Amount\r\nAcme,1,2300\r\n';
  it.each([
    ['maxPackageBytes', { maxPackageBytes: 100 }],
    ['maxDecryptedBytes', { maxDecryptedBytes: 100 }],
    ['maxEntries', { maxEntries: 1 }],
    ['maxEntryBytes', { maxEntryBytes: 50 }],
    ['maxTotalBytes', { maxTotalBytes: detail.length + 10 }],
    ['maxSummaryBytes', { maxSummaryBytes: 10 }],
    ['maxRowBytes', { maxRowBytes: 20 }],
  ] as const)('%s', async (limit, limits) => {
    const zip = handZip([honestEntry(detailName, detail), honestEntry('summary_Acme_20260521020000.csv', summary)]);
    const error = await readReportPackage(await sealed(zip), { ...readOptions(), limits }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'ReportFormatError', reason: 'too-large', limit });
    expect((error as Error).message).toContain(`raise \`limits: { ${limit} }\``);
  });

  it.each([
    ['maxSharedStringsBytes', { maxSharedStringsBytes: 100 }],
    ['maxSheetBytes', { maxSheetBytes: 100 }],
  ] as const)('%s', async (limit, limits) => {
    const xlsx = sharedStringsXlsx([
      ['Transaction ID', 'Merchant Order ID', 'Currency', 'Amount', 'Status'],
      ['TX1', 'order-1', 'PHP', '2300', 'COMPLETED'],
    ]);
    const zip = handZip([honestEntry('20260520_Payment_M1_PH_PHP.xlsx', xlsx)]);
    // Read whole with the default limits: the xlsx is sound.
    expect((await readReportPackage(await sealed(zip), readOptions())).rows.map((one) => one.amount)).toEqual([2300]);
    const error = await readReportPackage(await sealed(zip), { ...readOptions(), limits }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: 'ReportFormatError', reason: 'too-large', limit });
  });
});
