import { strFromU8, unzipSync } from 'fflate';
import * as openpgp from 'openpgp';
import { describe, expect, it } from 'vitest';
import { generatedTransaction, generateReportPackage } from '../src/index.js';

// A package of a given size and mix, made without a store (the bench reads a million rows of one).

const merchantKey = openpgp.generateKey({ userIDs: [{ name: 'merchant' }], format: 'armored' });
const date = '2026-05-20';

async function filesOf(bytes: Uint8Array): Promise<Record<string, Uint8Array>> {
  const message = await openpgp.readMessage({ binaryMessage: bytes });
  const decryptionKeys = await openpgp.readPrivateKey({ armoredKey: (await merchantKey).privateKey });
  const { data } = await openpgp.decrypt({ message, decryptionKeys, format: 'binary' });
  return unzipSync(data as Uint8Array);
}

describe('generateReportPackage', () => {
  it('makes a csv package of the rows asked, drifting as its mix says, with a summary of what it holds', async () => {
    const made = await generateReportPackage({
      rows: 1_000,
      date,
      appId: 'M1',
      format: 'csv',
      feeBasisPoints: 50,
      publicKey: (await merchantKey).publicKey,
      mix: { amountDiffers: 0.01, leftOut: 0.02, extra: 0.005 },
    });
    expect(made.name).toBe('Settlement_M1_20260520020000.zip.gpg');
    const files = await filesOf(made.bytes);
    expect(Object.keys(files)).toEqual(['20260520_Payment_M1_PH_PHP.csv', 'summary_M1_20260520020000.csv']);
    const lines = strFromU8(files['20260520_Payment_M1_PH_PHP.csv'] as Uint8Array)
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Transaction ID,Merchant Order ID,Country,Currency,Amount,Fee,Status,Transaction Time,Settlement Time,Channel Code',
    );
    // 1,000 transactions, 20 left out, 5 extra rows.
    expect(lines).toHaveLength(1 + 1_000 - 20 + 5);
    const first = generatedTransaction(0, { rows: 1_000, date, feeBasisPoints: 50 });
    expect(lines[1]?.split(',').slice(0, 6)).toEqual([
      first.transactionId,
      'order-000000000',
      'PH',
      'PHP',
      String(first.amount),
      String(first.fee),
    ]);
    const amounts = lines.slice(1).filter((line) => line.startsWith('TX') && !line.includes(',extra-'));
    const drifted = amounts.filter((line) => {
      const [, order, , , amount] = line.split(',');
      const index = Number(order?.slice('order-'.length));
      return Number(amount) !== generatedTransaction(index, { rows: 1_000, date }).amount;
    });
    expect(drifted).toHaveLength(10);
    const summary = strFromU8(files['summary_M1_20260520020000.csv'] as Uint8Array)
      .split('\r\n')[1]
      ?.split(',');
    expect(summary?.[3]).toBe(String(lines.length - 1));
  });

  it('makes an xlsx package in major units, the xlsx kept as it is in the zip', async () => {
    const made = await generateReportPackage({
      rows: 50,
      date,
      appId: 'M1',
      amountUnit: 'major',
      publicKey: (await merchantKey).publicKey,
    });
    const files = await filesOf(made.bytes);
    const xlsx = unzipSync(files['20260520_Payment_M1_PH_PHP.xlsx'] as Uint8Array);
    const sheet = strFromU8(xlsx['xl/worksheets/sheet1.xml'] as Uint8Array);
    expect(sheet.match(/<row /g)).toHaveLength(51);
    const amount = generatedTransaction(0, { rows: 50, date }).amount;
    expect(sheet).toContain(`<t>${(amount / 100).toFixed(2)}</t>`);
  });
});
