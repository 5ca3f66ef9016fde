import { createHash } from 'node:crypto';
import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { encodeFileContent, maxProofFileBytes } from '../utils/encode-file-content.js';
import type { UploadProofFileParams } from './upload-proof-file.js';

const path = '/open-api/v1/file/upload';
const setup = useSandbox();
const pdf = new TextEncoder().encode('%PDF-1.7\n% relationship agreement between merchant and store\n%%EOF\n');

function upload(overrides: Partial<UploadProofFileParams> = {}): UploadProofFileParams {
  return {
    fileName: `${uniqueId('agreement')}.pdf`,
    fileContent: encodeFileContent(pdf),
    businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION',
    countryCode: 'ID',
    ...overrides,
  };
}

function filesNamed(fileName: string) {
  return setup.sandbox.state().files.filter((record) => record.fileName === fileName);
}

describe('splitV1.uploadProofFile', () => {
  it('stores the file sent as base64 in the JSON envelope and answers its fileNo and name', async () => {
    const params = upload();
    const data = await setup.client.splitV1.uploadProofFile(params);
    expect(data).toEqual({ fileNo: expect.any(String), fileName: params.fileName });
    expect(filesNamed(params.fileName)).toMatchObject([
      {
        fileNo: data.fileNo,
        businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      },
    ]);
  });

  it('refuses a data: URL instead of base64 and an unknown businessType before sending anything, naming both', async () => {
    const before = setup.sandbox.hits(path);
    const params = upload({
      fileContent: `data:application/pdf;base64,${encodeFileContent(pdf)}`,
      businessType: 'CONTRACT' as never,
    });
    const error = await rejectionOf(setup.client.splitV1.uploadProofFile(params));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path).sort()).toEqual([
      'businessType',
      'fileContent',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const before = setup.sandbox.hits(path);
    const tooLarge = Buffer.alloc(maxProofFileBytes + 3).toString('base64');
    const error = await rejectionOf(setup.client.splitV1.uploadProofFile(upload({ fileContent: tooLarge })));
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toEqual(['fileContent']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces the gateway’s refusal of an oversized file as GatewayError 21002 when formatChecks are off', async () => {
    const lenient = await setup.clientWith({ formatChecks: false });
    const before = setup.sandbox.hits(path);
    const tooLarge = Buffer.alloc(maxProofFileBytes + 3).toString('base64');
    const error = await rejectionOf(lenient.splitV1.uploadProofFile(upload({ fileContent: tooLarge })));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.ParamError);
    expect(setup.sandbox.hits(path)).toBe(before + 1);
  });

  it('lets a businessType the documentation does not list through to the gateway when formatChecks are off', async () => {
    const lenient = await setup.clientWith({ formatChecks: false });
    const params = upload({ businessType: 'SPLIT_PAYMENT_STORE_LICENCE' as never });
    const data = await lenient.splitV1.uploadProofFile(params);
    expect(filesNamed(params.fileName)).toMatchObject([
      { fileNo: data.fileNo, businessType: 'SPLIT_PAYMENT_STORE_LICENCE' },
    ]);
  });

  it('is not sent again after the gateway stored the file and the answer was lost: OutcomeUnknownError, exactly one file stored', async () => {
    const params = upload();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.splitV1.uploadProofFile(params));
    expect(isOutcomeUnknownError(error) && [error.keys, error.attempts]).toEqual([{ fileName: params.fileName }, 1]);
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(filesNamed(params.fileName)).toHaveLength(1);
  });

  it('uploads again after OutcomeUnknownError as its documentation says: two files, and the fileNo answered is the one to use', async () => {
    const params = upload();
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    expect(isOutcomeUnknownError(await rejectionOf(setup.client.splitV1.uploadProofFile(params)))).toBe(true);
    const data = await setup.client.splitV1.uploadProofFile(params);
    const stored = filesNamed(params.fileName);
    expect(stored).toHaveLength(2);
    expect(stored.map((record) => record.fileNo)).toContain(data.fileNo);
  });

  it('is retried after a refusal that provably came before processing (HTTP 429), storing the file once', async () => {
    const params = upload();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'rate-limit', retryAfterSeconds: 1 });
    const data = await setup.client.splitV1.uploadProofFile(params);
    expect(setup.sandbox.hits(path)).toBe(before + 2);
    expect(filesNamed(params.fileName)).toMatchObject([{ fileNo: data.fileNo }]);
  });

  it('ends in OutcomeUnknownError, without sending again, after an HTTP 503 that may have hidden a stored file', async () => {
    const params = upload();
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    const error = await rejectionOf(setup.client.splitV1.uploadProofFile(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ fileName: params.fileName });
    expect(setup.sandbox.hits(path)).toBe(before + 1);
    expect(filesNamed(params.fileName)).toEqual([]);
  });
});
