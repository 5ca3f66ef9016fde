import type { CreatePayoutParams } from '@lintas/philippines';
import { uniqueId } from '@lintas/testing';

/** A PH bank payout of PHP 1,500.00 under fresh keys, with `overrides`. */
export function bankPayout(overrides: Partial<CreatePayoutParams> = {}): CreatePayoutParams {
  return {
    mchOrderId: uniqueId('out'),
    idempotencyId: uniqueId('idem-out'),
    amount: 150000,
    accountNo: '001234567890',
    accountName: 'Jose Reyes',
    payMethodCode: 'BANK',
    transferCode: 'CIMB',
    ...overrides,
  } as CreatePayoutParams;
}
