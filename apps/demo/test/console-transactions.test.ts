import { describe, expect, it } from 'vitest';
import { payoutDestination } from '../src/console/transactions.js';

const QR =
  '00020101021127630011ph.ppmi.p2m0111GCASHPHPXXX0316MANGINASAL000120416MANGINASAL00012520458145303608540550.005802PH5911MANG INASAL6006MANILA6304ABCD';

describe("a payout's destination, as its row in the console says it", () => {
  const rows: ReadonlyArray<readonly [string, Parameters<typeof payoutDestination>[0], string]> = [
    ['a bank account', { payMethodCode: 'BANK', transferCode: 'CIMB', accountNo: '1234567890' }, 'to CIMB 1234567890'],
    [
      'an e-wallet',
      { payMethodCode: 'EWALLET', transferCode: 'GCASH', accountNo: '09171234567' },
      'to GCASH 09171234567',
    ],
    [
      'a QR code, no bank named (never "null")',
      { payMethodCode: 'SCANQR', transferCode: null, accountNo: QR },
      'to the QR code 00020101021127630011ph.p…6304ABCD',
    ],
    [
      'a QR code with its bank',
      { payMethodCode: 'SCANQR', transferCode: 'GCASH', accountNo: QR },
      'to the QR code 00020101021127630011ph.p…6304ABCD (GCASH)',
    ],
    [
      'a short QR content, whole',
      { payMethodCode: 'SCANQR', transferCode: null, accountNo: '000201TEST' },
      'to the QR code 000201TEST',
    ],
    [
      'no bank on another method: the method',
      { payMethodCode: 'BANK', transferCode: null, accountNo: '1234' },
      'to BANK 1234',
    ],
  ];
  it.each(rows)('%s', (_, payout, text) => {
    expect(payoutDestination(payout)).toBe(text);
  });
});
