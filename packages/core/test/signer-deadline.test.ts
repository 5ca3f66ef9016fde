import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CallIntent,
  type CallJournal,
  type CallMetadata,
  type CallOutcome,
  type ClientConfig,
  createClient,
  definePlugin,
  rsaSha256Signer,
  type Signer,
} from '../src/index.js';
import { createPayout, payoutParams, queryBalance } from './helpers/sandbox-endpoints.js';

// Every step of a call inside its deadline: a signer (a KMS, an HSM) that never answers, answers late,
// fails, or is still working when the caller aborts, over real HTTP against @lintas/sandbox. Nothing may
// reach the gateway after the call's deadline, and the journal entry of every call is closed.

const payouts = definePlugin({ name: 'payouts', endpoints: { createPayout, queryBalance } });
const payoutPath = '/open-api/philippines/disbursement/transfer';

let sandbox: Sandbox;
let merchant: DemoMerchant;
let local: Signer;

beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
  local = await rsaSha256Signer({ privateKey: merchant.privateKey });
});
afterEach(() => sandbox.clearFaults());
afterAll(() => sandbox.close());

/** One call of a held signer: what it was asked to sign, the signal it was given, and its release. */
interface HeldSigning {
  readonly payload: string;
  readonly signal: AbortSignal | undefined;
  /** Signs with the merchant's real key and answers. */
  release(): Promise<string>;
  fail(error: Error): void;
}

/**
 * A signer standing in for a KMS whose answers the test holds: each `sign` waits until the test
 * releases it (then signs with the merchant's key) or fails it. `next()` resolves with the next call.
 */
function heldSigner(keyId?: string) {
  const calls: HeldSigning[] = [];
  const waiting: ((call: HeldSigning) => void)[] = [];
  const signer: Signer = {
    ...(keyId ? { keyId } : {}),
    sign: (payload, options) =>
      new Promise<string>((resolve, reject) => {
        const call: HeldSigning = {
          payload,
          signal: options?.signal,
          release: async () => {
            const signature = await local.sign(payload);
            resolve(signature);
            return signature;
          },
          fail: reject,
        };
        calls.push(call);
        waiting.shift()?.(call);
      }),
  };
  const next = () =>
    new Promise<HeldSigning>((resolve) => {
      const unseen = calls[seen];
      if (unseen) resolve(unseen);
      else waiting.push(resolve);
      seen += 1;
    });
  let seen = 0;
  return { signer, calls, next };
}

/** A journal in memory: each entry's state, `open` until its close arrives. */
function memoryJournal() {
  const entries = new Map<string, { state: 'open' | CallOutcome['status']; outcome?: CallOutcome }>();
  const idOf = (intent: CallIntent) => JSON.stringify(intent.keys);
  const journal: CallJournal = {
    async open(intent) {
      entries.set(idOf(intent), { state: 'open' });
    },
    async close(intent, outcome) {
      entries.set(idOf(intent), { state: outcome.status, outcome });
    },
  };
  const stateOf = (params: { mchOrderId: string; idempotencyId: string }) =>
    entries.get(JSON.stringify({ mchOrderId: params.mchOrderId, idempotencyId: params.idempotencyId }))?.state;
  return { journal, stateOf };
}

function client(signer: Signer, config: Partial<ClientConfig> = {}) {
  return createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer,
    retry: { initialDelay: 5 },
    ...config,
  }).use(payouts);
}

async function rejectionOf(promise: Promise<unknown>): Promise<Error & { metadata?: CallMetadata }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { metadata?: CallMetadata };
  }
  throw new Error('the call resolved');
}

