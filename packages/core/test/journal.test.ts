import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type CallIntent,
  type CallJournal,
  type CallOutcome,
  type ClientConfig,
  createClient,
  isGatewayError,
  isJournalWriteError,
  isOutcomeUnknownError,
  isRequestValidationError,
  type OutcomeUnknownEvent,
  rsaSha256Signer,
  type Signer,
} from '../src/index.js';
import { createOrder, createOrderRecoverable, queryOrder } from './helpers/endpoints.js';
import { merchantKeys, refusal, startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

// The client's write-ahead journal, over real HTTP to a verifying gateway on 127.0.0.1: the intent of a
// money-moving call is written (awaited) before its first attempt, and its entry closed with the
// outcome before the call settles.

const keys = merchantKeys();
const order = { mchOrderId: 'order-1', amount: 50010, notifyUrl: 'https://merchant.example/notify' };
const created = { mchOrderId: 'order-1', transactionId: 'TX1', transactionStatus: 'PENDING' };
const found = { ...created, amount: 50010 };
let gateway: TestGateway;
let signer: Signer;

/** What a journal was told, in order, with how many requests the gateway had received at each write. */
type Write =
  | { readonly op: 'open'; readonly intent: CallIntent; readonly requests: number }
  | { readonly op: 'close'; readonly intent: CallIntent; readonly outcome: CallOutcome; readonly requests: number };

/**
 * A journal that keeps its writes in memory; each write takes `delayMs` (the `slow` step `slowMs`), and
 * `fail` makes one reject. `signals` holds the signal each open was given.
 */
function recordingJournal(
  options: {
    delayMs?: number;
    fail?: 'open' | 'close';
    slow?: 'open' | 'close';
    slowMs?: number;
    /** Holds every open until it resolves. */
    openHeld?: Promise<void>;
  } = {},
) {
  const writes: Write[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const pause = (step: 'open' | 'close') =>
    new Promise((resolve) =>
      setTimeout(resolve, options.slow === step ? (options.slowMs ?? 0) : (options.delayMs ?? 0)),
    );
  const journal: CallJournal = {
    async open(intent, openOptions) {
      signals.push(openOptions?.signal);
      writes.push({ op: 'open', intent, requests: gateway.requests.length });
      await options.openHeld;
      await pause('open');
      if (options.fail === 'open') throw new Error('ECONNREFUSED 127.0.0.1:6379');
    },
    async close(intent, outcome) {
      await pause('close');
      writes.push({ op: 'close', intent, outcome, requests: gateway.requests.length });
      if (options.fail === 'close') throw new Error('ECONNRESET');
    },
  };
  return { journal, writes, signals };
}

function catching(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

function client(config: Partial<ClientConfig>) {
  return createClient({ baseUrl: gateway.url, appId: 'app-1', signer, retry: { initialDelay: 5 }, ...config });
}

beforeEach(async () => {
  signer = await rsaSha256Signer({ privateKey: keys.privateKey });
  gateway = await startTestGateway(keys.publicKey);
});
afterEach(() => gateway.close());

describe('a client with a journal', () => {
  it('writes the intent before the first attempt leaves, awaited, and closes it with the data before resolving', async () => {
    let written = () => {};
    const openHeld = new Promise<void>((resolve) => (written = resolve));
    const { journal, writes } = recordingJournal({ delayMs: 30, openHeld });
    gateway.script('/open-api/test/create', success(created));
    let settled = false;
    const call = client({ journal })
      .call(createOrder, order)
      .finally(() => (settled = true));
    await expect.poll(() => writes.length, { interval: 5 }).toBe(1);
    // The intent's write is held: however long it takes, nothing leaves before it is written.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.requests).toHaveLength(0);
    written();
    const data = await call;
    expect(data).toEqual(created);
    expect(writes).toEqual([
      {
        op: 'open',
        intent: { appId: 'app-1', endpoint: '/open-api/test/create', keys: { mchOrderId: 'order-1' }, params: order },
        requests: 0,
      },
      {
        op: 'close',
        intent: writes[0]?.intent,
        outcome: { status: 'succeeded', attempts: 1, data: created },
        requests: 1,
      },
    ]);
    expect(settled).toBe(true);
    const text = JSON.stringify(writes);
    expect(text).not.toContain(gateway.requests[0]?.sign ?? 'no signature');
    expect(text).not.toContain('timestamp');
  });

  it('closes a definite refusal as failed, with the error the call rejects with', async () => {
    const { journal, writes } = recordingJournal();
    gateway.script('/open-api/test/create', refusal(21014, 'Merchant balance insufficient'));
    const error = await client({ journal })
      .call(createOrder, order)
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21014);
    expect(writes.map((write) => write.op)).toEqual(['open', 'close']);
    expect(writes[1]).toMatchObject({ outcome: { status: 'failed', attempts: 1, error } });
  });

  it('closes an unknown outcome as unknown after the outcomeUnknown hooks, which still receive it', async () => {
    const { journal, writes } = recordingJournal();
    const events: OutcomeUnknownEvent[] = [];
    gateway.script('/open-api/test/create', { reset: true });
    const hooks = { outcomeUnknown: [(event: OutcomeUnknownEvent) => void events.push(event)] };
    const error = await client({ journal, hooks })
      .call(createOrder, order)
      .catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
    expect(events).toHaveLength(1);
    expect(events[0]?.error).toBe(error);
    expect(writes[1]).toMatchObject({ op: 'close', outcome: { status: 'unknown', attempts: 1, error } });
  });

  it('closes a duplicate refusal of a first attempt as unknown: a record exists under these keys, for a lookup to settle', async () => {
    const { journal, writes } = recordingJournal();
    gateway.script('/open-api/test/create', refusal(21007, 'Duplicate merchant order id'));
    const error = await client({ journal })
      .call(createOrderRecoverable, order)
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21007);
    expect(writes[1]).toMatchObject({ op: 'close', outcome: { status: 'unknown', attempts: 1, error } });
  });

  it('closes a recovered write as succeeded with the record the lookup found, and journals no lookup', async () => {
    const { journal, writes } = recordingJournal();
    gateway.script('/open-api/test/create', { reset: true }, refusal(21007, 'Duplicate merchant order id'));
    gateway.script('/open-api/test/query', success(found));
    await expect(client({ journal }).call(createOrderRecoverable, order)).resolves.toEqual(found);
    expect(gateway.requests).toHaveLength(3);
    expect(writes.map((write) => write.op)).toEqual(['open', 'close']);
    expect(writes[1]).toMatchObject({ outcome: { status: 'succeeded', attempts: 2, data: found } });
  });

  it('sends nothing when the intent cannot be written, and rejects with JournalWriteError naming the keys', async () => {
    const { journal, writes } = recordingJournal({ fail: 'open' });
    const error = await client({ journal })
      .call(createOrder, order)
      .catch((caught: unknown) => caught);
    expect(isJournalWriteError(error)).toBe(true);
    if (!isJournalWriteError(error)) return;
    expect(error.keys).toEqual({ mchOrderId: 'order-1' });
    expect(error.endpoint).toBe('/open-api/test/create');
    expect(error.message).toContain('Nothing was committed');
    expect((error.cause as Error).message).toBe('ECONNREFUSED 127.0.0.1:6379');
    expect(error.metadata?.attempts).toEqual([]);
    expect(gateway.requests).toHaveLength(0);
    expect(writes.map((write) => write.op)).toEqual(['open']);
  });

  it('resolves with the data when the entry cannot be closed: the entry stays open for reconcile()', async () => {
    const { journal, writes } = recordingJournal({ fail: 'close' });
    gateway.script('/open-api/test/create', success(created));
    await expect(client({ journal }).call(createOrder, order)).resolves.toEqual(created);
    expect(writes.map((write) => write.op)).toEqual(['open', 'close']);
  });

  it('journals neither reads nor calls refused by validation', async () => {
    const { journal, writes } = recordingJournal();
    gateway.script('/open-api/test/query', success(found));
    await expect(client({ journal }).call(queryOrder, { mchOrderId: 'order-1' })).resolves.toEqual(found);
    const error = await client({ journal })
      .call(createOrder, { ...order, amount: -1 })
      .catch((caught: unknown) => caught);
    expect(isRequestValidationError(error)).toBe(true);
    expect(writes).toEqual([]);
  });

  it('refuses a journal without open and close when the client is created, naming the option', () => {
    const create = () => client({ journal: { open: async () => undefined } as unknown as CallJournal });
    expect(create).toThrow(/journal must have open\(intent\) and close\(intent, outcome\)/);
    expect(catching(create)).toMatchObject({ name: 'ConfigurationError', option: 'journal' });
  });
});

// The journal step bounded by the call's deadline: a journal slower than the call's `timeout` (its
// store slow or down), or a caller that aborts, never holds the call, and never lets it send late.
describe('a client whose journal is slower than the call', () => {
  it("sends nothing when the intent is not written within the call's timeout, not even once it is", async () => {
    const { journal, writes, signals } = recordingJournal({ slow: 'open', slowMs: 1500 });
    gateway.script('/open-api/test/create', success(created));
    const started = performance.now();
    const error = await client({ journal, timeout: 200 })
      .call(createOrder, order)
      .catch((caught: unknown) => caught);
    expect(performance.now() - started).toBeLessThan(1200);
    expect(isJournalWriteError(error)).toBe(true);
    expect((error as Error).cause).toMatchObject({ message: expect.stringContaining("within the call's timeout") });
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1600)); // the journal has confirmed the intent since
    expect(gateway.requests).toHaveLength(0);
    expect(writes.map((write) => write.op)).toEqual(['open']);
  });

  it('rejects with CallAbortedError, nothing sent, when the caller aborts while the intent is written', async () => {
    const { journal, signals } = recordingJournal({ slow: 'open', slowMs: 1500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the shopper left')), 100);
    const error = await client({ journal })
      .call(createOrder, order, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'CallAbortedError' });
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(gateway.requests).toHaveLength(0);
  });

  it('settles with its data at its timeout when the close is slower, and the close still lands with it', async () => {
    const { journal, writes } = recordingJournal({ slow: 'close', slowMs: 1500 });
    gateway.script('/open-api/test/create', success(created));
    const started = performance.now();
    await expect(client({ journal, timeout: 400 }).call(createOrder, order)).resolves.toEqual(created);
    expect(performance.now() - started).toBeLessThan(1400);
    expect(writes.map((write) => write.op)).toEqual(['open']);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(writes[1]).toMatchObject({ op: 'close', outcome: { status: 'succeeded', attempts: 1, data: created } });
  });

  it('rejects with its refusal at its timeout when the close is slower: the failure is kept, not lost', async () => {
    const { journal, writes } = recordingJournal({ slow: 'close', slowMs: 1500 });
    gateway.script('/open-api/test/create', refusal(21014, 'Merchant balance insufficient'));
    const error = await client({ journal, timeout: 400 })
      .call(createOrder, order)
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21014);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(writes[1]).toMatchObject({ op: 'close', outcome: { status: 'failed', attempts: 1, error } });
  });
});

