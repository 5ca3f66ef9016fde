import { generateKeyPairSync } from 'node:crypto';
import { isConfigurationError, isJournalWriteError } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { isSnapError, memorySnapStore, type SnapStore } from '../src/index.js';
import { idr, partnerReference, rejectionOf, startSnapSandbox, useSnapSandbox } from './setup-sandbox.js';

const setup = useSnapSandbox('paycools-cargo');

/** A `fetch` that keeps the headers of every request it sends. */
function recordingFetch() {
  const sent: { url: string; headers: Headers }[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    // A call's attempt comes as ky's Request (its headers on it); the token request as a URL and init.
    const request = input instanceof Request ? input : undefined;
    sent.push({ url: request?.url ?? String(input), headers: new Headers(request?.headers ?? init?.headers) });
    return globalThis.fetch(input, init);
  };
  return { sent, fetch, calls: () => sent.filter((request) => !request.url.endsWith('/access-token/b2b')) };
}

const qris = () => ({
  partnerReferenceNo: partnerReference('awb'),
  codAmount: idr('10000.00'),
  frtAmount: idr('5000.00'),
  merchantId: setup.merchant.appId,
});

describe('the B2B access token of a SNAP client', () => {
  it('is fetched once for concurrent calls, and used by the calls after', async () => {
    const before = setup.sandbox.snapTokensIssued(setup.merchant.appId);
    const client = await setup.clientWith({});
    await Promise.all(Array.from({ length: 8 }, () => client.snap.createQris(qris())));
    await client.snap.createQris(qris());
    expect(setup.sandbox.snapTokensIssued(setup.merchant.appId) - before).toBe(1);
  });

  it('is fetched once between the instances of a client that share a store', async () => {
    const before = setup.sandbox.snapTokensIssued(setup.merchant.appId);
    const store = memorySnapStore();
    const instances = await Promise.all(Array.from({ length: 4 }, () => setup.clientWith({ store })));
    await Promise.all(instances.map((client) => client.snap.createQris(qris())));
    expect(setup.sandbox.snapTokensIssued(setup.merchant.appId) - before).toBe(1);
  });

  it('is fetched anew when the gateway refuses it, and the call goes through with the new one', async () => {
    const client = await setup.clientWith({});
    await client.snap.createQris(qris());
    setup.sandbox.revokeSnapTokens({ appId: setup.merchant.appId });
    const params = qris();
    const { data, metadata } = await client.snap.createQris(params).withMetadata();
    expect(data.responseCode).toBe('2004700');
    expect(metadata.attempts.map((attempt) => attempt.code)).toEqual([4014701, 2004700]);
    expect(
      setup.sandbox.snapTransactions().filter((t) => t.partnerReferenceNo === params.partnerReferenceNo),
    ).toHaveLength(1);
  });

  it('is refreshed before it expires, so no call is sent with one about to', async () => {
    // Tokens of 61 s: a minute before its end, one second after it was issued, the client takes a new one.
    const { sandbox, merchant, client, close } = await startSnapSandbox('paycools-cargo', {
      snap: { tokenTtlMs: 61_000 },
    });
    try {
      const params = () => ({ ...qris(), merchantId: merchant.appId });
      await client.snap.createQris(params());
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const { metadata } = await client.snap.createQris(params()).withMetadata();
      expect(metadata.attempts.map((attempt) => attempt.code)).toEqual([2004700]);
      expect(sandbox.snapTokensIssued(merchant.appId)).toBe(2);
    } finally {
      await close();
    }
  });

  it('names the refusal when the gateway refuses the token request, and sends no call', async () => {
    const { fetch, calls } = recordingFetch();
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const other = await setup.clientWith({ fetch, privateKey: String(otherKey) });
    const error = await rejectionOf(other.snap.createQris(qris()));
    expect(isSnapError(error) && [error.responseCode, error.responseMessage]).toEqual([
      '4017300',
      'Unauthorized. Signature',
    ]);
    expect(calls()).toEqual([]);
  });
});

