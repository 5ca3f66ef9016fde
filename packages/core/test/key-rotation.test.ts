import { createPublicKey, generateKeyPair, verify } from 'node:crypto';
import { promisify } from 'node:util';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallIntent,
  type CallJournal,
  type CallMetadata,
  type CallOutcome,
  type ClientConfig,
  createClient,
  definePlugin,
  isConfigurationError,
  isGatewayError,
  rsaSha256Signer,
  type Signer,
} from '../src/index.js';
import { logging } from '../src/logging/index.js';
import { createPayment, createPayout, paymentParams, payoutParams, queryPayment } from './helpers/sandbox-endpoints.js';

// A merchant rotating its own signing key, over real HTTP against @lintas/sandbox: the client signs
// with two keys while the gateway's registered public key is switched by the sandbox's control route
// (PATCH /__sandbox/merchants/:appId), as the merchant's upload of a new public key switches it. A
// request refused with 21001 did nothing: the same request is signed with the next key and sent again.

const payoutPath = '/open-api/philippines/disbursement/transfer';
const rotation = definePlugin({ name: 'rotation', endpoints: { createPayout, createPayment, queryPayment } });

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

/** A fresh RSA key pair in the gateway's encoding (bare base64), generated off the event loop. */
async function keyPair(): Promise<{ privateKey: string; publicKey: string }> {
  const pair = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return {
    privateKey: pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: pair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  };
}

