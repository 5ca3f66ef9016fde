import { createClient, type Signer } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CreateSplitReturnData,
  type CreateSplitReturnParams,
  encodeFileContent,
  splitV1,
  type UploadProofFileData,
  type UploadProofFileParams,
} from '../src/index.js';

declare const signer: Signer;
const base = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer });
const client = base.use(splitV1);

describe('the splitV1 plugin', () => {
  it('types the fields a merchant reads, with an open return status', () => {
    expectTypeOf<CreateSplitReturnData['amount']>().toEqualTypeOf<number>();
    expectTypeOf<'SUCCESS'>().toMatchTypeOf<CreateSplitReturnData['returnStatus']>();
    expectTypeOf<CreateSplitReturnData['returnStatus']>().toExtend<string>();
    expectTypeOf<CreateSplitReturnParams['description']>().toEqualTypeOf<string | undefined>();
    // No page shows the upload's answer, so its members are optional.
    expectTypeOf<UploadProofFileData['fileNo']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<UploadProofFileParams['businessType']>().toEqualTypeOf<'SPLIT_PAYMENT_RECEIVER_RELATION'>();
    expectTypeOf(encodeFileContent).parameters.toEqualTypeOf<[Uint8Array | ArrayBuffer]>();
    expectTypeOf(encodeFileContent).returns.toEqualTypeOf<string>();
  });

  it('refuses wrongly typed params at compile time', () => {
    void client.splitV1.createSplitReturn({
      detailNo: 'd',
      splitMerchantOrderNo: 'o',
      splitPaymentNo: 'p',
      splitMerchantOrderReturnNo: 'r',
      // @ts-expect-error: amount is a number of minor units
      amount: '100',
      countryCode: 'ID',
    });
    // @ts-expect-error: countryCode is required
    void client.splitV1.deleteReceiver({ bindNo: 'b' });
  });

  it('makes a misspelled result field or status value a compile error', async () => {
    const splitReturn = await client.splitV1.createSplitReturn({} as CreateSplitReturnParams);
    // @ts-expect-error: a misspelled listed status never matches
    void (splitReturn.returnStatus === 'SUCCES');
    void (splitReturn.returnStatus === 'SUCCESS');
    // @ts-expect-error: the field is returnStatus
    void splitReturn.status;
    const file = await client.splitV1.uploadProofFile({} as UploadProofFileParams);
    // @ts-expect-error: the field is fileNo
    void file.fileNumber;
  });

  it('is absent from a client that did not use it', () => {
    // @ts-expect-error: splitV1 was not used
    void base.splitV1;
  });
});
