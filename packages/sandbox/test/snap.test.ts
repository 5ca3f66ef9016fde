import { createHash, createPublicKey, createVerify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../src/index.js';
import {
  externalId,
  hmac,
  jakarta,
  post,
  rsa,
  type SnapPartner,
  snapKeys,
  tokenHeaders,
} from './helpers/snap-request.js';

// The SNAP sites' checks, each driven by a request signed here with node:crypto, independently of @lintas/snap.

let sandbox: Sandbox;
let partner: SnapPartner;
const url = (path: string) => `${sandbox.url}${path}`;

beforeAll(async () => {
  sandbox = await startSandbox({ timestampWindowMs: 60_000 });
  const keys = snapKeys();
  const { appId, clientSecret } = sandbox.addMerchant({ publicKey: keys.publicKey });
  partner = { appId, privateKey: keys.privateKey, clientSecret };
});
afterAll(() => sandbox.close());

async function token(path = '/v2.1/access-token/b2b'): Promise<string> {
  const answer = await post(url(path), tokenHeaders(partner), { grantType: 'client_credentials' });
  return answer.body.accessToken as string;
}

describe('the B2B access token (service 73)', () => {
  it('is issued for the client key’s RSA signature of <client key>|<timestamp>, for 900 s', async () => {
    const answer = await post(url('/v2.1/access-token/b2b'), tokenHeaders(partner), {
      grantType: 'client_credentials',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      responseCode: '2007300',
      responseMessage: 'Successful',
      accessToken: expect.stringMatching(/^eyJ/),
      tokenType: 'Bearer',
      expiresIn: '900',
    });
  });

  it.each<[string, (headers: Record<string, string>) => Record<string, string>, unknown, number, string, string]>([
    [
      'no X-CLIENT-KEY',
      ({ 'x-client-key': _, ...rest }) => rest,
      undefined,
      400,
      '4007302',
      'Invalid Mandatory Field X-CLIENT-KEY',
    ],
    [
      'a client key the gateway does not know',
      (h) => ({ ...h, 'x-client-key': 'unknown' }),
      undefined,
      401,
      '4017300',
      'Unauthorized. Unknown client',
    ],
    [
      'a signature of another timestamp',
      // One second before the signed one, whenever this runs: a clock read here could land in the same second.
      (h) => ({ ...h, 'x-timestamp': jakarta(Date.parse(h['x-timestamp'] ?? '') - 1000) }),
      undefined,
      401,
      '4017300',
      'Unauthorized. Signature',
    ],
    [
      'an X-TIMESTAMP without its offset',
      (h) => ({ ...h, 'x-timestamp': '2026-11-27T10:00:00' }),
      undefined,
      400,
      '4007301',
      'Invalid Field Format X-TIMESTAMP',
    ],
    [
      'an X-TIMESTAMP ten minutes off',
      (h) => ({ ...h, 'x-timestamp': jakarta(Date.now() - 600_000) }),
      undefined,
      401,
      '4017300',
      'Unauthorized. X-TIMESTAMP is too far from the gateway clock',
    ],
    [
      'a grantType other than client_credentials',
      (h) => h,
      { grantType: 'password' },
      400,
      '4007301',
      'Invalid Field Format grantType',
    ],
    ['no grantType', (h) => h, {}, 400, '4007302', 'Invalid Mandatory Field grantType'],
  ])('is refused for %s', async (_, change, body, status, responseCode, responseMessage) => {
    const answer = await post(
      url('/v2.1/access-token/b2b'),
      change(tokenHeaders(partner)),
      body ?? { grantType: 'client_credentials' },
    );
    expect([answer.status, answer.body]).toEqual([status, { responseCode, responseMessage }]);
  });
});

const cargoPath = '/v2.1/qr/qr-mpm-generate';
const qris = () => ({
  partnerReferenceNo: `awb${externalId()}`,
  codAmount: { value: '150000.00', currency: 'IDR' },
  frtAmount: { value: '12000.00', currency: 'IDR' },
  merchantId: partner.appId,
});
const signed = async (body: unknown, overrides: Record<string, string> = {}) => {
  const bearer = await token();
  const text = JSON.stringify(body);
  const timestamp = jakarta();
  return {
    text,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${bearer}`,
      'x-timestamp': timestamp,
      'x-partner-id': partner.appId,
      'x-external-id': externalId(),
      'x-signature': hmac(partner.clientSecret, cargoPath, bearer, text, timestamp),
      ...overrides,
    },
  };
};

describe('a PayCools cargo transaction (HMAC-SHA512 under the client secret)', () => {
  const path = cargoPath;
  it('is answered 200 with the QRIS', async () => {
    const { text, headers } = await signed(qris());
    const answer = await post(url(path), headers, text);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      responseCode: '2004700',
      responseMessage: 'Successful',
      referenceNo: expect.stringMatching(/^SN/),
    });
  });

  it.each<[string, Record<string, string>, number, string, string]>([
    ['no Authorization', { authorization: '' }, 401, '4014703', 'Token Not Found (B2B)'],
    [
      'a token the gateway did not issue',
      { authorization: 'Bearer eyJ.forged' },
      401,
      '4014701',
      'Invalid Token (B2B)',
    ],
    [
      'another partner’s X-PARTNER-ID',
      { 'x-partner-id': 'someone-else' },
      401,
      '4014700',
      'Unauthorized. X-PARTNER-ID is not the token’s client',
    ],
    ['no X-EXTERNAL-ID', { 'x-external-id': '' }, 400, '4004702', 'Invalid Mandatory Field X-EXTERNAL-ID'],
    [
      'an X-EXTERNAL-ID with letters',
      { 'x-external-id': 'abc123' },
      400,
      '4004701',
      'Invalid Field Format X-EXTERNAL-ID',
    ],
    ['a CHANNEL-ID of six digits', { 'channel-id': '123456' }, 400, '4004701', 'Invalid Field Format CHANNEL-ID'],
    ['a signature under another secret', { 'x-signature': 'AAAA' }, 401, '4014700', 'Unauthorized. Signature'],
    [
      'a Content-Type that is not JSON',
      { 'content-type': 'text/plain' },
      400,
      '4004701',
      'Invalid Field Format Content-Type',
    ],
  ])('is refused for %s', async (_, overrides, status, responseCode, responseMessage) => {
    const { text, headers } = await signed(qris(), overrides);
    const answer = await post(
      url(path),
      Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
      text,
    );
    expect([answer.status, answer.body]).toEqual([status, { responseCode, responseMessage }]);
  });

  it('refuses a message sent twice the same day (409, case 00), and a reference used twice (409, case 01)', async () => {
    const first = await signed(qris());
    expect((await post(url(path), first.headers, first.text)).status).toBe(200);
    const again = await post(url(path), first.headers, first.text);
    expect([again.status, again.body.responseCode]).toEqual([409, '4094700']);
    const second = await signed(JSON.parse(first.text));
    const duplicate = await post(url(path), second.headers, second.text);
    expect([duplicate.status, duplicate.body]).toEqual([
      409,
      { responseCode: '4094701', responseMessage: 'Duplicate partnerReferenceNo' },
    ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing field', { codAmount: undefined }, '4004702', 'Invalid Mandatory Field codAmount'],
    [
      'an amount without cents',
      { frtAmount: { value: '12000', currency: 'IDR' } },
      '4004701',
      'Invalid Field Format frtAmount.value',
    ],
    ['another merchant’s merchantId', { merchantId: 'someone-else' }, '4004701', 'Invalid Field Format merchantId'],
  ])('refuses the body for %s (400)', async (_, change, responseCode, responseMessage) => {
    const { text, headers } = await signed({ ...qris(), ...change });
    const answer = await post(url(path), headers, text);
    expect([answer.status, answer.body]).toEqual([400, { responseCode, responseMessage }]);
  });

  it('refuses an expired token (401, case 01)', async () => {
    const short = await startSandbox({ snap: { tokenTtlMs: 50 } });
    try {
      const keys = snapKeys();
      const { appId, clientSecret } = short.addMerchant({ publicKey: keys.publicKey });
      const me = { appId, privateKey: keys.privateKey, clientSecret };
      const issued = await post(`${short.url}/v2.1/access-token/b2b`, tokenHeaders(me), {
        grantType: 'client_credentials',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const timestamp = jakarta();
      const text = JSON.stringify(qris());
      const bearer = issued.body.accessToken as string;
      const answer = await post(
        `${short.url}${path}`,
        {
          'content-type': 'application/json',
          authorization: `Bearer ${bearer}`,
          'x-timestamp': timestamp,
          'x-partner-id': appId,
          'x-external-id': externalId(),
          'x-signature': hmac(clientSecret, path, bearer, text, timestamp),
        },
        text,
      );
      expect([answer.status, answer.body.responseCode]).toEqual([401, '4014701']);
    } finally {
      await short.close();
    }
  });
});

describe('an EZTrans transaction (RSA of <X-PARTNER-ID>|<X-TIMESTAMP>)', () => {
  const path = '/v2.0/cdm/cdm-mpm-generate';
  const send = async (sign: (timestamp: string, bearer: string, text: string) => string) => {
    const bearer = await token('/v2.0/access-token/b2b');
    const timestamp = jakarta();
    const text = JSON.stringify({
      partnerReferenceNo: `atm${externalId()}`,
      merchantId: partner.appId,
      additionalInfo: {},
    });
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${bearer}`,
      'x-timestamp': timestamp,
      'x-partner-id': partner.appId,
      'x-external-id': externalId(),
      'x-signature': sign(timestamp, bearer, text),
    };
    return post(url(path), headers, text);
  };

  it('is answered 200 when signed with the partner’s RSA key', async () => {
    const answer = await send((timestamp) => rsa(`${partner.appId}|${timestamp}`, partner.privateKey));
    expect([answer.status, answer.body.responseCode]).toEqual([200, '2009000']);
  });

  it('is refused when signed as the cargo site signs', async () => {
    const answer = await send((timestamp, bearer, text) => hmac(partner.clientSecret, path, bearer, text, timestamp));
    expect([answer.status, answer.body.responseCode]).toEqual([401, '4019000']);
  });
});

