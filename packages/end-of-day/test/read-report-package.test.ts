import { describe, expect, it } from 'vitest';
import {
  isReportDecryptionError,
  isReportFormatError,
  type ReadReportPackageOptions,
  readReportPackage,
} from '../src/index.js';
import { detailCsv, encrypt, merchantKeys, zipOf } from './support/build-package.js';

// The package of https://jtdocs.bluepay.asia/en/ReportDownload.html: zip.gpg of a detail file and a summary file.
const keys = merchantKeys();
const otherKeys = merchantKeys();
const detailName = '20260520_Payment_M100001_TH_THB.csv';
const summaryName = 'summary_Acme_20260521020000.csv';
const detail = detailCsv([
  ['TX1', 'order-1', 'THB', 2300, 0, 'COMPLETED'],
  ['TX2', 'order-2', 'THB', 150000, 750, 'COMPLETED'],
]);
const summary = 'Merchant,Currency,Total Count,Total Amount,Total Fee\r\nAcme,THB,2,152300,750\r\n';

async function read(files: Record<string, string>, options: Partial<ReadReportPackageOptions> = {}) {
  const bytes = await encrypt(zipOf(files), { publicKey: (await keys).publicKey });
  return readReportPackage(bytes, { privateKey: (await keys).privateKey, amountUnit: 'minor', ...options });
}

/** What `run` rejects with. */
const failure = (run: Promise<unknown>) =>
  run.then(
    () => undefined,
    (caught: unknown) => caught as Error & { reason?: string },
  );

