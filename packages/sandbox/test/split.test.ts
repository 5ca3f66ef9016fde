import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderId } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const RETURN = '/open-api/v1/splitPaymentOrder/generateRefundOrder';
const DELETE = '/open-api/v1/splitPaymentReceiver/delete';
const UPLOAD = '/open-api/v1/file/upload';
const ISO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;

describe('split payments (v1)', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  function seedSplit(amount = 10_000) {
    return t.sandbox.seedSplitPayment({
      appId: t.merchant.appId,
      splitPaymentNo: orderId('SP'),
      detailNo: orderId('DT'),
      splitMerchantOrderNo: orderId('SM'),
      amount,
      returnMerchantNo: 'M800001',
    });
  }

  const returnParams = (split: ReturnType<typeof seedSplit>, overrides: Record<string, unknown> = {}) => ({
    detailNo: split.detailNo,
    splitMerchantOrderNo: split.splitMerchantOrderNo,
    splitPaymentNo: split.splitPaymentNo,
    splitMerchantOrderReturnNo: orderId('RT'),
    amount: 4_000,
    description: 'wrong split',
    countryCode: 'ID',
    ...overrides,
  });

  it('returns part of a split payment at once with ISO 8601 times', async () => {
    const split = seedSplit();
    const params = returnParams(split);
    const { code, data } = await t.gateway.call(RETURN, params);
    expect(code).toBe(10000);
    expect(data).toEqual({
      detailNo: split.detailNo,
      detailReturnNo: expect.stringMatching(/^DR\d{20}$/),
      splitMerchantOrderNo: split.splitMerchantOrderNo,
      splitMerchantOrderReturnNo: params.splitMerchantOrderReturnNo,
      splitPaymentNo: split.splitPaymentNo,
      splitPaymentReturnNo: expect.stringMatching(/^SR\d{20}$/),
      returnMerchantNo: 'M800001',
      amount: 4_000,
      description: 'wrong split',
      returnStatus: 'SUCCESS',
      createTime: expect.stringMatching(ISO_OFFSET),
      finishTime: expect.stringMatching(ISO_OFFSET),
    });
  });

  it('answers 21021 above the returnable remainder and 21007 for a repeated return number', async () => {
    const split = seedSplit(10_000);
    const first = returnParams(split, { amount: 7_000 });
    expect((await t.gateway.call(RETURN, first)).code).toBe(10000);
    expect(await t.gateway.call(RETURN, first)).toEqual({
      code: 21007,
      message: 'Duplicate merchant order id',
      data: null,
    });
    expect(await t.gateway.call(RETURN, returnParams(split, { amount: 3_001 }))).toEqual({
      code: 21021,
      message: 'Transaction Amount Invalid',
      data: null,
    });
    expect((await t.gateway.call(RETURN, returnParams(split, { amount: 3_000 }))).code).toBe(10000);
  });

  it('answers 21006 for an unknown split payment or a detail that does not match', async () => {
    const split = seedSplit();
    expect((await t.gateway.call(RETURN, returnParams(split, { splitPaymentNo: 'SP-unknown' }))).code).toBe(21006);
    expect((await t.gateway.call(RETURN, returnParams(split, { detailNo: 'DT-other' }))).code).toBe(21006);
  });

  it('deletes a seeded receiver once; unknown or deleted ones answer 21006', async () => {
    const bindNo = orderId('BN');
    const seeded = await t.control.post('/receivers', { appId: t.merchant.appId, bindNo });
    expect(seeded.json).toEqual({ appId: t.merchant.appId, bindNo, countryCode: 'ID', status: 'BOUND' });
    expect(await t.gateway.call(DELETE, { bindNo, countryCode: 'ID' })).toEqual({
      code: 10000,
      message: 'Success',
      data: { bindNo },
    });
    expect((await t.gateway.call(DELETE, { bindNo, countryCode: 'ID' })).code).toBe(21006);
    expect((await t.gateway.call(DELETE, { bindNo: 'BN-unknown', countryCode: 'ID' })).code).toBe(21006);
  });

  it('uploads a base64 file and keeps its size and digest', async () => {
    const content = randomBytes(2048);
    const { code, data } = await t.gateway.call(UPLOAD, {
      fileName: 'relation.pdf',
      fileContent: content.toString('base64'),
      businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION',
      countryCode: 'ID',
    });
    expect(code).toBe(10000);
    expect(data).toEqual({ fileNo: expect.stringMatching(/^FL\d{20}$/), fileName: 'relation.pdf' });
    const stored = t.sandbox.state().files.find((file) => file.fileNo === data.fileNo);
    expect(stored).toMatchObject({ size: 2048, sha256: createHash('sha256').update(content).digest('hex') });
  });

  it('refuses a file over 5 MB decoded or not base64 with 21002', async () => {
    const upload = (fileContent: string) =>
      t.gateway.call(UPLOAD, {
        fileName: 'big.pdf',
        fileContent,
        businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION',
        countryCode: 'ID',
      });
    expect((await upload(Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64'))).message).toBe(
      'Request param error: fileContent must be at most 5 MB once decoded',
    );
    expect((await upload('not base64!')).message).toBe('Request param error: fileContent must be base64');
  });
});
