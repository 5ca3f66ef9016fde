import { openEnum, personalData } from '@lintas/core';
import * as v from 'valibot';

/** A gateway transaction id in a request: 1–32 characters (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html, https://docs.bluepay.asia/en/refund/CreateRefundOrder.html). */
export const TransactionIdSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/**
 * The payer's mobile number on the country-neutral operations: 10–14 digits
 * (https://docs.paycools.com/en/v2/Payment/Collection.html, https://docs.paycools.com/en/v2/checkout/Checkout.html), e.g. `09171234567` in the Philippines or `081234567890` in Indonesia.
 */
export const MobileSchema = v.pipe(
  v.string(),
  v.regex(/^\d{10,14}$/, 'must be a mobile number of 10–14 digits'),
  personalData(),
);

/** The statuses of a payment seen so far (https://docs.paycools.com/en/v2/Payment/Close.html); other values may arrive. */
export const PaymentStatusSchema = openEnum(['PENDING', 'COMPLETED', 'FAILED', 'CLOSED']);

/**
 * One product of a PAYLATER payment or checkout. The gateway's pages list the object without showing
 * its members, so any JSON members are accepted and sent as given.
 */
// https://docs.paycools.com/en/v2/Payment/Collection.html, https://docs.paycools.com/en/v2/checkout/Checkout.html
export const GoodsDetailSchema = v.record(v.string(), v.unknown());

/** The payer's billing address, required by PAYLATER channels; its members are not shown by the pages, so any are accepted. */
// https://docs.paycools.com/en/v2/Payment/Collection.html, https://docs.paycools.com/en/v2/checkout/Checkout.html
export const BillingAddressSchema = v.pipe(v.record(v.string(), v.unknown()), personalData());

/**
 * WeChat Pay parameters of a payment; the page lists the object without its members, so any are accepted.
 * Personal data: they may name the payer's WeChat account.
 */
// https://docs.paycools.com/en/v2/Payment/Collection.html
export const WechatpaySchema = v.pipe(v.record(v.string(), v.unknown()), personalData());

/** The statuses of a refund seen so far; other values may arrive. */
export const RefundStatusSchema = openEnum(['PENDING', 'COMPLETE', 'FAILED']);

/**
 * The `failedCode` of a failed payment or payout: a negative integer such as `-10004` (see
 * `TransactionFailedCode`), though one copy of the gateway's documentation types it as a string
 * (https://developers.paycools.co.id/en/common/ApiErrorCode.html), so both are accepted as sent.
 */
export const FailedCodeSchema = v.union([v.number(), v.string()]);
