import {
  CountryCodeSchema,
  defineEndpoint,
  type GatewayCode,
  HttpUrlSchema,
  type InferData,
  personalData,
} from '@lintas/core';
import * as v from 'valibot';
import { DirectDebitChannelCodeSchema } from '../schemas/channel-codes.js';

/** Terminal types the payer can authorize from (https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html). */
export const terminalTypes = ['WEB', 'WAP', 'APP'] as const;

/** Operating systems of a WAP or APP terminal. */
export const osTypes = ['IOS', 'ANDROID', 'OTHER'] as const;

// userId and requestId are 1–32 characters: https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html
const identifier = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(32, 'must be at most 32 characters'),
);

/** Params of {@link createAuthorizationUrl}. */
export const CreateAuthorizationUrlParamsSchema = v.pipe(
  v.strictObject({
    /**
     * Your id of this authorization request, 1–32 characters, unique per request: a reused one is refused
     * with `GatewayError` 21007. It comes back in the authorization result notification.
     */
    requestId: identifier,
    /** Your id of the payer, 1–32 characters. Query the payer's tokens with it (`queryTokens`). */
    userId: v.pipe(identifier, personalData()),
    /** The direct-debit channel to authorize, e.g. `PH_GCASH_DIRECT_DEBIT`. */
    channelCode: DirectDebitChannelCodeSchema,
    /**
     * Two-letter country of the channel, e.g. `PH` (optional: PayCools v2 requires it, BluePay J&T's
     * documented request has none).
     */
    // Sent on https://docs.paycools.com/en/v2/DirectDebit/Prepare.html, absent on https://jtdocs.bluepay.asia/en/DirectDebit/Prepare.html
    countryCode: v.optional(CountryCodeSchema),
    /** Where the gateway sends the authorization result notification: an http(s) URL. */
    notifyUrl: HttpUrlSchema,
    /** Where the payer's browser returns after authorizing: an http(s) URL. */
    redirectUrl: HttpUrlSchema,
    /** What the payer authorizes from: `WEB` (desktop browser), `WAP` (mobile browser) or `APP`. */
    terminalType: v.picklist(terminalTypes, 'must be WEB, WAP or APP'),
    /**
     * The payer's operating system, `IOS`, `ANDROID` or `OTHER`. Required when `terminalType` is `WAP`
     * or `APP`; leave it out for `WEB`.
     */
    osType: v.optional(v.picklist(osTypes, 'must be IOS, ANDROID or OTHER')),
  }),
  v.forward(
    v.partialCheck(
      [['terminalType'], ['osType']],
      (params) => params.terminalType === 'WEB' || params.osType !== undefined,
      'osType is required when terminalType is WAP or APP',
    ),
    ['osType'],
  ),
);

/** Data of {@link createAuthorizationUrl}. */
export const CreateAuthorizationUrlDataSchema = v.looseObject({
  /** Your id of the authorization request, as sent. */
  requestId: v.string(),
  /** Your id of the payer, as sent. */
  userId: v.pipe(v.string(), personalData()),
  /** The direct-debit channel, as sent. */
  channelCode: v.string(),
  /** The page to send the payer to; authorizing there issues a pay token for the payer. */
  authUrl: v.string(),
});

/** What {@link createAuthorizationUrl} takes. */
export type CreateAuthorizationUrlParams = v.InferInput<typeof CreateAuthorizationUrlParamsSchema>;
/** What {@link createAuthorizationUrl} resolves with. */
export type CreateAuthorizationUrlData = InferData<typeof CreateAuthorizationUrlDataSchema>;

/**
 * Starts a direct-debit authorization: `POST /open-api/direct/debit/token/apply`. Resolves with the
 * `authUrl` to send the payer to; once the payer agrees there, the gateway issues a pay token (see
 * `queryTokens`) and notifies `notifyUrl`. A reused `requestId` answers `GatewayError` 21007.
 *
 * A write keyed by `requestId`, without recovery: it creates an authorization request, and no public
 * path looks one up by `requestId` (the authorization status check has none). So an
 * ambiguous failure (timeout, reset after sending, HTTP 5xx) ends in `OutcomeUnknownError` carrying the
 * `requestId`. Nothing is charged by an authorization request: to go on, call again with a new
 * `requestId`; the payer will only open the URL you send them to.
 *
 * `reconcile()` of `@lintas/stores` settles a lost answer by the gateway's `token.create.success`
 * notification for its `requestId`, confirmed with the gateway and kept by your notification handler's
 * store (committed); without one, the `authUrl` never reached a payer, so nobody can authorize it: the
 * entry is abandoned (start a new authorization under a new `requestId`).
 */
export const createAuthorizationUrl = defineEndpoint({
  path: '/open-api/direct/debit/token/apply',
  params: CreateAuthorizationUrlParamsSchema,
  data: CreateAuthorizationUrlDataSchema,
  // A duplicate refusal of a retry means an earlier attempt may have opened the authorization: an unknown
  // outcome. No page documents the refusal of a reused requestId; 21007 is the gateway's duplicate code.
  retry: {
    keys: ['requestId'],
    duplicateCodes: [21007 satisfies typeof GatewayCode.DuplicateMerchantOrderId],
    // The authorization's notification carries its requestId (https://jtdocs.bluepay.asia/en/DirectDebit/Notification.html).
    settlement: {
      strategy: 'notification',
      events: ['token.create.success'],
      match: { requestId: 'requestId' },
      otherwise:
        'its authUrl never reached a payer, so nobody can authorize it: nothing is charged, and no token exists',
      page: 'https://jtdocs.bluepay.asia/en/DirectDebit/Notification.html',
    },
  },
});