/** A merchant registered with its current key, the next key it rotates to, and a signer of each. */
async function rotatingMerchant() {
  const merchant: DemoMerchant = createDemoMerchant(sandbox);
  const next = await keyPair();
  const signers: [Signer, Signer] = [
    await rsaSha256Signer({ privateKey: merchant.privateKey, keyId: 'merchant-key-2025' }),
    await rsaSha256Signer({ privateKey: next.privateKey, keyId: 'merchant-key-2026' }),
  ];
  const publicKeys: Record<string, string> = {
    'merchant-key-2025': merchant.publicKey,
    'merchant-key-2026': next.publicKey,
  };
  /** Registers `publicKey` for the merchant through the sandbox's control route, over HTTP. */
  const register = async (publicKey: string) => {
    const answer = await fetch(`${sandbox.url}/__sandbox/merchants/${merchant.appId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ publicKey }),
    });
    expect(answer.status).toBe(200);
  };
  return { merchant, next, signers, publicKeys, register };
}

/** A journal in memory: the outcome each entry was closed with, by merchant order id. */
function memoryJournal() {
  const closed = new Map<string, CallOutcome>();
  const journal: CallJournal = {
    async open() {},
    async close(intent: CallIntent, outcome) {
      closed.set(String(intent.keys.mchOrderId), outcome);
    },
  };
  return { journal, closed };
}

function client(appId: string, signer: ClientConfig['signer'], config: Partial<ClientConfig> = {}) {
  return createClient({ baseUrl: sandbox.url, appId, signer, retry: { initialDelay: 5 }, ...config }).use(rotation);
}

/** The sandbox's log of the requests of the order `mchOrderId`: each answer's code, param and sign. */
function requestsOf(mchOrderId: string) {
  return sandbox
    .requests()
    .map((entry) => ({ entry, body: JSON.parse(entry.requestBody ?? '{}') as { param?: string; sign?: string } }))
    .filter(({ body }) => body.param !== undefined && JSON.parse(body.param).mchOrderId === mchOrderId)
    .map(({ entry, body }) => ({ path: entry.path, code: entry.code, param: body.param ?? '', sign: body.sign ?? '' }));
}

/** Whether `sign` is a signature of `param` by the private half of `publicKey` (base64 SPKI). */
function signedBy(param: string, sign: string, publicKey: string): boolean {
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  return verify('sha256', Buffer.from(param), key, Buffer.from(sign, 'base64'));
}

/** A `fetch` that holds the client's request number `request` until `register` has switched the key. */
function switchingAt(request: number, register: () => Promise<void>): NonNullable<ClientConfig['fetch']> {
  let requests = 0;
  return async (input, init) => {
    requests += 1;
    if (requests === request) await register();
    return fetch(input, init);
  };
}

const paidPayouts = (mchOrderId: string) => sandbox.state().payouts.filter((p) => p.mchOrderId === mchOrderId);
const codesAndKeys = (metadata: CallMetadata) =>
  metadata.attempts.map(({ attempt, code, keyId }) => ({ attempt, code, keyId }));

describe('a merchant whose registered key changes mid-run, signing with both keys', () => {
  it('pays every payout of a batch exactly once, none failed, each naming the key the gateway verified', async () => {
    const { merchant, next, signers, publicKeys, register } = await rotatingMerchant();
    const { journal, closed } = memoryJournal();
    // The 8th request, signed with the old key while four payouts are in flight, is held until the
    // merchant's new public key is registered: it reaches the gateway after the switch.
    const rotating = client(merchant.appId, signers, {
      journal,
      fetch: switchingAt(8, () => register(next.publicKey)),
    });
    const batch = Array.from({ length: 24 }, () => payoutParams());
    const results: { mchOrderId: string; metadata: CallMetadata }[] = [];
    const queue = [...batch];
    // Four payouts at a time, as a merchant's batch job sends them.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let payout = queue.shift(); payout; payout = queue.shift()) {
          const { data, metadata } = await rotating.rotation.createPayout(payout).withMetadata();
          expect(data).toMatchObject({ mchOrderId: payout.mchOrderId });
          results.push({ mchOrderId: payout.mchOrderId, metadata });
        }
      }),
    );
    expect(results).toHaveLength(batch.length);
    let signedAgain = 0;
    for (const { mchOrderId, metadata } of results) {
      expect(paidPayouts(mchOrderId), mchOrderId).toHaveLength(1);
      const sent = requestsOf(mchOrderId);
      const accepted = sent.filter((request) => request.code === 10000);
      expect(accepted, mchOrderId).toHaveLength(1);
      // The key the metadata and the journal name is the one whose public key verifies the accepted request.
      const keyId = metadata.keyId ?? 'none';
      expect(signedBy(accepted[0]?.param ?? '', accepted[0]?.sign ?? '', publicKeys[keyId] ?? ''), mchOrderId).toBe(
        true,
      );
      expect(closed.get(mchOrderId)).toMatchObject({ status: 'succeeded', attempts: 1, keyId });
      // Each request refused 21001 was signed with the old key, and the same param signed again with the new.
      expect(sent.map((request) => request.code)).toEqual(
        metadata.attempts.map((attempt) => attempt.code ?? 'no answer'),
      );
      if (sent.length === 2) {
        signedAgain += 1;
        expect(codesAndKeys(metadata)).toEqual([
          { attempt: 1, code: 21001, keyId: 'merchant-key-2025' },
          { attempt: 1, code: 10000, keyId: 'merchant-key-2026' },
        ]);
        expect(sent[1]?.param).toBe(sent[0]?.param);
        expect(sent[1]?.sign).not.toBe(sent[0]?.sign);
      } else expect(sent).toHaveLength(1);
    }
    // The held request at least met the new key; the payouts before the switch were signed with the old.
    expect(signedAgain).toBeGreaterThanOrEqual(1);
    expect(results.slice(0, 4).map((result) => result.metadata.keyId)).toEqual(Array(4).fill('merchant-key-2025'));
    // The key the gateway accepted is preferred: a later payout is signed with it at once.
    const after = payoutParams();
    const { metadata } = await rotating.rotation.createPayout(after).withMetadata();
    expect(codesAndKeys(metadata)).toEqual([{ attempt: 1, code: 10000, keyId: 'merchant-key-2026' }]);
    expect(paidPayouts(after.mchOrderId)).toHaveLength(1);
  });

  it('signs with the old key until the switch, then with the new one, and back again, one wasted request each time', async () => {
    const { merchant, next, signers, register } = await rotatingMerchant();
    const lines: string[] = [];
    const logger = { debug: () => {}, info: () => {}, warn: (line: string) => void lines.push(line), error: () => {} };
    const rotating = client(merchant.appId, signers, { log: logging({ level: 'warn', logger }) });
    const keyIdsOf = async () =>
      codesAndKeys((await rotating.rotation.createPayout(payoutParams()).withMetadata()).metadata);
    expect(await keyIdsOf()).toEqual([{ attempt: 1, code: 10000, keyId: 'merchant-key-2025' }]);
    await register(next.publicKey);
    expect(await keyIdsOf()).toEqual([
      { attempt: 1, code: 21001, keyId: 'merchant-key-2025' },
      { attempt: 1, code: 10000, keyId: 'merchant-key-2026' },
    ]);
    expect(await keyIdsOf()).toEqual([{ attempt: 1, code: 10000, keyId: 'merchant-key-2026' }]);
    expect(lines).toEqual([
      `lintas ${payoutPath} attempt 1 (signed with merchant-key-2025) refused its signature (21001): signed again with the next key`,
    ]);
    // A rollback: the old key registered again is found the same way.
    await register(merchant.publicKey);
    expect(await keyIdsOf()).toEqual([
      { attempt: 1, code: 21001, keyId: 'merchant-key-2026' },
      { attempt: 1, code: 10000, keyId: 'merchant-key-2025' },
    ]);
  });

  it('recovers a payment whose answer was lost before the switch: signed again after 21001, its duplicate looked up, paid once', async () => {
    const { merchant, next, signers, register } = await rotatingMerchant();
    const { journal, closed } = memoryJournal();
    // The retry of the lost attempt, signed with the old key, reaches the gateway after the switch.
    const rotating = client(merchant.appId, signers, {
      journal,
      fetch: switchingAt(2, () => register(next.publicKey)),
    });
    sandbox.injectFault({ path: '/open-api/payment/generate', kind: 'reset-after' });
    const params = paymentParams();
    const { data, metadata } = await rotating.rotation.createPayment(params).withMetadata();
    expect(data).toMatchObject({ mchOrderId: params.mchOrderId });
    expect(sandbox.state().payments.filter((payment) => payment.mchOrderId === params.mchOrderId)).toHaveLength(1);
    expect(metadata.recovered).toBe(true);
    expect(codesAndKeys(metadata)).toEqual([
      { attempt: 1, code: undefined, keyId: 'merchant-key-2025' },
      { attempt: 2, code: 21001, keyId: 'merchant-key-2025' },
      { attempt: 2, code: 21007, keyId: 'merchant-key-2026' },
    ]);
    const generate = requestsOf(params.mchOrderId).filter((request) => request.path === '/open-api/payment/generate');
    // The first was committed (its answer destroyed), the second refused, the same param signed again a duplicate.
    expect(generate.map((request) => request.code)).toEqual([10000, 21001, 21007]);
    expect(generate[2]?.param).toBe(generate[1]?.param);
    expect(closed.get(params.mchOrderId)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      keyId: 'merchant-key-2026',
    });
  });
});

describe('a merchant signing with two keys', () => {
  it('tries each key once when the gateway holds neither, and ends in the GatewayError 21001, nothing paid', async () => {
    const { merchant, signers } = await rotatingMerchant();
    const { journal, closed } = memoryJournal();
    const unknownKey = await keyPair();
    sandbox.updateMerchant({ appId: merchant.appId, publicKey: unknownKey.publicKey });
    const payout = payoutParams();
    const error = await client(merchant.appId, signers, { journal })
      .rotation.createPayout(payout)
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21001);
    const metadata = (error as { metadata: CallMetadata }).metadata;
    expect(codesAndKeys(metadata)).toEqual([
      { attempt: 1, code: 21001, keyId: 'merchant-key-2025' },
      { attempt: 1, code: 21001, keyId: 'merchant-key-2026' },
    ]);
    expect(requestsOf(payout.mchOrderId)).toHaveLength(2);
    expect(paidPayouts(payout.mchOrderId)).toEqual([]);
    expect(closed.get(payout.mchOrderId)).toMatchObject({ status: 'failed', keyId: 'merchant-key-2026' });
  });

  it('sends a request again with another key after 21001 only: a refusal, a failure or a retry keeps the key', async () => {
    const { merchant, signers } = await rotatingMerchant();
    const rotating = client(merchant.appId, signers);
    sandbox.injectFault({
      path: payoutPath,
      kind: 'business-code',
      code: 21014,
      message: 'Merchant balance insufficient',
    });
    const refused = payoutParams();
    const error = await rotating.rotation.createPayout(refused).catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21014);
    expect(requestsOf(refused.mchOrderId)).toHaveLength(1);
    sandbox.injectFault({ path: payoutPath, kind: 'rate-limit', retryAfterSeconds: 0 });
    const limited = payoutParams();
    const { metadata } = await rotating.rotation.createPayout(limited).withMetadata();
    expect(metadata.attempts.map(({ attempt, status, keyId }) => ({ attempt, status, keyId }))).toEqual([
      { attempt: 1, status: 429, keyId: 'merchant-key-2025' },
      { attempt: 2, status: 200, keyId: 'merchant-key-2025' },
    ]);
    expect(paidPayouts(limited.mchOrderId)).toHaveLength(1);
  });
});

describe('the signer option', () => {
  const config = { baseUrl: 'http://127.0.0.1:9', appId: 'app-1' };
  const named = (keyId?: string): Signer => ({ ...(keyId === undefined ? {} : { keyId }), sign: async () => 'c2ln' });

  it.each([
    ['no signer', []],
    ['a signer without sign()', [named('a'), { keyId: 'b' }]],
    ['two signers, one naming no key', [named('a'), named()]],
    ['two signers naming the same key', [named('a'), named('a')]],
    ['a keyId that is a key', [named('-----BEGIN PRIVATE KEY-----MIIE')]],
  ])('refuses %s with a ConfigurationError naming signer', (_what, signer) => {
    let error: unknown;
    try {
      createClient({ ...config, signer: signer as Signer[] });
    } catch (caught) {
      error = caught;
    }
    expect(isConfigurationError(error) && error.option).toBe('signer');
    expect(String(error)).not.toContain('MIIE');
  });

  it('takes one signer, or several that each name their key', () => {
    expect(() => createClient({ ...config, signer: named() })).not.toThrow();
    expect(() => createClient({ ...config, signer: [named()] })).not.toThrow();
    expect(() => createClient({ ...config, signer: [named('a'), named('b'), named('c')] })).not.toThrow();
  });
});
