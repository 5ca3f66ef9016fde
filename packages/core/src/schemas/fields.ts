import * as v from 'valibot';
import { personalData } from '../personal-data/personal-data.js';
import { HttpUrlSchema } from './url.js';

/** The merchant's own order id in a request: 1–32 characters (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html, https://docs.paycools.com/en/v2/Payment/Collection.html). */
export const MerchantOrderIdSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/** The payer's name: 1–128 characters (https://docs.ezpaytechs.com/en/philippines/Payment/Dynamic/Collection.html). */
export const CustomerNameSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(128, 'must be at most 128 characters'),
  personalData(),
);

/**
 * The payer's e-mail address: at most 128 characters. Only an `@` between non-blank
 * parts is required, so unusual but valid addresses are not refused here.
 */
export const EmailSchema = v.pipe(
  v.string(),
  v.maxLength(128, 'must be at most 128 characters'),
  v.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'),
  personalData(),
);

/** A notification address: an http(s) URL of at most 256 characters. */
export const NotifyUrlSchema = v.pipe(HttpUrlSchema, v.maxLength(256, 'must be at most 256 characters'));

/** A browser return address: an http(s) URL of at most 512 characters. */
export const RedirectUrlSchema = v.pipe(HttpUrlSchema, v.maxLength(512, 'must be at most 512 characters'));

/** A free text the gateway keeps with the order: 1–256 characters. */
export const RemarkSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty when given'),
  v.maxLength(256, 'must be at most 256 characters'),
);
