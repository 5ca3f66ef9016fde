import { openEnum } from '@lintas/core';
import * as v from 'valibot';

/** Text of at most `max` characters, not empty. */
export const textOf = (max: number) =>
  v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));

/**
 * Any JSON object, passed on as it is: SNAP's `additionalInfo`, whose members the stored pages do not
 * list for these operations.
 */
export const AdditionalInfoSchema = v.record(v.string(), v.unknown());

/**
 * A transaction's status as SNAP codes it: `00` success, `01` initiated, `02` paying, `03` pending,
 * `04` refunded, `05` cancelled, `06` failed, `07` not found
 * (https://docs.finpay.id/api-reference/finpay-pg/snap/qris/payment-notify); other values may arrive.
 */
export const TransactionStatusSchema = openEnum(['00', '01', '02', '03', '04', '05', '06', '07']);

/** The members every SNAP answer has: its 7-digit `responseCode` and its `responseMessage`. */
export const answerEntries = {
  /** The 7-digit code: HTTP status, service code, case code (e.g. `2004700`). */
  responseCode: v.string(),
  /** What the code means, e.g. `Successful`. */
  responseMessage: v.optional(v.string()),
};
