import { rsaSha256Signer, type Signer } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { createSnapClient, memorySnapStore, type SnapStore, snap } from '../src/index.js';
import { idr, partnerReference, rejectionOf, startSnapSandbox, useSnapSandbox } from './setup-sandbox.js';

// Every step of a SNAP call inside the call's deadline and its caller's signal, over real HTTP against
// the sandbox: its token store, its token endpoint and its signer. A stalled one ends the call by its
// deadline with nothing sent; a failing token endpoint is tried again by the call's own retries.

const setup = useSnapSandbox('paycools-cargo');
const qrisPath = '/v2.1/qr/qr-mpm-generate';
const tokenPath = '/v2.1/access-token/b2b';

const qris = () => ({
  partnerReferenceNo: partnerReference('dl'),
  codAmount: idr('10000.00'),
  frtAmount: idr('5000.00'),
  merchantId: setup.merchant.appId,
});
const sentQris = (params: { partnerReferenceNo: string }) =>
  setup.sandbox.snapTransactions().filter((t) => t.partnerReferenceNo === params.partnerReferenceNo);

/**
 * A store whose access tokens and X-EXTERNAL-IDs never answer (a Redis that hangs), its record of created
 * codes in memory, or (`records`) the other way round; `asked` resolves once the client has asked it.
 */
function hangingStore(hangs: 'tokens' | 'records' = 'tokens') {
  let asked: () => void = () => undefined;
  const wasAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const never = <T>(): Promise<T> => {
    asked();
    return new Promise<T>(() => undefined);
  };
  const memory = memorySnapStore();
  const store: SnapStore =
    hangs === 'tokens'
      ? { ...memory, get: never, put: never, drop: never, claim: never, release: never, reserve: never }
      : { ...memory, expectRecord: never, putRecord: never, getRecord: never };
  return { store, wasAsked };
}

/** A `fetch` that holds every token request until the test releases it, keeping its signal. */
function heldTokenEndpoint() {
  const held: { signal: AbortSignal | undefined; release: () => void }[] = [];
  let told: (() => void) | undefined;
  const fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith(tokenPath)) return globalThis.fetch(input, init);
    return new Promise<Response>((resolve, reject) => {
      held.push({
        signal: init?.signal ?? undefined,
        release: () => globalThis.fetch(input, init).then(resolve, reject),
      });
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
      told?.();
    });
  };
  const next = () =>
    held.length > 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          told = resolve;
        });
  return { fetch, held, next };
}

describe('a SNAP call whose token store hangs', () => {
  it('ends by the call timeout with SigningTimeoutError, nothing sent', async () => {
    const { store } = hangingStore();
    const client = await setup.clientWith({ store, timeout: 1000 });
    const params = qris();
    const hits = setup.sandbox.hits(qrisPath);
    const startedAt = performance.now();
    const error = await rejectionOf(client.snap.createQris(params));
    // Before, the store's own 2 s bounds came on top of the call's timeout.
    expect(performance.now() - startedAt).toBeLessThan(1900);
    expect(error).toMatchObject({ name: 'SigningTimeoutError', timeout: 1000 });
    expect(setup.sandbox.hits(qrisPath)).toBe(hits);
    expect(sentQris(params)).toEqual([]);
  });

  it('ends by the call timeout with JournalWriteError when it hangs recording the code, nothing sent', async () => {
    const { store } = hangingStore('records');
    const client = await setup.clientWith({ store, timeout: 1000 });
    const params = qris();
    const startedAt = performance.now();
    const error = await rejectionOf(client.snap.createQris(params));
    expect(performance.now() - startedAt).toBeLessThan(1900);
    expect(error).toMatchObject({ name: 'JournalWriteError' });
    expect(sentQris(params)).toEqual([]);
  });

  it("ends at once when the caller's signal aborts, with CallAbortedError", async () => {
    const { store, wasAsked } = hangingStore();
    const client = await setup.clientWith({ store, timeout: false });
    const controller = new AbortController();
    const params = qris();
    const call = client.snap.createQris(params, { signal: controller.signal });
    await wasAsked;
    controller.abort();
    expect(await rejectionOf(call)).toMatchObject({ name: 'CallAbortedError' });
    expect(sentQris(params)).toEqual([]);
  });
});

describe('a SNAP call whose token endpoint is slow', () => {
  it('ends by the call timeout, and the token request it no longer waits for is aborted', async () => {
    const { fetch, held, next } = heldTokenEndpoint();
    const client = await setup.clientWith({ fetch, timeout: 500 });
    const params = qris();
    const hits = setup.sandbox.hits(qrisPath);
    const call = client.snap.createQris(params);
    await next();
    expect(await rejectionOf(call)).toMatchObject({ name: 'SigningTimeoutError', timeout: 500 });
    await expect.poll(() => held[0]?.signal?.aborted).toBe(true);
    expect(held).toHaveLength(1);
    expect(setup.sandbox.hits(qrisPath)).toBe(hits);
    expect(sentQris(params)).toEqual([]);
  });

  it("ends when the caller's signal aborts, and aborts the token request", async () => {
    const { fetch, held, next } = heldTokenEndpoint();
    const client = await setup.clientWith({ fetch, timeout: false });
    const controller = new AbortController();
    const params = qris();
    const call = client.snap.createQris(params, { signal: controller.signal });
    await next();
    controller.abort();
    expect(await rejectionOf(call)).toMatchObject({ name: 'CallAbortedError' });
    expect(held[0]?.signal?.aborted).toBe(true);
    expect(sentQris(params)).toEqual([]);
  });

  it('keeps the token request for a second call still waiting when the first gives up', async () => {
    const { fetch, held, next } = heldTokenEndpoint();
    const client = await setup.clientWith({ fetch, timeout: false });
    const first = new AbortController();
    const gaveUp = client.snap.createQris(qris(), { signal: first.signal });
    await next();
    const params = qris();
    const waiting = client.snap.createQris(params);
    // The memory store answers within the turn: by the next one, the second call waits for the token too.
    await new Promise((resolve) => setImmediate(resolve));
    first.abort();
    expect(await rejectionOf(gaveUp)).toMatchObject({ name: 'CallAbortedError' });
    expect(held[0]?.signal?.aborted).toBe(false);
    held[0]?.release();
    await expect(waiting).resolves.toMatchObject({ responseCode: '2004700' });
    expect(held).toHaveLength(1);
    expect(sentQris(params)).toHaveLength(1);
  });
});