describe('the headers of a SNAP call', () => {
  it('carry the token, a fresh Jakarta timestamp, the partner, CHANNEL-ID when set and one X-EXTERNAL-ID per write', async () => {
    const { fetch, calls } = recordingFetch();
    const client = await setup.clientWith({ fetch, channelId: '95221' });
    setup.sandbox.injectFault({ path: '/v2.1/qr/qr-mpm-generate', kind: 'rate-limit', retryAfterSeconds: 0, times: 1 });
    const { metadata } = await client.snap.createQris(qris()).withMetadata();
    expect(metadata.attempts.map((attempt) => attempt.status)).toEqual([429, 200]);
    const [first, second] = calls().map((request) => request.headers);
    expect(first?.get('authorization')).toMatch(/^Bearer \S+$/);
    expect(first?.get('x-timestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
    expect(first?.get('x-partner-id')).toBe(setup.merchant.appId);
    expect(first?.get('channel-id')).toBe('95221');
    expect(first?.get('x-external-id')).toMatch(/^\d{32}$/);
    expect(second?.get('x-external-id')).toBe(first?.get('x-external-id'));
    // Signed afresh, at the attempt's own second.
    expect((second?.get('x-timestamp') ?? '') >= (first?.get('x-timestamp') ?? '~')).toBe(true);
  });

  it('give every call an X-EXTERNAL-ID of its own', async () => {
    const { fetch, calls } = recordingFetch();
    const client = await setup.clientWith({ fetch });
    await Promise.all(Array.from({ length: 5 }, () => client.snap.createQris(qris())));
    expect(new Set(calls().map((request) => request.headers.get('x-external-id'))).size).toBe(5);
  });

  it('are refused (401) with a wrong client secret, and the call fails having done nothing', async () => {
    const client = await setup.clientWith({ clientSecret: 'not-the-secret-the-gateway-holds' });
    const params = qris();
    const error = await rejectionOf(client.snap.createQris(params));
    expect(isSnapError(error) && [error.responseCode, error.responseMessage]).toEqual([
      '4014700',
      'Unauthorized. Signature',
    ]);
    expect((error as Error).message).toContain('check the client key');
    expect(setup.sandbox.snapTransactions().filter((t) => t.partnerReferenceNo === params.partnerReferenceNo)).toEqual(
      [],
    );
  });
});

describe('a SNAP client whose store fails', () => {
  const refused = () => Promise.reject(new Error('ECONNREFUSED'));

  it('calls on while its token and ids cannot be shared, keeping its token and drawing its ids in its own process', async () => {
    const broken: SnapStore = {
      ...memorySnapStore(),
      get: refused,
      put: refused,
      drop: refused,
      claim: refused,
      release: refused,
      reserve: refused,
    };
    const before = setup.sandbox.snapTokensIssued(setup.merchant.appId);
    const client = await setup.clientWith({ store: broken });
    await client.snap.createQris(qris());
    await client.snap.createQris(qris());
    expect(setup.sandbox.snapTokensIssued(setup.merchant.appId) - before).toBe(1);
  });

  it('sends no create whose code it cannot record: JournalWriteError, and the gateway made nothing', async () => {
    const client = await setup.clientWith({ store: { ...memorySnapStore(), expectRecord: refused } });
    const params = qris();
    const error = await rejectionOf(client.snap.createQris(params));
    expect(isJournalWriteError(error) && error.keys).toEqual({ partnerReferenceNo: params.partnerReferenceNo });
    expect(setup.sandbox.snapTransactions().filter((t) => t.partnerReferenceNo === params.partnerReferenceNo)).toEqual(
      [],
    );
  });
});

describe('the codes a SNAP client creates', () => {
  it('are recorded in its store: expected before the create is sent, then its referenceNo', async () => {
    const store = memorySnapStore();
    const seen: (string | null | undefined)[] = [];
    const params = qris();
    const key = `paycools-cargo|${setup.merchant.appId}|${params.partnerReferenceNo}`;
    const client = await setup.clientWith({
      store,
      // What the store holds when the create goes out.
      fetch: async (input, init) => {
        if (input instanceof Request && input.url.endsWith('/qr/qr-mpm-generate'))
          seen.push(await store.getRecord(key));
        return fetch(input, init);
      },
    });
    const created = await client.snap.createQris(params);
    expect(seen).toEqual([null]);
    expect(await store.getRecord(key)).toBe(created.referenceNo);
  });
});

describe('createSnapClient', () => {
  it.each([
    ['clientKey', { clientKey: '' }, 'clientKey is required'],
    ['clientSecret', { clientSecret: undefined }, 'clientSecret is required on paycools-cargo'],
    ['channelId', { channelId: '123456' }, 'channelId must be 1–5 digits'],
    ['profile', { profile: 'cargo' }, "profile must be 'paycools-cargo' or 'eztrans'"],
  ])('refuses a config without a usable %s, before anything is sent', async (option, config, message) => {
    const error = await rejectionOf(setup.clientWith(config as never));
    expect(isConfigurationError(error) && error.option).toBe(option);
    expect((error as Error).message).toContain(message);
  });

  it('prints without the key, the secret or the token', async () => {
    const client = await setup.clientWith({});
    await client.snap.createQris(qris());
    const printed = JSON.stringify(client);
    expect(printed).toBe(
      JSON.stringify({ appId: setup.merchant.appId, baseUrl: setup.sandbox.url, plugins: ['snap'] }),
    );
    expect(printed).not.toContain(setup.merchant.clientSecret);
  });
});
