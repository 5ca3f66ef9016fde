import { type ConfirmedNotification, createNotificationHandler, type NotificationsOf } from '@lintas/core';
import type { directDebit } from '@lintas/direct-debit';
import { describe, expectTypeOf, it } from 'vitest';
import { type NeutralNotification, neutral, type QueryPaymentData } from '../src/index.js';

describe('the neutral family’s notifications', () => {
  it('declares direct.debit.* of a payment made with a pay token, confirmed with the unified status check', () => {
    expectTypeOf<NeutralNotification<'direct.debit.success'>['kind']>().toEqualTypeOf<'direct-debit-payment'>();
    expectTypeOf<NeutralNotification<'direct.debit.failed'>['payload']['transactionId']>().toEqualTypeOf<string>();
    type Confirmed = ConfirmedNotification<NotificationsOf<[typeof neutral]>, 'direct.debit.success'>;
    expectTypeOf<Confirmed['record']>().toEqualTypeOf<QueryPaymentData>();
  });

  it('types a direct.debit.success listener with the neutral and direct-debit families both given', () => {
    type Events = NotificationsOf<[typeof neutral, typeof directDebit]>;
    expectTypeOf<Events>().toHaveProperty('direct.debit.success');
    createNotificationHandler({
      verifier: {} as never,
      plugins: [neutral],
      on: { 'direct.debit.success': (n) => expectTypeOf(n.payload.amount).toEqualTypeOf<number>() },
    });
  });
});
