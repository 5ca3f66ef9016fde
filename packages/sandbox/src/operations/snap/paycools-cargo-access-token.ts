import * as v from 'valibot';
import { snapResult } from '../../snap/snap-result.js';
import { defineOperation } from '../define-operation.js';
import { issueAccessToken } from './issue-access-token.js';

/**
 * `/v2.1/access-token/b2b` (https://docs-snap-cargo.paycools.co.id/en/SnapApi/AuthorizationToken.html):
 * the PayCools cargo site's B2B access token (service 73). Checks `X-TIMESTAMP`, `X-CLIENT-KEY` (a
 * merchant's app id) and `X-SIGNATURE` (SHA256withRSA of `<X-CLIENT-KEY>|<X-TIMESTAMP>` by the
 * merchant's key) and `grantType`; issues a bearer token valid 900 s (the `snap.tokenTtlMs` start option).
 */
export const paycoolsCargoAccessToken = defineOperation({
  path: '/v2.1/access-token/b2b',
  params: v.object({ grantType: v.literal('client_credentials') }),
  success: snapResult(200, '73', '00', 'Successful'),
  handle: issueAccessToken,
});