describe('the faults on a SNAP path', () => {
  it('answer in SNAP’s form: a 429 with Retry-After, a refusal with its own HTTP status', async () => {
    sandbox.injectFault({ path: cargoPath, kind: 'rate-limit', retryAfterSeconds: 2, times: 1 });
    const first = await signed(qris());
    const limited = await post(url(cargoPath), first.headers, first.text);
    expect([limited.status, limited.body.responseCode, limited.headers.get('retry-after')]).toEqual([
      429,
      '4294700',
      '2',
    ]);
    // Nothing was processed: the same message goes through afterwards.
    expect((await post(url(cargoPath), first.headers, first.text)).status).toBe(200);
    sandbox.injectFault({ path: cargoPath, kind: 'business-code', code: 5044700, message: 'Timeout', times: 1 });
    const second = await signed(qris());
    const timedOut = await post(url(cargoPath), second.headers, second.text);
    expect([timedOut.status, timedOut.body]).toEqual([504, { responseCode: '5044700', responseMessage: 'Timeout' }]);
  });

  it('answer a path no site serves with 404', async () => {
    const answer = await post(url('/v2.1/unknown'), tokenHeaders(partner), {});
    expect(answer.status).toBe(404);
  });
});

describe('the payment notification (service 52)', () => {
  it('is POSTed to snapNotifyUrl as the cargo page shows, RSA-signed by the platform key, and acknowledged by 2005200', async () => {
    const received: Array<{ path: string; headers: Record<string, string>; body: string }> = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers as Record<string, string>, body });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ responseCode: '2005200', responseMessage: 'Successful' }));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      sandbox.updateMerchant({ appId: partner.appId, snapNotifyUrl: `http://127.0.0.1:${port}/snap/notify` });
      const { text, headers } = await signed(qris());
      const created = await post(url(cargoPath), headers, text);
      const referenceNo = created.body.referenceNo as string;
      sandbox.completeSnapPayment({ referenceNo });
      while (!sandbox.deliveries().some((entry) => entry.param.includes(referenceNo)))
        await new Promise((resolve) => setTimeout(resolve, 10));
      const delivery = sandbox.deliveries().find((entry) => entry.param.includes(referenceNo));
      expect(delivery?.status).toBe('acknowledged');
      expect(received).toHaveLength(1);
      const [notification] = received;
      expect(notification?.path).toBe('/snap/notify');
      // https://docs-snap-cargo.paycools.co.id/en/SnapApi/FinishNotify.html: a paid parcel's aggregate amounts.
      expect(JSON.parse(notification?.body ?? '')).toEqual({
        originalReferenceNo: referenceNo,
        originalPartnerReferenceNo: JSON.parse(text).partnerReferenceNo,
        aggregateCodAmount: { value: '150000.00', currency: 'IDR' },
        aggregateCodFeeAmount: { value: '0.00', currency: 'IDR' },
        aggregateFrtAmount: { value: '12000.00', currency: 'IDR' },
        aggregateFrtFeeAmount: { value: '0.00', currency: 'IDR' },
        totalAggregateAmount: { value: '162000.00', currency: 'IDR' },
        totalAggregateFeeAmount: { value: '0.00', currency: 'IDR' },
        latestTransactionStatus: '00',
        transactionStatusDesc: 'Success',
      });
      // Verified here with node:crypto, independently of the sandbox's signing code.
      const timestamp = notification?.headers['x-timestamp'] ?? '';
      expect(timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
      const digest = createHash('sha256')
        .update(notification?.body ?? '')
        .digest('hex');
      const verified = createVerify('RSA-SHA256')
        .update(`POST:/snap/notify:${digest}:${timestamp}`)
        .verify(
          createPublicKey({ key: Buffer.from(sandbox.platformPublicKey, 'base64'), format: 'der', type: 'spki' }),
          notification?.headers['x-signature'] ?? '',
          'base64',
        );
      expect(verified).toBe(true);
    } finally {
      sandbox.updateMerchant({ appId: partner.appId, snapNotifyUrl: null });
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