describe('a client journaling extraParams', () => {
  it('writes them in the intent beside the params, as they were signed and sent', async () => {
    const { journal, writes } = recordingJournal();
    gateway.script('/open-api/test/create', success(created));
    const extraParams = { deviceId: 'kiosk-7', tags: ['a', 'b'] };
    await client({ journal }).call(createOrder, order, { extraParams });
    expect(gateway.requests[0]?.params).toMatchObject({ ...order, ...extraParams });
    expect(writes[0]).toMatchObject({ op: 'open', intent: { params: order, extraParams } });
    expect(writes[0]?.intent.params).not.toHaveProperty('deviceId');
    expect(writes[0]?.intent).toEqual(writes[1]?.intent);
  });

  it('hands them to the outcomeUnknown hooks of a call whose answer was lost', async () => {
    const { journal, writes } = recordingJournal();
    const events: OutcomeUnknownEvent[] = [];
    gateway.script('/open-api/test/create', { reset: true });
    const hooks = { outcomeUnknown: [(event: OutcomeUnknownEvent) => void events.push(event)] };
    const extraParams = { deviceId: 'kiosk-7' };
    await client({ journal, hooks })
      .call(createOrder, order, { extraParams })
      .catch(() => undefined);
    expect(events[0]).toMatchObject({ params: order, extraParams });
    expect(writes[1]).toMatchObject({ op: 'close', intent: { extraParams }, outcome: { status: 'unknown' } });
  });

  it('leaves them out of an intent whose call had none', async () => {
    const { journal, writes } = recordingJournal();
    gateway.script('/open-api/test/create', success(created));
    await client({ journal }).call(createOrder, order);
    expect(writes[0]?.intent).not.toHaveProperty('extraParams');
  });
});

