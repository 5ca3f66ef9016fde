import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationStringToSign, tokenStringToSign, transactionStringToSign } from './string-to-sign.js';

describe('the strings SNAP signs', () => {
  it('signs the client key and the timestamp for an access token, as the pages’ example shows', () => {
    expect(tokenStringToSign('3a34d6a9debb4246931f3941c471dd3b', '2023-09-25T17:57:35+07:00')).toBe(
      '3a34d6a9debb4246931f3941c471dd3b|2023-09-25T17:57:35+07:00',
    );
  });

  it('signs method, path, token, the minified body’s SHA-256 and the timestamp for a transaction', async () => {
    const request = {
      method: 'post',
      path: '/v2.1/qr/qr-mpm-generate',
      body: '{ "partnerReferenceNo": "2020102900000000000001" }',
      timestamp: '2024-05-17T14:12:50+07:00',
    };
    const digest = createHash('sha256').update('{"partnerReferenceNo":"2020102900000000000001"}').digest('hex');
    expect(await transactionStringToSign(request, 'token-1')).toBe(
      `POST:/v2.1/qr/qr-mpm-generate:token-1:${digest}:2024-05-17T14:12:50+07:00`,
    );
  });

  it('hashes the body as minified, so whitespace does not change the signature', async () => {
    const at = { method: 'POST', path: '/v2.0/qr/qr-mpm-notify', timestamp: '2024-05-17T14:12:50+07:00' };
    expect(await notificationStringToSign({ ...at, body: '{"a": 1}' })).toBe(
      await notificationStringToSign({ ...at, body: '{\n  "a":1\n}' }),
    );
    expect(await notificationStringToSign({ ...at, body: '{"a":1}' })).not.toBe(
      await notificationStringToSign({ ...at, body: '{"a":2}' }),
    );
  });

  it('hashes an empty body as the SHA-256 of nothing', async () => {
    const text = await notificationStringToSign({ method: 'POST', path: '/p', body: '', timestamp: 't' });
    expect(text).toBe('POST:/p:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855:t');
  });
});
