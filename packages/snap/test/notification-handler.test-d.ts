import type { CreatedRecordStore, NotificationConfirmer } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  createSnapNotificationHandler,
  memorySnapStore,
  type SnapNotificationHandlerOptions,
  type SnapPaymentNotification,
} from '../src/index.js';

describe('the options of createSnapNotificationHandler', () => {
  it('take the proofs: the store the client records its codes in, a status query, bound URLs, or the named opt-out', () => {
    expectTypeOf(memorySnapStore()).toExtend<CreatedRecordStore>();
    expectTypeOf<SnapNotificationHandlerOptions['createdCodes']>().toEqualTypeOf<
      { readonly store: CreatedRecordStore; readonly partnerId: string } | undefined
    >();
    expectTypeOf<SnapNotificationHandlerOptions['confirm']>().toEqualTypeOf<
      { readonly client: NotificationConfirmer; readonly merchantId: string } | undefined
    >();
    expectTypeOf<SnapNotificationHandlerOptions['unconfirmed']>().toEqualTypeOf<true | undefined>();
    const base = { profile: 'paycools-cargo', onPayment: () => undefined } as const;
    // @ts-expect-error the opt-out is named, `true`: `false` proves nothing either
    void createSnapNotificationHandler({ ...base, unconfirmed: false });
  });

  it('hand onPayment the notification typed by its site', () => {
    expectTypeOf<Parameters<SnapNotificationHandlerOptions['onPayment']>[0]>().toEqualTypeOf<SnapPaymentNotification>();
    expectTypeOf(createSnapNotificationHandler).returns.resolves.toEqualTypeOf<
      (request: Request) => Promise<Response>
    >();
  });

  it('have no queue: each delivery is answered in its own request, once onPayment has run', () => {
    expectTypeOf<SnapNotificationHandlerOptions>().not.toHaveProperty('queue');
    type Handler = Awaited<ReturnType<typeof createSnapNotificationHandler>>;
    expectTypeOf<Handler>().not.toHaveProperty('processJob');
  });
});