describe('a SNAP call whose token endpoint fails', () => {
  it("is tried again by the call's own retries, and the token asked for once per attempt", async () => {
    const client = await setup.clientWith({});
    setup.sandbox.injectFault({ path: tokenPath, kind: 'http', status: 503, times: 1 });
    const tokens = setup.sandbox.hits(tokenPath);
    const params = qris();
    const { data, metadata } = await client.snap.createQris(params).withMetadata();
    expect(data.responseCode).toBe('2004700');
    // The first attempt was never sent: only the second is in the metadata.
    expect(metadata.attempts.map((attempt) => attempt.attempt)).toEqual([2]);
    expect(setup.sandbox.hits(tokenPath) - tokens).toBe(2);
    expect(sentQris(params)).toHaveLength(1);
  });

  it('ends a call without retries at its first failure, nothing sent', async () => {
    const client = await setup.clientWith({ retry: { limit: 0 } });
    setup.sandbox.injectFault({ path: tokenPath, kind: 'http', status: 503, times: 3 });
    const tokens = setup.sandbox.hits(tokenPath);
    const params = qris();
    const error = await rejectionOf(client.snap.createQris(params));
    expect(error).toMatchObject({ name: 'HttpStatusError', status: 503, endpoint: tokenPath });
    expect(setup.sandbox.hits(tokenPath) - tokens).toBe(1);
    expect(sentQris(params)).toEqual([]);
    setup.sandbox.clearFaults();
  });
});

describe('a SNAP client whose key lives elsewhere', () => {
  it('signs the token request and the calls with the signer it is given, with the call signal', async () => {
    const local = await rsaSha256Signer({ privateKey: setup.merchant.privateKey });
    const signals: (AbortSignal | undefined)[] = [];
    const signer: Signer = {
      keyId: 'kms-key-1',
      sign: (payload, options) => {
        signals.push(options?.signal);
        return local.sign(payload);
      },
    };
    const cargo = await setup.clientWith({ privateKey: undefined, signer });
    const params = qris();
    const { data, metadata } = await cargo.snap.createQris(params).withMetadata();
    expect(data).toMatchObject({ responseCode: '2004700' });
    // This site signs its calls with the client secret (HMAC): the RSA key signed the token request only.
    expect(metadata.keyId).toBeUndefined();
    expect(signals.length).toBeGreaterThanOrEqual(1);
    expect(signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
  });

  it('names the key that signed a call in its metadata, on a site that signs calls with it', async () => {
    const { sandbox, merchant, close } = await startSnapSandbox('eztrans');
    try {
      const signer = await rsaSha256Signer({ privateKey: merchant.privateKey, keyId: 'snap-key-2026' });
      const eztrans = (
        await createSnapClient({ baseUrl: sandbox.url, profile: 'eztrans', clientKey: merchant.appId, signer })
      ).use(snap);
      const params = { partnerReferenceNo: partnerReference('key'), merchantId: merchant.appId, additionalInfo: {} };
      const { metadata } = await eztrans.snap.createAtmQrCode(params).withMetadata();
      expect(metadata.keyId).toBe('snap-key-2026');
      expect(metadata.attempts.map((attempt) => attempt.keyId)).toEqual(['snap-key-2026']);
    } finally {
      await close();
    }
  });

  it("ends the call with SignatureError (sign-failed) when the signer fails, the signer's error as cause", async () => {
    const refusal = new Error('HSM: CKR_DEVICE_ERROR');
    const signer: Signer = { sign: () => Promise.reject(refusal) };
    const client = await setup.clientWith({ privateKey: undefined, signer });
    const params = qris();
    const error = await rejectionOf(client.snap.createQris(params));
    expect(error).toMatchObject({ name: 'SignatureError', reason: 'sign-failed', cause: refusal });
    expect(sentQris(params)).toEqual([]);
  });

  it('reads its client secret from a function, for each signature, with the call signal', async () => {
    const reads: (AbortSignal | undefined)[] = [];
    const client = await setup.clientWith({
      clientSecret: ({ signal }) => {
        reads.push(signal);
        return Promise.resolve(setup.merchant.clientSecret);
      },
    });
    await expect(client.snap.createQris(qris())).resolves.toMatchObject({ responseCode: '2004700' });
    await expect(client.snap.createQris(qris())).resolves.toMatchObject({ responseCode: '2004700' });
    expect(reads).toHaveLength(2);
    expect(reads.every((signal) => signal instanceof AbortSignal)).toBe(true);
  });
});
