import { defineEndpoint, GatewayDateTimeSchema, type InferData } from '@lintas/core';
import * as v from 'valibot';
import { PaymentStatusSchema } from '../schemas/fields.js';
import { CheckoutStatusSchema } from './create-checkout.js';

/** Params of {@link queryCheckout}. */
export const QueryCheckoutParamsSchema = v.strictObject({
  /** The gateway's id of the checkout, as `createCheckout` answered it. */
  checkoutId: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
});

/** One payment made through a checkout. */
export const CheckoutTransactionSchema = v.looseObject({
  /** The gateway's id of the payment. */
  transactionId: v.string(),
  /** The payment's status, e.g. `COMPLETED`. */
  transactionStatus: v.nullish(PaymentStatusSchema),
  /** The channel the payer paid on, e.g. `PH_GCASH_URL`. */
  channelCode: v.nullish(v.string()),
  /** When the payment was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  transactionCreateTime: v.nullish(GatewayDateTimeSchema),
  /** When the payment finished; present once it is finished. */
  transactionReturnTime: v.nullish(GatewayDateTimeSchema),
});

/**
 * Data of {@link queryCheckout}. No page of the gateway shows this answer, so its members are optional:
 * check `status` and `transactionList` before relying on them.
 */
// Only the create is documented: https://docs.paycools.com/en/v2/checkout/Checkout.html
export const QueryCheckoutDataSchema = v.looseObject({
  /** The gateway's id of the checkout. */
  checkoutId: v.nullish(v.string()),
  /** `PENDING` until paid, then `PAID`; `EXPIRED` once its time ran out unpaid. */
  status: v.nullish(CheckoutStatusSchema),
  /** Until when the checkout can be paid: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  expiresTime: v.nullish(GatewayDateTimeSchema),
  /** The payments made through the checkout; the paying one once it is `PAID`. */
  transactionList: v.nullish(v.array(CheckoutTransactionSchema)),
});

/** What {@link queryCheckout} takes. */
export type QueryCheckoutParams = v.InferInput<typeof QueryCheckoutParamsSchema>;
/** What {@link queryCheckout} resolves with. */
export type QueryCheckoutData = InferData<typeof QueryCheckoutDataSchema>;

/**
 * Looks up a checkout order and the payments made through it: `POST /open-api/payment/checkout/query`.
 * A read: retried on transient failures. An unknown checkout answers `GatewayError` 21006.
 */
export const queryCheckout = defineEndpoint({
  path: '/open-api/payment/checkout/query',
  params: QueryCheckoutParamsSchema,
  data: QueryCheckoutDataSchema,
  retry: 'read',
});
