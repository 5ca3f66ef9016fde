import { HttpUrlSchema, openEnum } from '@lintas/core';
import * as v from 'valibot';

/** The merchant's own order id: 1–32 characters (provider-facts §4.2, §5). */
export const MerchantOrderIdSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/** A gateway transaction id in a request: 1–32 characters (provider-facts §4.2, §4.9). */
export const TransactionIdSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/** The payer's name: 1–128 characters (provider-facts §5). */
export const CustomerNameSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(128, 'must be at most 128 characters'),
);

/**
 * The payer's e-mail address: at most 128 characters (provider-facts §5). Only an `@` between non-blank
 * parts is required, so unusual but valid addresses are not refused here.
 */
export const EmailSchema = v.pipe(
  v.string(),
  v.maxLength(128, 'must be at most 128 characters'),
  v.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'),
);

/**
 * The payer's mobile number on the country-neutral operations: 10–14 digits (provider-facts §4.5 and
 * §4.7: `mobile (10-14)`), e.g. `09171234567` in the Philippines or `081234567890` in Indonesia.
 */
export const MobileSchema = v.pipe(v.string(), v.regex(/^\d{10,14}$/, 'must be a mobile number of 10–14 digits'));

/** A notification address: an http(s) URL of at most 256 characters (provider-facts §5, §4.9). */
export const NotifyUrlSchema = v.pipe(HttpUrlSchema, v.maxLength(256, 'must be at most 256 characters'));

/** A browser return address: an http(s) URL of at most 512 characters (provider-facts §5). */
export const RedirectUrlSchema = v.pipe(HttpUrlSchema, v.maxLength(512, 'must be at most 512 characters'));

/** A free text the gateway keeps with the order: 1–256 characters (provider-facts §5). */
export const RemarkSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty when given'),
  v.maxLength(256, 'must be at most 256 characters'),
);

/** The statuses of a payment seen so far (spec §3, provider-facts §4.2, §4.3); other values may arrive. */
export const PaymentStatusSchema = openEnum(['PENDING', 'COMPLETED', 'FAILED', 'CLOSED']);

/** The statuses of a refund seen so far (spec §3); other values may arrive. */
export const RefundStatusSchema = openEnum(['PENDING', 'COMPLETE', 'FAILED']);

/**
 * The `failedCode` of a failed payment or payout: a negative integer such as `-10004` (see
 * `TransactionFailedCode`), though one copy of the gateway's documentation types it as a string
 * (provider-facts §3.3), so both are accepted as sent.
 */
export const FailedCodeSchema = v.union([v.number(), v.string()]);