describe('a client journaling the key that signed', () => {
  it('closes each entry with the keyId of the signer of its last request, never the key', async () => {
    signer = await rsaSha256Signer({ privateKey: keys.privateKey, keyId: 'merchant-key-2026' });
    const { journal, writes } = recordingJournal();
    gateway.script('/open-api/test/create', success(created), refusal(21014, 'Merchant balance insufficient'));
    await client({ journal }).call(createOrder, order);
    await client({ journal })
      .call(createOrder, { ...order, mchOrderId: 'order-2' })
      .catch(() => undefined);
    expect(
      writes.filter((write) => write.op === 'close').map((write) => write.op === 'close' && write.outcome),
    ).toEqual([
      { status: 'succeeded', attempts: 1, data: created, keyId: 'merchant-key-2026' },
      expect.objectContaining({ status: 'failed', attempts: 1, keyId: 'merchant-key-2026' }),
    ]);
    for (const request of gateway.requests) expect(JSON.stringify(writes)).not.toContain(request.sign);
  });

  it('hands it to the outcomeUnknown hooks, and leaves it out when the signer declares none', async () => {
    const events: OutcomeUnknownEvent[] = [];
    const hooks = { outcomeUnknown: [(event: OutcomeUnknownEvent) => void events.push(event)] };
    gateway.script('/open-api/test/create', { reset: true }, { reset: true });
    const { journal, writes } = recordingJournal();
    await client({ hooks, journal })
      .call(createOrder, order)
      .catch(() => undefined);
    signer = await rsaSha256Signer({ privateKey: keys.privateKey, keyId: 'merchant-key-2026' });
    await client({ hooks })
      .call(createOrder, order)
      .catch(() => undefined);
    expect(events).toHaveLength(2);
    expect(events[0]).not.toHaveProperty('keyId');
    expect(writes[1]).toMatchObject({ op: 'close', outcome: { status: 'unknown' } });
    expect(writes[1]?.op === 'close' && writes[1].outcome).not.toHaveProperty('keyId');
    expect(events[1]).toMatchObject({ keyId: 'merchant-key-2026', attempts: 1 });
  });
});