const paidPayouts = (mchOrderId: string) => sandbox.state().payouts.filter((p) => p.mchOrderId === mchOrderId);
/** One turn of the event loop: what a late signature would set off has run by then. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('a signer that never answers', () => {
  it('ends a payout at the call timeout with SigningTimeoutError, nothing sent, its journal entry closed failed', async () => {
    const { signer, next } = heldSigner();
    const { journal, stateOf } = memoryJournal();
    const payout = payoutParams();
    const hits = sandbox.hits(payoutPath);
    const startedAt = performance.now();
    const controller = new AbortController();
    const call = client(signer, { timeout: 400, journal }).payouts.createPayout(payout, { signal: controller.signal });
    const signing = await next();
    const error = await rejectionOf(call);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(390);
    expect(error).toMatchObject({
      name: 'SigningTimeoutError',
      endpoint: payoutPath,
      timeout: 400,
      keys: { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
    });
    expect(error.message).toContain('Nothing was sent');
    expect(error.metadata).toMatchObject({ endpoint: payoutPath, attempts: [], status: undefined });
    // The signer was told the call stopped waiting: it can cancel its own request.
    expect(signing.signal?.aborted).toBe(true);
    expect(sandbox.hits(payoutPath)).toBe(hits);
    expect(stateOf(payout)).toBe('failed');
    expect(controller.signal.aborted).toBe(false);
  });

  it('ends a read at the call timeout the same way, with no retry of a signer that hung', async () => {
    const { signer, calls } = heldSigner();
    const hits = sandbox.hits('/open-api/account/balance');
    const error = await rejectionOf(client(signer, { timeout: 300 }).payouts.queryBalance({ countryCode: 'PH' }));
    expect(error).toMatchObject({ name: 'SigningTimeoutError', keys: {} });
    expect(calls).toHaveLength(1);
    expect(sandbox.hits('/open-api/account/balance')).toBe(hits);
  });

  it("ends a call without a timeout when the caller's signal aborts, with CallAbortedError", async () => {
    const { signer, next } = heldSigner();
    const { journal, stateOf } = memoryJournal();
    const payout = payoutParams();
    const controller = new AbortController();
    const call = client(signer, { timeout: false, journal }).payouts.createPayout(payout, {
      signal: controller.signal,
    });
    const signing = await next();
    controller.abort(new Error('the customer closed the page'));
    const error = await rejectionOf(call);
    expect(error).toMatchObject({ name: 'CallAbortedError', endpoint: payoutPath });
    expect(signing.signal?.aborted).toBe(true);
    expect(paidPayouts(payout.mchOrderId)).toEqual([]);
    expect(stateOf(payout)).toBe('failed');
  });
});

describe('a slow signer', () => {
  it('that answers after the deadline sends nothing, then or later', async () => {
    const { signer, next } = heldSigner();
    const payout = payoutParams();
    const hits = sandbox.hits(payoutPath);
    const call = client(signer, { timeout: 300 }).payouts.createPayout(payout);
    const signing = await next();
    expect((await rejectionOf(call)).name).toBe('SigningTimeoutError');
    // The signer answers at last, with a valid signature: the call has ended, and sends nothing.
    await signing.release();
    await turn();
    expect(sandbox.hits(payoutPath)).toBe(hits);
    expect(paidPayouts(payout.mchOrderId)).toEqual([]);
  });

  it('that answers within the deadline pays the payout once, sent in the time left', async () => {
    const { signer, next } = heldSigner();
    const { journal, stateOf } = memoryJournal();
    const payout = payoutParams();
    const call = client(signer, { timeout: 10_000, journal }).payouts.createPayout(payout);
    const signing = await next();
    expect(signing.signal?.aborted).toBe(false);
    await signing.release();
    await expect(call).resolves.toMatchObject({ mchOrderId: payout.mchOrderId });
    expect(paidPayouts(payout.mchOrderId)).toHaveLength(1);
    expect(stateOf(payout)).toBe('succeeded');
    // Once the attempt is over, its signal is not left to abort later.
    expect(signing.signal?.aborted).toBe(false);
  });
});

describe('an abort', () => {
  it('during signing ends the call at once with CallAbortedError; the late signature sends nothing', async () => {
    const { signer, next } = heldSigner();
    const { journal, stateOf } = memoryJournal();
    const payout = payoutParams();
    const controller = new AbortController();
    const call = client(signer, { timeout: 10_000, journal }).payouts.createPayout(payout, {
      signal: controller.signal,
    });
    const signing = await next();
    controller.abort();
    const error = await rejectionOf(call);
    expect(error).toMatchObject({ name: 'CallAbortedError' });
    expect(error.metadata?.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status: undefined, failure: 'aborted' }),
    ]);
    expect(signing.signal?.aborted).toBe(true);
    await signing.release();
    await turn();
    expect(paidPayouts(payout.mchOrderId)).toEqual([]);
    expect(stateOf(payout)).toBe('failed');
  });

  it('of a payout in flight ends in OutcomeUnknownError and hands its close to the journal, not left open', async () => {
    const { journal, stateOf } = memoryJournal();
    const payout = payoutParams();
    // The gateway holds the payout long after the test has aborted it.
    sandbox.injectFault({ path: payoutPath, kind: 'delay', delayMs: 3000 });
    const hits = sandbox.hits(payoutPath);
    const controller = new AbortController();
    const call = client(local, { timeout: 10_000, journal }).payouts.createPayout(payout, {
      signal: controller.signal,
    });
    await expect.poll(() => sandbox.hits(payoutPath), { interval: 10, timeout: 10_000 }).toBe(hits + 1);
    controller.abort();
    const error = await rejectionOf(call);
    expect(error.name).toBe('OutcomeUnknownError');
    expect(stateOf(payout)).toBe('unknown');
  });
});

describe("a signer's failure", () => {
  it('is a SignatureError (sign-failed) with the call metadata and the signer error as cause', async () => {
    const { signer, next } = heldSigner();
    const { journal, stateOf } = memoryJournal();
    const payout = payoutParams();
    const hits = sandbox.hits(payoutPath);
    const call = client(signer, { journal }).payouts.createPayout(payout);
    const refusal = new Error('KMS: AccessDeniedException');
    (await next()).fail(refusal);
    const error = await rejectionOf(call);
    expect(error).toMatchObject({ name: 'SignatureError', reason: 'sign-failed', cause: refusal });
    expect(error.message).toContain('Nothing was sent');
    expect(error.metadata).toMatchObject({ endpoint: payoutPath, attempts: [] });
    expect(sandbox.hits(payoutPath)).toBe(hits);
    expect(stateOf(payout)).toBe('failed');
  });

  it('of a signer written before signals (one parameter) still signs', async () => {
    const legacy: Signer = { sign: (payload: string) => local.sign(payload) };
    const payout = payoutParams();
    await expect(client(legacy).payouts.createPayout(payout)).resolves.toMatchObject({
      mchOrderId: payout.mchOrderId,
    });
  });
});
