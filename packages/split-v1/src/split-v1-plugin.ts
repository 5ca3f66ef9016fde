import { definePlugin } from '@lintas/core';
import { createSplitReturn } from './endpoints/create-split-return.js';
import { deleteReceiver } from './endpoints/delete-receiver.js';
import { uploadProofFile } from './endpoints/upload-proof-file.js';

/**
 * The operations of the {@link splitV1} plugin, with their documentation. An interface, so that
 * declaration files keep every method's and field's documentation for editors.
 */
export interface SplitV1Endpoints {
  /**
   * Returns money from a split payment's detail (`POST /open-api/v1/splitPaymentOrder/generateRefundOrder`).
   * Money-moving write keyed by `splitMerchantOrderReturnNo`, no recovery: an ambiguous failure ends in
   * `OutcomeUnknownError`.
   */
  readonly createSplitReturn: typeof createSplitReturn;
  /**
   * Deletes a split-payment receiver binding (`POST /open-api/v1/splitPaymentReceiver/delete`). Write
   * keyed by `bindNo`, safe to repeat: after an ambiguous failure it is sent again, and 21006 on the
   * retry resolves as deleted.
   */
  readonly deleteReceiver: typeof deleteReceiver;
  /**
   * Uploads a relationship proof file as base64 (`POST /open-api/v1/file/upload`) and answers its
   * `fileNo`: use that one. A write without recovery: after an ambiguous failure it is not sent again
   * and ends in `OutcomeUnknownError` (at most one file stored); upload again and use the new `fileNo`.
   */
  readonly uploadProofFile: typeof uploadProofFile;
}

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
  endpoints: { createSplitReturn, deleteReceiver, uploadProofFile },
});
