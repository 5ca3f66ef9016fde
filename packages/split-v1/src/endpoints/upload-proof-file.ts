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
 * JSON envelope with the file as base64, not multipart. Resolves with the
 * `fileNo` to reference when adding the receiver.
 *
 * Retried like a read. It moves no money and carries no merchant key the gateway could check for
 * duplicates, and no public path looks an upload up: an `OutcomeUnknownError` would leave
 * nothing to reconcile with, and its only remedy would be to upload again. Sending the file again after
 * an ambiguous failure is that remedy: at worst the gateway stores one more copy under another `fileNo`
 * that nothing references, while only the `fileNo` returned here is ever used.
 */
export const uploadProofFile = defineEndpoint({
  path: '/open-api/v1/file/upload',
  params: UploadProofFileParamsSchema,
  data: UploadProofFileDataSchema,
  retry: 'read',
});
