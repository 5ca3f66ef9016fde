/** A SNAP site of the gateway family, told apart by its version prefix. */
export type SnapProfileName = 'paycools-cargo' | 'eztrans';

/** How a SNAP site signs and checks, where the two sites' pages differ. */
export interface SnapProfile {
  readonly name: SnapProfileName;
  /** Every path of the site starts with it. */
  readonly prefix: string;
  /** The B2B access token path (service 73). */
  readonly tokenPath: string;
  /**
   * The transaction `X-SIGNATURE`: `hmac-sha512`, SNAP's symmetric signature under the client secret;
   * or `rsa-client-key`, SHA256withRSA of `<X-PARTNER-ID>|<X-TIMESTAMP>` by the merchant's key.
   */
  readonly transactionSignature: 'hmac-sha512' | 'rsa-client-key';
  /** The members of its payment notification (service 52). */
  readonly notification: 'cod-freight' | 'amount-fee';
}

/**
 * The two sites. PayCools cargo (https://docs-snap-cargo.paycools.co.id/en/SnapApi/AuthorizationToken.html,
 * GenerateQr.html, FinishNotify.html): paths under `/v2.1`, transaction signatures "refer to Digital
 * Signature Validation", a page not kept, so the sandbox checks SNAP's symmetric signature; COD and
 * freight amounts. EZTrans (https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html,
 * GenerateATMQr.html, FinishNotify.html): paths under `/v2.0`, transaction signatures "created using
 * asymmetric signature SHA256withRSA algorithm of X-CLIENT-KEY + "|" + X-TIMESTAMP", as its header
 * tables state; one amount with its fee. Neither kept page shows EZTrans's token path: the sandbox
 * serves `/v2.0/access-token/b2b`, the path of the cargo page's request sample.
 */
export const SNAP_PROFILES: readonly SnapProfile[] = [
  {
    name: 'paycools-cargo',
    prefix: '/v2.1/',
    tokenPath: '/v2.1/access-token/b2b',
    transactionSignature: 'hmac-sha512',
    notification: 'cod-freight',
  },
  {
    name: 'eztrans',
    prefix: '/v2.0/',
    tokenPath: '/v2.0/access-token/b2b',
    transactionSignature: 'rsa-client-key',
    notification: 'amount-fee',
  },
];

/** The SNAP site a path belongs to, or `undefined` for a path of the envelope API or of no site. */
export function snapProfileOf(path: string): SnapProfile | undefined {
  return SNAP_PROFILES.find((profile) => path.startsWith(profile.prefix));
}
