import { definePlugin } from '@lintas/core';
import { type SplitV1Endpoints, splitV1Endpoints } from './split-v1-endpoints.js';

/**
 * The split-payment (v1) API family: return money from a split payment, delete receiver bindings and
 * upload relationship proof files. Mount it with `createClient(config).use(splitV1)` and call
 * `client.splitV1.<operation>(params)`. Its answers carry ISO 8601 date-times with a UTC offset.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { splitV1 } from '@lintas/split-v1';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(splitV1);
 *
 * const splitReturn = await client.splitV1.createSplitReturn({
 *   detailNo: 'SD2026112100001',
 *   splitMerchantOrderNo: 'split-1001',
 *   splitPaymentNo: 'SP2026112100001',
 *   splitMerchantOrderReturnNo: 'split-1001-return-1',
 *   amount: 25000, // IDR 25,000
 *   description: 'item returned',
 *   countryCode: 'ID',
 * });
 * // splitReturn.returnStatus === 'SUCCESS'
 * ```
 */
export const splitV1 = definePlugin<'splitV1', SplitV1Endpoints>({
  name: 'splitV1',
  endpoints: splitV1Endpoints,
});
