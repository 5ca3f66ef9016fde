/**
 * How a SNAP site of the gateway family signs and where it serves, where the sites' pages differ.
 * `createSnapClient({ profile })` takes the name of one of {@link snapProfiles}, or a profile of your
 * own for a site these do not describe (or for a fact your account's documents state otherwise).
 */
export interface SnapProfile {
  /** Its name, as errors say it. */
  readonly name: string;
  /** Every operation's path on the site starts with it, e.g. `/v2.1/`. */
  readonly prefix: string;
  /** The path of the B2B access token (service 73). */
  readonly tokenPath: string;
  /**
   * How a transaction's `X-SIGNATURE` is made: `hmac-sha512`, SNAP's symmetric signature (HMAC-SHA512
   * under the client secret of `POST:<path>:<token>:<SHA-256 of the minified body>:<X-TIMESTAMP>`); or
   * `rsa-client-key`, SHA256withRSA by your private key of `<X-PARTNER-ID>|<X-TIMESTAMP>`.
   */
  readonly transactionSignature: 'hmac-sha512' | 'rsa-client-key';
  /**
   * How the site signs the notifications it sends: `rsa` (SHA256withRSA by the gateway's key of
   * `POST:<path>:<SHA-256 of the minified body>:<X-TIMESTAMP>`), `hmac-sha512` (the same string under your
   * client secret, with the `Authorization` token when one is sent), or `either`.
   */
  readonly notificationSignature: 'rsa' | 'hmac-sha512' | 'either';
}

/**
 * The gateway family's two SNAP sites.
 *
 * - `paycools-cargo` (https://docs-snap-cargo.paycools.co.id/en/SnapApi/AuthorizationToken.html): paths
 *   under `/v2.1/`; its token at `/v2.1/access-token/b2b` (the page's table; its request sample shows
 *   `/v2.0/`); transaction and notification signatures "refer to Digital Signature Validation", a page the
 *   kept copy does not show: Lintas signs transactions with SNAP's symmetric signature and verifies
 *   notifications with the gateway's RSA key, SNAP's asymmetric one (change either in a profile of your own).
 * - `eztrans` (https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html): paths under `/v2.0/`;
 *   its transaction headers "created using asymmetric signature SHA256withRSA algorithm of X-CLIENT-KEY +
 *   "|" + X-TIMESTAMP", as every kept page of the site states; notifications "generated with
 *   symmetricSignature or asymmetricSignature" (https://docs-snap.eztrans.co.id/en/SnapApi/FinishNotify.html),
 *   so either verifies. No kept page shows its token path: `/v2.0/access-token/b2b`, the cargo page's sample path.
 */
export const snapProfiles = {
  'paycools-cargo': {
    name: 'paycools-cargo',
    prefix: '/v2.1/',
    tokenPath: '/v2.1/access-token/b2b',
    transactionSignature: 'hmac-sha512',
    notificationSignature: 'rsa',
  },
  eztrans: {
    name: 'eztrans',
    prefix: '/v2.0/',
    tokenPath: '/v2.0/access-token/b2b',
    transactionSignature: 'rsa-client-key',
    notificationSignature: 'either',
  },
} as const satisfies Readonly<Record<string, SnapProfile>>;

/** The name of one of {@link snapProfiles}. */
export type SnapProfileName = keyof typeof snapProfiles;
