import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CheckedPayout,
  confirmPaymentNotification,
  confirmPayoutNotification,
  DirectDebitPaymentNotificationSchema,
  defineEndpoint,
  defineNotification,
  type EndpointData,
  type GatewayRecord,
  type NotificationDefinition,
  type NotificationLookup,
  type PaymentNotificationKeys,
  PaymentNotificationSchema,
  type PayoutNotificationPayload,
} from '../../src/index.js';

const queryPayment = defineEndpoint({
  path: '/open-api/philippines/payment/query',
  params: v.strictObject({ mchOrderId: v.string() }),
  data: v.looseObject({
    mchOrderId: v.string(),
    transactionId: v.nullish(v.string()),
    amount: v.nullish(v.number()),
    transactionStatus: v.picklist(['PENDING', 'COMPLETED']),
    payUrl: v.string(),
  }),
  retry: 'read',
});

describe('confirmPaymentNotification', () => {
  it("resolves the lookup's own answer as the record", () => {
    const confirm = confirmPaymentNotification(queryPayment, ({ mchOrderId }) => ({ mchOrderId }));
    expectTypeOf(confirm).parameters.toEqualTypeOf<[PaymentNotificationKeys, NotificationLookup]>();
    expectTypeOf(confirm).returns.resolves.toEqualTypeOf<GatewayRecord<EndpointData<typeof queryPayment>>>();
    expectTypeOf<Awaited<ReturnType<typeof confirm>>['record']['payUrl']>().toEqualTypeOf<string>();
  });

  it('hands the notification its order id and transaction id, and takes only the params of the lookup', () => {
    confirmPaymentNotification(queryPayment, (payload) => {
      expectTypeOf(payload).toEqualTypeOf<PaymentNotificationKeys>();
      return { mchOrderId: payload.transactionId };
    });
    // @ts-expect-error: the lookup takes no transactionId
    confirmPaymentNotification(queryPayment, ({ transactionId }) => ({ transactionId }));
    // @ts-expect-error: the lookup needs its mchOrderId
    confirmPaymentNotification(queryPayment, () => ({}));
  });

  it('refuses a lookup whose answer carries the members under other types', () => {
    const queryText = defineEndpoint({
      path: '/open-api/payment/query',
      params: v.strictObject({ mchOrderId: v.string() }),
      data: v.looseObject({ mchOrderId: v.string(), amount: v.string() }),
      retry: 'read',
    });
    // @ts-expect-error: an amount written as text is not compared as the notification's integer
    confirmPaymentNotification(queryText, ({ mchOrderId }) => ({ mchOrderId }));
  });

  it('is a confirm of the payment notifications, whose record the definition carries', () => {
    const confirm = confirmPaymentNotification(queryPayment, ({ mchOrderId }) => ({ mchOrderId }));
    const payment = defineNotification({ kind: 'payment', schema: PaymentNotificationSchema, key: [], confirm });
    expectTypeOf(payment).toEqualTypeOf<
      NotificationDefinition<'payment', typeof PaymentNotificationSchema, EndpointData<typeof queryPayment>>
    >();
    const directDebit = defineNotification({
      kind: 'direct-debit-payment',
      schema: DirectDebitPaymentNotificationSchema,
      key: [],
      confirm,
    });
    expectTypeOf(directDebit.kind).toEqualTypeOf<'direct-debit-payment'>();
  });

  it('keeps the type of confirmPayoutNotification', () => {
    expectTypeOf(confirmPayoutNotification('PH')).toEqualTypeOf<
      (payload: PayoutNotificationPayload, lookup: NotificationLookup) => Promise<GatewayRecord<CheckedPayout>>
    >();
  });
});