describe('readReportPackage', () => {
  it('decrypts, unzips and reads the detail rows in minor units, and checks the summary against them', async () => {
    const report = await read({ [detailName]: detail, [summaryName]: summary });
    expect(report.detailFile).toBe(detailName);
    expect(report.summaryFile).toBe(summaryName);
    expect(
      report.rows.map((row) => [row.line, row.transactionId, row.mchOrderId, row.amount, row.fee, row.currency]),
    ).toEqual([
      [2, 'TX1', 'order-1', 2300, 0, 'THB'],
      [3, 'TX2', 'order-2', 150000, 750, 'THB'],
    ]);
    expect(report.summary).toEqual({ checked: true, differences: [] });
    expect(report.unreadColumns).toEqual([]);
  });

  it('reports a summary whose totals the detail rows do not add up to', async () => {
    const report = await read({ [detailName]: detail, [summaryName]: summary.replace('152300,750', '152400,700') });
    expect(report.summary.differences).toEqual([
      { field: 'totalAmount', summary: 152400, detail: 152300 },
      { field: 'totalFee', summary: 700, detail: 750 },
    ]);
  });

  it('reads an armored package, a password-encrypted one, and a key protected by a passphrase', async () => {
    const zip = zipOf({ [detailName]: detail });
    const armored = await encrypt(zip, { publicKey: (await keys).publicKey }, 'armored');
    const minor = { amountUnit: 'minor' } as const;
    expect((await readReportPackage(armored, { privateKey: (await keys).privateKey, ...minor })).rows).toHaveLength(2);
    const withPassword = await encrypt(zip, { password: 'from-the-gateway' });
    expect((await readReportPackage(withPassword, { password: 'from-the-gateway', ...minor })).rows).toHaveLength(2);
    const locked = await merchantKeys('s3cret');
    const toLocked = await encrypt(zip, { publicKey: locked.publicKey });
    expect(
      (await readReportPackage(toLocked, { privateKey: locked.privateKey, passphrase: 's3cret', ...minor })).rows,
    ).toHaveLength(2);
    await expect(
      readReportPackage(toLocked, { privateKey: locked.privateKey, passphrase: 'wrong' }),
    ).rejects.toMatchObject({
      name: 'ReportDecryptionError',
      reason: 'bad-key',
    });
  });

  it('reads major units, its own headers, and a title above the header; names the columns it did not read', async () => {
    const csv =
      'Daily statement\r\n\r\nTxn No,Merchant Ref,Trans Amount,Charges,Remark\r\nTX9,order-9,23.50,1.25,hello\r\n,,23.50,1.25,Total\r\n';
    const report = await read(
      { [detailName]: csv },
      { amountUnit: 'major', columns: { transactionId: 'Txn No', mchOrderId: 'Merchant Ref', fee: 'Charges' } },
    );
    expect(report.rows.map((row) => [row.line, row.transactionId, row.mchOrderId, row.amount, row.fee])).toEqual([
      [4, 'TX9', 'order-9', 2350, 125],
    ]);
    expect(report.unreadColumns).toEqual(['Remark']);
    expect(report.totalLines).toEqual([5]);
    expect(report.summary).toMatchObject({ checked: false, note: 'the package holds no summary file' });
  });

  // Each fault is a typed error that says what to fix, never a partial report.
  it.each([
    [
      'encrypted to another key',
      async () =>
        readReportPackage(await encrypt(zipOf({ [detailName]: detail }), { publicKey: (await otherKeys).publicKey }), {
          privateKey: (await keys).privateKey,
        }),
      'ReportDecryptionError',
      'wrong-key',
    ],
    [
      'not encrypted at all (a bare zip)',
      async () => readReportPackage(zipOf({ [detailName]: detail }), { privateKey: (await keys).privateKey }),
      'ReportDecryptionError',
      'not-encrypted',
    ],
    [
      'an HTML error page instead of the package',
      async () =>
        readReportPackage(new TextEncoder().encode('<html>AccessDenied</html>'), {
          privateKey: (await keys).privateKey,
        }),
      'ReportDecryptionError',
      'not-encrypted',
    ],
    [
      'cut off (a truncated download)',
      async () => {
        const bytes = await encrypt(zipOf({ [detailName]: detail }), { publicKey: (await keys).publicKey });
        return readReportPackage(bytes.subarray(0, bytes.length - 40), { privateKey: (await keys).privateKey });
      },
      'ReportDecryptionError',
      'corrupt',
    ],
    [
      'altered on the way (one byte flipped)',
      async () => {
        const bytes = await encrypt(zipOf({ [detailName]: detail }), { publicKey: (await keys).publicKey });
        bytes[bytes.length - 30] = (bytes[bytes.length - 30] ?? 0) ^ 1;
        return readReportPackage(bytes, { privateKey: (await keys).privateKey });
      },
      'ReportDecryptionError',
      'corrupt',
    ],
    [
      'altered in its middle, where the zip is read before OpenPGP has checked the whole package',
      async () => {
        const rows = Array.from({ length: 5_000 }, (_, index) => [
          `TX${index}`,
          `order-${index}`,
          'THB',
          2300,
          0,
          'COMPLETED',
        ]);
        const bytes = await encrypt(zipOf({ [detailName]: detailCsv(rows) }), { publicKey: (await keys).publicKey });
        const middle = bytes.length >> 1;
        bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
        return readReportPackage(bytes, { privateKey: (await keys).privateKey, amountUnit: 'minor' });
      },
      'ReportDecryptionError',
      'corrupt',
    ],
    [
      'given a public key to decrypt with',
      async () => readReportPackage(new Uint8Array([0x85]), { privateKey: (await keys).publicKey }),
      'ReportDecryptionError',
      'bad-key',
    ],
    [
      'a decrypted content that is not a zip',
      async () =>
        readReportPackage(
          await encrypt(new TextEncoder().encode('plain text'), { publicKey: (await keys).publicKey }),
          { privateKey: (await keys).privateKey },
        ),
      'ReportFormatError',
      'not-a-zip',
    ],
    ['a zip with no detail file', () => read({ [summaryName]: summary }), 'ReportFormatError', 'missing-file'],
    ['a detail file in another format', () => read({ 'detail.pdf': '%PDF' }), 'ReportFormatError', 'missing-file'],
    [
      'a csv whose amount column is named otherwise',
      () => read({ [detailName]: detail.replace('Amount', 'Value') }),
      'ReportFormatError',
      'missing-column',
    ],
    [
      'a csv with an amount that is not a number',
      () => read({ [detailName]: detailCsv([['TX1', 'order-1', 'THB', 'n/a', 0, 'COMPLETED']]) }),
      'ReportFormatError',
      'bad-value',
    ],
    [
      'a csv in major units read as minor units',
      () => read({ [detailName]: detailCsv([['TX1', 'order-1', 'THB', '23.50', 0, 'COMPLETED']]) }),
      'ReportFormatError',
      'bad-value',
    ],
    [
      'a csv with a row of another length',
      () => read({ [detailName]: `${detail}TX3,order-3,THB,1\r\n` }),
      'ReportFormatError',
      'bad-value',
    ],
  ] as const)('refuses a package %s', async (_case, run, name, reason) => {
    const error = await run().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name, reason });
    expect(isReportDecryptionError(error) || isReportFormatError(error)).toBe(true);
    expect((error as Error).message).not.toMatch(/PRIVATE KEY|BEGIN PGP/);
  });

  it('reads a package in major units as major units when no unit is given: 1500.00 is PHP 1,500.00, never 1500 minor units', async () => {
    const csv = detailCsv([
      ['TX1', 'order-1', 'PHP', '1500.00', '7.50', 'COMPLETED'],
      ['TX2', 'order-2', 'PHP', '1,234', '0', 'COMPLETED'],
    ]);
    const report = await read({ '20260520_Payment_M1_PH_PHP.csv': csv }, { amountUnit: undefined });
    expect(report.rows.map((row) => [row.amount, row.fee, row.currency])).toEqual([
      [150000, 750, 'PHP'],
      [123400, 0, 'PHP'],
    ]);
    // Given as minor units, the decimal point is refused rather than read as 1500.
    const minor = await failure(read({ '20260520_Payment_M1_PH_PHP.csv': csv }, { amountUnit: 'minor' }));
    expect(minor).toMatchObject({ name: 'ReportFormatError', reason: 'bad-value' });
    expect(minor?.message).toContain('row 2: the amount "1500.00" is not an amount in minor units of PHP');
  });

  it('refuses to guess the unit of whole numbers the page does not state, naming the row and the option', async () => {
    const csv = detailCsv([['TX1', 'order-1', 'PHP', '1500', '0', 'COMPLETED']]);
    const error = await failure(read({ '20260520_Payment_M1_PH_PHP.csv': csv }, { amountUnit: undefined }));
    expect(error).toMatchObject({ name: 'ReportFormatError', reason: 'ambiguous-amount' });
    expect(error?.message).toContain('row 2: the amount "1500" reads both as minor units and as major units of PHP');
    expect(error?.message).toContain("amountUnit: 'minor'");
    // Whole rupiah read the same either way: nothing to guess.
    const rupiah = detailCsv([['TX1', 'order-1', 'IDR', '150000', '0', 'COMPLETED']]);
    const report = await read({ '20260520_Payment_M1_ID_IDR.csv': rupiah }, { amountUnit: undefined });
    expect(report.rows[0]?.amount).toBe(150000);
  });

  it.each([
    ['15,0000', 'amount', '"15,0000"'],
    ['1,5,0,0,0,0', 'amount', '"1,5,0,0,0,0"'],
    ['150000,', 'amount', '"150000,"'],
  ])('refuses thousands separators out of their groups: %s', async (amount, field, text) => {
    for (const amountUnit of ['minor', 'major'] as const) {
      const csv = detailCsv([['TX1', 'order-1', 'THB', amount, 0, 'COMPLETED']]);
      const error = await failure(read({ [detailName]: csv }, { amountUnit }));
      expect(error).toMatchObject({ name: 'ReportFormatError', reason: 'bad-value', file: detailName });
      expect(error?.message).toContain(`${detailName}, row 2: the ${field} ${text}`);
    }
  });

  it('refuses a row in a currency the gateway does not settle in, naming its row', async () => {
    const csv = detailCsv([
      ['TX1', 'order-1', 'THB', 2300, 0, 'COMPLETED'],
      ['TX2', 'order-2', 'USD', 150000, 0, 'COMPLETED'],
    ]);
    const error = await failure(read({ [detailName]: csv }));
    expect(error).toMatchObject({ name: 'ReportFormatError', reason: 'bad-value' });
    expect(error?.message).toContain(
      `${detailName}, row 3: the currency "USD" is not a currency the gateway settles in`,
    );
  });

  it('tells a total line by its structure, never by a cell: an order id "total-9" is a row like any other', async () => {
    const csv = [
      'Merchant Order ID,Transaction ID,Currency,Amount,Fee,Status,Remark',
      'total-9,TX9,THB,2300,0,COMPLETED,',
      'Subtotal-2,TX10,THB,100,0,COMPLETED,',
      ',,THB,500,0,COMPLETED,no ids', // settled, and nothing names it: reported, never left out
      'Total,,THB,2400,0,,', // "Total" where the order id is: a row of order "Total", reported
      ',,THB,2400,0,,Total', // only a summary's cells: a total line
      ',,,,,,',
    ].join('\r\n');
    const report = await read({ [detailName]: csv });
    expect(report.rows.map((row) => [row.line, row.mchOrderId, row.transactionId, row.amount])).toEqual([
      [2, 'total-9', 'TX9', 2300],
      [3, 'Subtotal-2', 'TX10', 100],
      [4, undefined, undefined, 500],
      [5, 'Total', undefined, 2400],
    ]);
    expect(report.totalLines).toEqual([6]);
  });

  it('names at most a few entries of a package with no detail file: 20,000 entries make a short message', async () => {
    const files = Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`notes/entry-${index}.txt`, '']));
    const error = await failure(read(files, { limits: { maxEntries: 20_000 } }));
    expect(error).toMatchObject({ name: 'ReportFormatError', reason: 'missing-file' });
    expect(error?.message.length).toBeLessThan(1_000);
    expect(error?.message).toContain('notes/entry-0.txt, notes/entry-1.txt');
    expect(error?.message).toContain('and 19,990 more');
  });

  it('escapes and cuts the cells an error message quotes', async () => {
    const cell = `1\u001b[2K\r${'9'.repeat(10_000)}`;
    const error = await failure(read({ [detailName]: detailCsv([['TX1', 'order-1', 'THB', cell, 0, 'COMPLETED']]) }));
    expect(error).toMatchObject({ name: 'ReportFormatError', reason: 'bad-value' });
    expect(error?.message).toContain('the amount "1\\u001b[2K\\u000d999');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a message must not hold.
    expect(error?.message).not.toMatch(/[\u0000-\u001f]/);
    expect(error?.message.length).toBeLessThan(500);
  });

  it('names the missing column, the headers it accepts, the headers found and the option that fixes it', async () => {
    const error = await read({ [detailName]: detail.replace('Amount', 'Value') }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe(
      `${detailName} has no amount column (a header named "Amount", "Transaction Amount", "Order Amount", "Trans Amount"); ` +
        'its headers are "Transaction ID", "Merchant Order ID", "Currency", "Value", "Fee", "Status". ' +
        "Name yours with `columns: { amount: '<header>' }` (--column amount=<header>)",
    );
  });
});
