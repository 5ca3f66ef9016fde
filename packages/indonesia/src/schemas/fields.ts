import { amountIn, personalData } from '@lintas/core';
import * as v from 'valibot';

/** An Indonesian mobile number: 10–13 digits starting `08`, e.g. `081234567890` (https://docs.ezpaytechs.com/en/indonesia/Payment/Collection.html). */
export const IndonesianMobileSchema = v.pipe(
  v.string(),
  v.regex(/^08\d{8,11}$/, 'must be an ID mobile number: 10–13 digits starting 08, e.g. 081234567890'),
  personalData(),
);

/** A required text the documentation gives no length for: it must not be empty. */
export const RequiredTextSchema = v.pipe(v.string(), v.minLength(1, 'must not be empty'));

/**
 * A merchant key on the PayCools Indonesia pages: letters and digits, 10–32 characters
 * (https://developers.paycools.co.id/en/payment/Collection.html, .../disbursement/Disburse.html).
 */
export const PayCoolsKeySchema = v.pipe(
  v.string(),
  v.minLength(10, 'must be at least 10 characters'),
  v.maxLength(32, 'must be at most 32 characters'),
  v.regex(/^[A-Za-z0-9]+$/, 'must be letters and digits only'),
);

/**
 * A virtual-account amount in whole rupiah: 2000–100000000 (https://developers.paycools.co.id/en/payment/VACollection.html).
 * Positivity is a type-level check; the bounds are format checks.
 */
export const VirtualAccountAmountSchema = v.pipe(
  amountIn('IDR'),
  v.minValue(2000, 'must be at least 2000 rupiah'),
  v.maxValue(100_000_000, 'must be at most 100000000 rupiah'),
);

/**
 * The `paymentCode` object of the VA create answers. Both pages cut their example off inside it, right
 * after `mchOrderId`, so every member is optional and unknown members are kept.
 */
export const PaymentCodeSchema = v.looseObject({
  /** Your order id. */
  mchOrderId: v.nullish(v.string()),
  /** The VA channel, e.g. `BNI_VA`. */
  channelCode: v.nullish(v.string()),
  /** The virtual-account number the payer pays to, when the gateway names it so. */
  referenceNumber: v.nullish(v.string()),
});
