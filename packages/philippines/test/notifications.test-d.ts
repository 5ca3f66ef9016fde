import {
  createClient,
  createNotificationHandler,
  type Notification,
  type NotificationsOf,
  type Signer,
  type Verifier,
} from '@lintas/core';
import { neutral } from '@lintas/neutral';
import { describe, expectTypeOf, it } from 'vitest';
import { type PhilippinesNotification, type PhilippinesNotifications, philippines } from '../src/index.js';

declare const verifier: Verifier;
declare const signer: Signer;

describe('the handler typed by the plugins given', () => {
  it('types the listeners of the events the Philippine family declares, and refuses others', () => {
    createNotificationHandler({
      verifier,
      plugins: [philippines],
      on: {
        'payment.success': (n) => {
          expectTypeOf(n.payload.mchOrderId).toEqualTypeOf<string>();
          expectTypeOf(n.kind).toEqualTypeOf<'payment'>();
        },
        'disbursement.failed': (n) => expectTypeOf(n.kind).toEqualTypeOf<'payout'>(),
        // @ts-expect-error: no plugin given declares the refund events
        'payment.refund.success': () => undefined,
      },
    });
  });

  it('accumulates the events of several plugins, as client.use() does', () => {
    type Events = NotificationsOf<[typeof philippines, typeof neutral]>;
    expectTypeOf<'payment.refund.success'>().toMatchTypeOf<keyof Events>();
    expectTypeOf<'static.order.payment.success'>().toMatchTypeOf<keyof Events>();
    createNotificationHandler({
      verifier,
      plugins: [philippines, neutral],
      on: { 'payment.refund.success': (n) => expectTypeOf(n.payload.refundAmount).toEqualTypeOf<number>() },
    });
  });

  it('hands the record the lookup answered to the listener when the handler confirms', () => {
    const client = createClient({ baseUrl: 'https://gateway.example', appId: 'app', signer });
    createNotificationHandler({
      verifier,
      plugins: [philippines],
      confirm: client,
      on: {
        'payment.success': (n) => {
          expectTypeOf(n.record.amount).toEqualTypeOf<number>();
          expectTypeOf(n.record.transactionStatus).toMatchTypeOf<string>();
        },
      },
    });
  });

  it('exports the family notification type', () => {
    expectTypeOf<PhilippinesNotification<'disbursement.success'>['kind']>().toEqualTypeOf<'payout'>();
    expectTypeOf<PhilippinesNotification<'payment.success'>>().toMatchTypeOf<Notification<PhilippinesNotifications>>();
  });
});
