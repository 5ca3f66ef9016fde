import { CountryCodeSchema, defineEndpoint, type InferData } from '@lintas/core';
import * as v from 'valibot';
import { maxFileContentLength } from '../utils/encode-file-content.js';

/** Business types a proof file can be uploaded for (https://developers.paycools.co.id/en/402333900e0). */
export const proofFileBusinessTypes = ['SPLIT_PAYMENT_RECEIVER_RELATION'] as const;

/** Params of {@link uploadProofFile}. */
export const UploadProofFileParamsSchema = v.strictObject({
  /** Name of the file, with its extension, e.g. `agreement.pdf`. */
  fileName: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  /**
   * The file's bytes as standard base64 (build it with `encodeFileContent`), at most 5 MB once decoded
   * (checked as its base64 length, at most 6,990,508 characters).
   */
  fileContent: v.pipe(
    v.string(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(maxFileContentLength, 'must encode at most 5 MB'),
    // A single character class, not 4-character groups: a repeated group overflows the regexp stack on
    // megabytes of text.
    v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be standard base64 (no data: URL prefix, no line breaks)'),
  ),
  /** What the file proves: `SPLIT_PAYMENT_RECEIVER_RELATION`, the relationship with a split receiver. */
  businessType: v.picklist(proofFileBusinessTypes, 'must be SPLIT_PAYMENT_RECEIVER_RELATION'),
  /** Two-letter country of the split-payment account, e.g. `ID`. */
  countryCode: CountryCodeSchema,
});

/**
 * Data of {@link uploadProofFile}. No page of the gateway shows this answer, so its members are optional:
 * check for `fileNo` before using it.
 */
// Answer not shown on https://developers.paycools.co.id/en/402333900e0
export const UploadProofFileDataSchema = v.looseObject({
  /** The gateway's number of the stored file; give it when adding the split receiver it proves. */
  fileNo: v.nullish(v.string()),
  /** The file's name, as sent. */
  fileName: v.nullish(v.string()),
});

/** What {@link uploadProofFile} takes. */
export type UploadProofFileParams = v.InferInput<typeof UploadProofFileParamsSchema>;
/** What {@link uploadProofFile} resolves with. */
export type UploadProofFileData = InferData<typeof UploadProofFileDataSchema>;

/**
 * Uploads a relationship proof file for a split-payment receiver: `POST /open-api/v1/file/upload`, a
 * JSON envelope with the file as base64, not multipart. Resolves with the `fileNo` the gateway stored
 * the file under: reference that `fileNo`, the one this call resolved with, when adding the receiver.
 *
 * A write without recovery: each upload the gateway receives stores a new file under a new `fileNo`,
 * and no public path looks an upload up, so an attempt whose answer was lost (timeout, reset after
 * sending, HTTP 5xx, 21000/21011) is never sent again: the call ends in `OutcomeUnknownError`, and at
 * most one file was stored by it. A failure that provably happened before the request was processed
 * (connection refused, HTTP 408/429, 21020) is still retried. The error's `keys` hold `fileName`
 * (the gateway checks no merchant key of an upload), to tell which upload it was.
 *
 * After `OutcomeUnknownError`, upload the file again and use the `fileNo` that upload resolves with.
 * The lost attempt may have stored a copy too, under a `fileNo` you never received: it is harmless,
 * since nothing references it and no receiver is bound to it. Never guess or reuse a `fileNo` you were
 * not given.
 *
 * @example
 * ```ts
 * import { isOutcomeUnknownError } from '@lintas/core';
 * import { encodeFileContent } from '@lintas/split-v1';
 *
 * const params = { fileName: 'store-agreement.pdf', fileContent: encodeFileContent(bytes), businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION', countryCode: 'ID' } as const;
 * const { fileNo } = await client.splitV1.uploadProofFile(params).catch((error: unknown) => {
 *   // The first upload may have stored an unreferenced copy; this one's fileNo is the one to use.
 *   if (isOutcomeUnknownError(error)) return client.splitV1.uploadProofFile(params);
 *   throw error;
 * });
 * ```
 */
export const uploadProofFile = defineEndpoint({
  path: '/open-api/v1/file/upload',
  params: UploadProofFileParamsSchema,
  data: UploadProofFileDataSchema,
  // Every upload stores a file: resending after an ambiguous attempt stored two or three copies. No
  // lookup of uploads is public (https://developers.paycools.co.id/en/402333900e0), so no recovery.
  // A success without the file's number cannot be acted on: the receiver it proves needs it.
  retry: { keys: ['fileName'], identifiedBy: ['fileNo'] },
});
