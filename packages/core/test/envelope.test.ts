import { createVerify, generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, createEnvelope, parseResponseEnvelope, rsaSha256Signer } from '../src/index.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signer = await rsaSha256Signer({ privateKey: keys.privateKey });

function verifies(param: string, sign: string): boolean {
  return createVerify('RSA-SHA256').update(param, 'utf8').verify(keys.publicKey, sign, 'base64');
}

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const params = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => key !== 'timestamp' && key !== '__proto__'),
  jsonValue,
  { maxKeys: 8 },
);

describe('createEnvelope', () => {
  it('round-trips any params through param, adds a timestamp, and always signs verifiably', async () => {
    await fc.assert(
      fc.asyncProperty(params, async (input) => {
        const envelope = await createEnvelope(input, { appId: 'app-1', signer, now: () => 1_763_700_000_123 });
        const { timestamp, ...rest } = JSON.parse(envelope.param) as Record<string, unknown>;
        expect(rest).toEqual(JSON.parse(JSON.stringify(input)));
        expect(timestamp).toBe(1_763_700_000_123);
        expect(envelope.appId).toBe('app-1');
        expect(verifies(envelope.param, envelope.sign)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('uses 13-digit milliseconds by default and 10-digit seconds as an option', async () => {
    const now = () => 1_763_700_000_999;
    const milliseconds = await createEnvelope({}, { appId: 'a', signer, now });
    const seconds = await createEnvelope({}, { appId: 'a', signer, now, timestampUnit: 'seconds' });
    expect(JSON.parse(milliseconds.param)).toEqual({ timestamp: 1_763_700_000_999 });
    expect(JSON.parse(seconds.param)).toEqual({ timestamp: 1_763_700_000 });
  });

  it('signs the exact bytes of param, non-ASCII text included', async () => {
    const envelope = await createEnvelope({ customerName: 'Niño Dela Cruz ₱', remark: '支付' }, { appId: 'a', signer });
    expect(envelope.param).toContain('Niño Dela Cruz ₱');
    expect(verifies(envelope.param, envelope.sign)).toBe(true);
  });
});

describe('parseResponseEnvelope', () => {
  it('reads the envelope leniently and refuses what is not one', () => {
    expect(parseResponseEnvelope('{"code":10000,"message":"Success","data":{"a":1}}')).toEqual({
      code: 10000,
      message: 'Success',
      data: { a: 1 },
    });
    expect(parseResponseEnvelope('{"code":"1000","message":"success","data":null,"extra":true}')).toEqual({
      code: 1000,
      message: 'success',
      data: null,
      extra: true,
    });
    expect(parseResponseEnvelope('{"code":21006}')).toEqual({ code: 21006, message: '', data: null });
    expect(parseResponseEnvelope('<html>')).toBeUndefined();
    expect(parseResponseEnvelope('{"message":"no code"}')).toBeUndefined();
  });
});

describe('bytesToBase64', () => {
  it('encodes exactly as Node does, also past one chunk', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }),
      { numRuns: 30 },
    );
  });
});
