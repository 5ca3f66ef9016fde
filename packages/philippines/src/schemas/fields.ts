import { HttpUrlSchema } from '@lintas/core';
import * as v from 'valibot';

/** The merchant's own order id: 1–32 characters (provider-facts §5, PH create and query). */
export const MerchantOrderIdSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/** A Philippine mobile number: 11–14 digits starting `09`, e.g. `09171234567` (provider-facts §5). */
export const PhilippineMobileSchema = v.pipe(
  v.string(),
  v.regex(/^09\d{9,12}$/, 'must be a PH mobile number: 11–14 digits starting 09, e.g. 09171234567'),
);

/** The payer's name: 1–128 characters (provider-facts §5). */
export const CustomerNameSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(128, 'must be at most 128 characters'),
);

/**
 * The payer's e-mail address: 1–128 characters (provider-facts §5). Only an `@` between non-blank parts
 * is required, so unusual but valid addresses are not refused here.
 */
export const EmailSchema = v.pipe(
  v.string(),
  v.maxLength(128, 'must be at most 128 characters'),
  v.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'),
);

/** The address of the payment notification: an http(s) URL of at most 256 characters (provider-facts §5). */
export const NotifyUrlSchema = v.pipe(HttpUrlSchema, v.maxLength(256, 'must be at most 256 characters'));

/** A free text the gateway keeps with the order: 1–256 characters (provider-facts §5). */
export const RemarkSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty when given'),
  v.maxLength(256, 'must be at most 256 characters'),
);
