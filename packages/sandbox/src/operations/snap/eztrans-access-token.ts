import * as v from 'valibot';
import { snapResult } from '../../snap/snap-result.js';
import { defineOperation } from '../define-operation.js';
import { issueAccessToken } from './issue-access-token.js';

/**
 * `/v2.0/access-token/b2b` (https://docs-snap-cargo.paycools.co.id/en/SnapApi/AuthorizationToken.html):
 * the EZTrans site's B2B access token (service 73), as the cargo site's. No kept EZTrans page shows
 * its token path: this is the path of the cargo page's request sample, under EZTrans's `/v2.0`.
 */
export const eztransAccessToken = defineOperation({
  path: '/v2.0/access-token/b2b',
  params: v.object({ grantType: v.literal('client_credentials') }),
  success: snapResult(200, '73', '00', 'Successful'),
  handle: issueAccessToken,
});
