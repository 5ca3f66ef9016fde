import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets.js';

describe('redactSecrets', () => {
  it('replaces the sign member, in JSON and in JSON text nested in a string', () => {
    expect(redactSecrets('{"appId":"a","sign":"abc+/=","param":"{}"}')).toBe(
      '{"appId":"a","sign":"[redacted]","param":"{}"}',
    );
    expect(redactSecrets('"{\\"sign\\":\\"abc\\",\\"x\\":1}"')).toBe('"{\\"sign\\":\\"[redacted]\\",\\"x\\":1}"');
  });

  it('replaces PEM blocks, whole or cut short, with real line breaks or JSON escapes', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString()
      .trim();
    expect(redactSecrets(`key: ${pem} end`)).toBe('key: [redacted PEM] end');
    expect(redactSecrets(JSON.stringify({ key: pem }))).toBe('{"key":"[redacted PEM]"}');
    expect(redactSecrets(pem.slice(0, 120))).toBe('[redacted PEM]');
  });

  it('replaces runs of 40 or more base64, base64url or hex characters: signatures, keys, HMAC secrets, file content', () => {
    const secret = randomBytes(32);
    for (const run of [
      secret.toString('base64'),
      secret.toString('base64url'),
      secret.toString('hex'),
      randomBytes(256).toString('base64'),
    ]) {
      expect(redactSecrets(`value ${run} end`)).toBe(`value [redacted ${run.length} chars] end`);
    }
  });

  it('keeps the endpoint path it is given, and ids, amounts and URLs of ordinary length', () => {
    const path = '/open-api/v1/splitPaymentOrder/generateRefundOrder';
    const text = `POST http://127.0.0.1:4010${path} TX20261121153752000001 50010 https://merchant.example.com/notifications/refunds`;
    expect(redactSecrets(text, path)).toBe(text);
    expect(redactSecrets(`${path} ${'A'.repeat(40)}`, path)).toBe(`${path} [redacted 40 chars]`);
  });

  it('keeps a payData URL whole, however long its path, and redacts a long run in its query', () => {
    const payData = 'http://127.0.0.1:33479/__sandbox/pay/TX20261129125306000001';
    const cashier = `https://pay.example.com/checkout/${'c'.repeat(48)}/session`;
    const text = `{"data":{"payData":"${payData}","cashierUrl":"${cashier}"}}`;
    expect(redactSecrets(text, '/open-api/philippines/payment/generate')).toBe(text);
    const token = 'T'.repeat(44);
    expect(redactSecrets(`${payData}?token=${token} ${'S'.repeat(40)}`)).toBe(
      `${payData}?token=[redacted 44 chars] [redacted 40 chars]`,
    );
  });

  it("keeps the links to Lintas's own docs an error gives, and redacts what is around them", () => {
    const guide =
      'https://github.com/lintas-sdk/lintas/blob/main/packages/core/docs/going-live.md#7-when-an-answer-is-lost-status-checks-the-journal-and-lintas-reconcile';
    const secret = 'B'.repeat(44);
    expect(redactSecrets(`see (${guide}) ${secret}`, '/open-api/payment/generate')).toBe(
      `see (${guide}) [redacted 44 chars]`,
    );
    expect(redactSecrets(`${secret} ${guide}, ${guide}`)).toBe(`[redacted 44 chars] ${guide}, ${guide}`);
  });
});
