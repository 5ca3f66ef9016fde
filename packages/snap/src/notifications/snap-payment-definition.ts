import {
  type AnyNotificationDefinition,
  type CreatedRecordStore,
  defineNotification,
  type GatewayRecord,
  type NotificationLookup,
  NotificationNotConfirmedError,
} from '@lintas/core';
import { createdCodeKey } from '../client/created-codes.js';
import { queryPaymentStatus } from '../endpoints/query-payment-status.js';
import { isSnapError } from '../errors/snap-error.js';
import { bounded } from '../utils/bounded.js';
import { CargoPaymentNotificationSchema } from './payment-notification-schemas.js';
import { snapPaymentEvent } from './read-snap-notification.js';

/** How the handler proves a payment notification is the merchant's, as its options give it. */
export interface SnapProofs {
  /** The site's name, under which its client recorded its codes. */
  readonly site: string;
  /** The codes the merchant's SNAP client created, recorded in its store by `partnerId`. */
  readonly createdCodes?: { readonly store: CreatedRecordStore; readonly partnerId: string } | undefined;
  /** Look the payment up with `queryPaymentStatus` under `merchantId`. */
  readonly lookup?: { readonly merchantId: string } | undefined;
  /** How long a store call may take before the notification is answered "come back later". */
  readonly storeTimeoutMs: number;
}

type Payload = Readonly<Record<string, unknown>>;
type Found = GatewayRecord<unknown> | undefined;

const unavailable = (cause: unknown) =>
  new NotificationNotConfirmedError(snapPaymentEvent, 'unavailable', [], { cause });

/** The code the merchant recorded under the notification's `partnerReferenceNo`, compared by its `referenceNo`. */
async function recordedCode(proofs: SnapProofs, partnerReferenceNo: string): Promise<Found | 'none'> {
  const codes = proofs.createdCodes;
  if (codes === undefined) return 'none';
  const key = createdCodeKey(proofs.site, codes.partnerId, partnerReferenceNo);
  let recorded: string | null | undefined;
  try {
    recorded = await bounded(codes.store.getRecord(key), proofs.storeTimeoutMs);
  } catch (error) {
    throw unavailable(error);
  }
  // Created, and its answer not recorded (yet): whose the notification is cannot be told now.
  if (recorded === null) throw new NotificationNotConfirmedError(snapPaymentEvent, 'pending');
  if (recorded === undefined) return 'none';
  return { record: { referenceNo: recorded, partnerReferenceNo }, members: { originalReferenceNo: recorded } };
}

/** The payment as `queryPaymentStatus` finds it under the merchant's id. */
async function queriedPayment(
  merchantId: string,
  partnerReferenceNo: string,
  lookup: NotificationLookup,
): Promise<Found> {
  try {
    const record = await lookup.call(queryPaymentStatus, {
      originalPartnerReferenceNo: partnerReferenceNo,
      merchantId,
    });
    return {
      record,
      // A record that names no referenceNo cannot be told from another merchant's: it differs.
      members: {
        originalReferenceNo: record.originalReferenceNo ?? '',
        latestTransactionStatus: record.latestTransactionStatus,
      },
    };
  } catch (error) {
    if (isSnapError(error) && error.httpStatus === 404) return undefined;
    if (isSnapError(error) && (error.httpStatus >= 500 || error.httpStatus === 408 || error.httpStatus === 429))
      throw unavailable(error);
    throw error;
  }
}

/**
 * The payment notification's definition for the delivery loop: its transaction's `referenceNo`
 * compared with the code the merchant's client recorded under its `partnerReferenceNo`, or with the
 * payment `queryPaymentStatus` finds under the merchant's id (its status too: a payment still pending
 * there is "come back later"); the URL bound to its `partnerReferenceNo`. A notification without both
 * ids is found by neither.
 */
export function snapPaymentDefinition(proofs: SnapProofs): AnyNotificationDefinition {
  const provable = proofs.createdCodes !== undefined || proofs.lookup !== undefined;
  async function confirm(payload: Payload, lookup: NotificationLookup): Promise<Found> {
    const referenceNo = payload.originalReferenceNo;
    const partnerReferenceNo = payload.originalPartnerReferenceNo;
    if (typeof referenceNo !== 'string' || typeof partnerReferenceNo !== 'string') return undefined;
    const code = await recordedCode(proofs, partnerReferenceNo);
    if (code !== 'none' || proofs.lookup === undefined) return code === 'none' ? undefined : code;
    return queriedPayment(proofs.lookup.merchantId, partnerReferenceNo, lookup);
  }
  return defineNotification({
    kind: 'payment',
    schema: CargoPaymentNotificationSchema,
    key: ['originalReferenceNo'],
    bound: ['originalPartnerReferenceNo'],
    // SNAP's statuses: 00 success, 04 refunded, 05 cancelled, 06 failed and 07 not found are final; 01
    // initiated, 02 paying and 03 pending are not yet (https://docs.finpay.id/api-reference/finpay-pg/snap/qris/payment-notify).
    status: { member: 'latestTransactionStatus', settled: ['00', '04', '05', '06', '07'] },
    ...(provable && { confirm }),
  });
}
