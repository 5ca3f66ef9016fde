import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CheckedPayout } from './confirm-payout-notification.js';
import type { GatewayRecord, NotificationLookup } from './define-notification.js';
import { payoutEvents } from './payout-events.js';
import { PayoutNotificationSchema } from './schemas/payout-notification.js';

describe('payoutEvents', () => {
  it('declares both payout events keyed on the transaction, bound to no URL, their status read as named', () => {
    const payout = payoutEvents('PH');
    expect(Object.keys(payout)).toEqual(['disbursement.success', 'disbursement.failed']);
    for (const definition of Object.values(payout)) {
      expect(definition).toMatchObject({ kind: 'payout', schema: PayoutNotificationSchema, key: ['transactionId'] });
      expect(definition).not.toHaveProperty('bound');
      expect(definition.status?.member).toBe('transactionStatus');
    }
    expect(payout['disbursement.success'].status?.outcome).toEqual(['COMPLETED', 'COMPLETE', 'SUCCESS']);
    expect(payout['disbursement.failed'].status?.outcome).toEqual(['FAILED', 'CLOSED']);
  });

  it('confirms with the payout status check in its country, by mchOrderId', async () => {
    const asked: unknown[] = [];
    const checked = { mchOrderId: 'po-1', transactionId: 'TX-1', amount: 100, transactionStatus: 'COMPLETED' };
    const lookup: NotificationLookup = {
      call: async (endpoint, params) => {
        asked.push([endpoint.path, params]);
        return checked as never;
      },
    };
    const payload = { ...checked, eventName: 'disbursement.success' };
    const found = await payoutEvents('TH')['disbursement.success'].confirm?.(payload as never, lookup);
    expect(asked).toEqual([['/open-api/disbursement/check', { mchOrderId: 'po-1', countryCode: 'TH' }]]);
    expect(found?.members).toEqual({
      mchOrderId: 'po-1',
      transactionId: 'TX-1',
      amount: 100,
      transactionStatus: 'COMPLETED',
    });
    expectTypeOf(found).toEqualTypeOf<GatewayRecord<CheckedPayout> | undefined>();
  });
});
