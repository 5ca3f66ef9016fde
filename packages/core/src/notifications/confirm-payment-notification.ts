import type { GenericSchema } from 'valibot';
import type { AnyEndpoint, EndpointData, EndpointParams } from '../types/endpoint.js';
import type { GatewayRecord, NotificationLookup } from './define-notification.js';

/** The members of a payment notification its lookup can be called with. */
export interface PaymentNotificationKeys {
  /** The merchant's order id of the payment. */
  readonly mchOrderId: string;
  /** The gateway's transaction id of the payment. */
  readonly transactionId: string;
}

/**
 * What a payment lookup answers, at least: the members compared with the notification's. A member the
 * lookup leaves out (`null` or absent) is not compared.
 */
export interface LookedUpPayment {
  /** The merchant's order id. */
  readonly mchOrderId?: string | null | undefined;
  /** The gateway's transaction id. */
  readonly transactionId?: string | null | undefined;
  /** The amount, in the unit the notification carries it in. */
  readonly amount?: number | null | undefined;
  /**
   * The amount as some copies of a status check name it (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html):
   * compared when `amount` is absent.
   */
  readonly transactionAmount?: number | null | undefined;
  /** `PENDING` until the payment ends, then its outcome. */
  readonly transactionStatus?: string | null | undefined;
}

/** An endpoint that looks one payment up: its answer carries the members of {@link LookedUpPayment}. */
export type PaymentLookupEndpoint = AnyEndpoint & { readonly data: GenericSchema<unknown, LookedUpPayment> };

/**
 * For plugin authors: the `confirm` of a family's payment notification (`payment.success` /
 * `payment.failed` and their kin), which looks the payment up with the family's `lookup` endpoint, called
 * with the params `paramsOf` builds from the notification, and compares its order id, transaction id,
 * amount and status with the notification's. A payment the lookup shows unsettled (`PENDING`) makes an
 * early notification of its outcome come back later.
 *
 * @example
 * ```ts
 * import { confirmPaymentNotification, defineNotification, PaymentNotificationSchema } from '@lintas/core';
 * import { queryPayment } from './endpoints/query-payment.js';
 *
 * const paymentNotification = defineNotification({
 *   kind: 'payment',
 *   schema: PaymentNotificationSchema,
 *   key: ['transactionId'],
 *   status: 'transactionStatus',
 *   bound: ['mchOrderId'],
 *   confirm: confirmPaymentNotification(queryPayment, ({ mchOrderId }) => ({ mchOrderId })),
 * });
 * ```
 */
export function confirmPaymentNotification<TEndpoint extends PaymentLookupEndpoint>(
  lookup: TEndpoint,
  paramsOf: (payload: PaymentNotificationKeys) => EndpointParams<TEndpoint>,
): (payload: PaymentNotificationKeys, lookup: NotificationLookup) => Promise<GatewayRecord<EndpointData<TEndpoint>>> {
  return async (payload, { call }) => {
    const record = await call(lookup, paramsOf(payload));
    // The endpoint's answer schema produces these members (see PaymentLookupEndpoint).
    const payment = record as LookedUpPayment;
    return {
      record,
      members: {
        mchOrderId: payment.mchOrderId,
        transactionId: payment.transactionId,
        amount: payment.amount ?? payment.transactionAmount,
        transactionStatus: payment.transactionStatus,
      },
    };
  };
}
