import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import type { FileRecord } from '../../state/records.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/** Standard base64 with padding; a flat character class so multi-megabyte input does not overflow the regex engine. */
function isBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** Largest accepted file, decoded. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * `/open-api/v1/file/upload` (https://developers.paycools.co.id/en/402333900e0): a relationship-proof file sent base64 inside
 * the JSON envelope (at most 5 MB decoded). Only its size and SHA-256 are kept.
 */
export const uploadProofFile = defineOperation({
  path: '/open-api/v1/file/upload',
  params: v.object({
    fileName: f.text(1, 128),
    fileContent: v.pipe(
      v.string('must be a string'),
      v.nonEmpty('must not be empty'),
      v.check(isBase64, 'must be base64'),
    ),
    businessType: f.text(1, 64),
    countryCode: f.countryCode(),
  }),
  handle(context, params) {
    const content = Buffer.from(params.fileContent, 'base64');
    if (content.length > MAX_FILE_BYTES) throw GatewayError.param('fileContent must be at most 5 MB once decoded');
    const { sandbox, appId, now } = context;
    const file: FileRecord = {
      appId,
      fileNo: sandbox.ids.next('FL', now),
      fileName: params.fileName,
      businessType: params.businessType,
      countryCode: params.countryCode,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      createdAt: now,
    };
    sandbox.store.files.set(file.fileNo, file);
    return { fileNo: file.fileNo, fileName: file.fileName };
  },
});
