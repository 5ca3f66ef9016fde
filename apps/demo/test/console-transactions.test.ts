import { describe, expect, it } from 'vitest';
import { payoutDestination, snapRows } from '../src/console/transactions.js';

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

type SnapRecord = Parameters<typeof snapRows>[0][number];
const IDR = (value: string) => ({ value, currency: 'IDR' });
const record = (changes: Partial<SnapRecord>): SnapRecord => ({
  referenceNo: 'R1',
  appId: 'mine',
  profile: 'paycools-cargo',
  serviceCode: '47',
  partnerReferenceNo: 'awb1',
  request: { codAmount: IDR('150000.00'), frtAmount: IDR('12000.00') },
  status: '03',
  createdAt: 1,
  paidAt: null,
  paidAmount: null,
  ...changes,
});

describe('a SNAP transaction, as its row in the console says it', () => {
  const rows: ReadonlyArray<readonly [string, SnapRecord, Readonly<Record<string, unknown>>]> = [
    [
      'a pending QRIS: its goods and freight, the payer may pay or fail it',
      record({}),
      {
        amount: 162_000,
        currency: 'IDR',
        status: 'PENDING',
        actions: ['snap-pay', 'snap-fail'],
        detail: 'QRIS, paycools-cargo · 03',
      },
    ],
    [
      'a paid QRIS: what was paid, no moves left',
      record({ status: '00', paidAmount: IDR('162000.00') }),
      { amount: 162_000, status: 'SUCCESS', actions: [] },
    ],
    ['a failed QRIS', record({ status: '06' }), { status: 'FAILED', actions: [] }],
    [
      'an ATM code: the amount its additionalInfo names',
      record({ profile: 'eztrans', serviceCode: '90', request: { additionalInfo: { amount: IDR('50000.00') } } }),
      { amount: 50_000, currency: 'IDR', detail: 'ATM code, eztrans · 03' },
    ],
    [
      'an ATM code naming no amount: none shown',
      record({ serviceCode: '90', request: { additionalInfo: {} } }),
      { amount: undefined, currency: undefined },
    ],
    [
      'rupiah with cents: not an amount in whole rupiah, none shown',
      record({ request: { codAmount: IDR('150000.50'), frtAmount: IDR('12000.00') } }),
      { amount: undefined },
    ],
    [
      'goods and freight in different currencies: none shown',
      record({ request: { codAmount: IDR('150000.00'), frtAmount: { value: '12.00', currency: 'USD' } } }),
      { amount: undefined },
    ],
  ];
  it.each(rows)('%s', (_, snap, row) => {
    const [drawn] = snapRows([snap], ['mine']);
    expect(drawn).toMatchObject({ kind: 'snap', id: 'R1', reference: 'awb1' });
    for (const [name, value] of Object.entries(row)) expect(drawn?.[name as keyof typeof drawn], name).toEqual(value);
  });

  it("lists only the console's SNAP merchants", () => {
    expect(
      snapRows([record({}), record({ referenceNo: 'R2', appId: 'another' })], ['mine']).map((row) => row.id),
    ).toEqual(['R1']);
  });
});
