import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Effect, type ReceiverStore, type Receivers, startReceivers } from './support/receivers.js';
import { inPool, platformKeys } from './support/signed-notifications.js';

const platform = platformKeys();
const stores = [
  { kind: 'redis', url: () => inject('redisUrl') },
  { kind: 'postgres', url: () => inject('postgresUrl') },
] as const;

let namespaces = 0;
function freshStore(kind: 'redis' | 'postgres', url: string): ReceiverStore {
  namespaces += 1;
  // Redis: a key prefix; PostgreSQL: the migrated table (the tests' transaction ids never repeat).
  return {
    kind,
    url,
    namespace: kind === 'redis' ? `multi-process-${namespaces}-${Date.now()}` : 'lintas_notifications',
  };
}

const finishedOf = (effects: readonly Effect[], key: string) =>
  effects.filter((effect) => effect.what === 'finished' && effect.key === key);
const startedOf = (effects: readonly Effect[], key: string) =>
  effects.filter((effect) => effect.what === 'started' && effect.key === key);

/** Delivers `body` to the receivers `to` (round robin) until one acknowledges it; bounded. */
async function deliverUntilAcknowledged(
  receivers: Receivers,
  body: string,
  to: readonly number[] = [0, 1, 2, 3],
): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < 600; round++) {
    const status = await receivers.deliver(to[round % to.length] ?? 0, body);
    statuses.push(status);
    if (status === 200) return statuses;
    // 503: another delivery holds the claim (or a dead one until its lease lapses); 500: the listener failed.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never acknowledged; answers: ${statuses.join(',')}`);
}

describe.each(stores)('notifications received by 4 processes sharing one $kind store', ({ kind, url }) => {
  let receivers: Receivers | undefined;
  let storeUrl: string;
  beforeAll(() => {
    storeUrl = url();
  });
  afterEach(async () => {
    await receivers?.stop();
    receivers = undefined;
  });

  it('process each notification exactly once through concurrent deliveries, a storm of redeliveries and failing listeners', async () => {
    receivers = await startReceivers({
      count: 4,
      store: freshStore(kind, storeUrl),
      platformPublicKey: platform.publicKeyPem,
      leaseMs: 30_000,
      workMs: 15,
    });
    const run = `${kind}-storm-${Date.now()}`;
    const notifications = await Promise.all(
      Array.from({ length: 24 }, async (_, index) => {
        const transactionId = `${run}-${index}`;
        return {
          key: `payment.success:${transactionId}`,
          body: await platform.paymentSuccess(transactionId, index % 4 === 0 ? 'fail-once' : undefined),
        };
      }),
    );
    const live = receivers;
    // Every notification to every process at once, three times over: 288 deliveries, 24 in flight.
    const storm = notifications.flatMap(({ body }) =>
      Array.from({ length: 3 * live.count }, (_, copy) => () => live.deliver(copy % live.count, body)),
    );
    const answers = await inPool(storm, 24);
    expect(answers.filter((status) => ![200, 500, 503].includes(status))).toEqual([]);
    expect(answers.filter((status) => status === 200).length).toBeGreaterThan(0);

    // The gateway keeps redelivering what was not acknowledged (the failed and the busy ones).
    for (const { body } of notifications) await deliverUntilAcknowledged(live, body);
    // Once processed, every process acknowledges a redelivery without running the listener.
    const after = await Promise.all(
      notifications.flatMap(({ body }) => [0, 1, 2, 3].map((index) => live.deliver(index, body))),
    );
    expect(after.every((status) => status === 200)).toBe(true);

    const effects = await live.effects();
    for (const { key } of notifications) expect(finishedOf(effects, key), key).toHaveLength(1);
    // The failing listeners did fail and ran again: their work was done once all the same.
    const failing = notifications.filter((_, index) => index % 4 === 0);
    for (const { key } of failing) expect(startedOf(effects, key).length, key).toBeGreaterThan(1);
    // Work was spread over the processes, not funnelled through one.
    expect(
      new Set(effects.filter((effect) => effect.what === 'finished').map((effect) => effect.pid)).size,
    ).toBeGreaterThan(1);
  });

  it('never run a listener beside the delivery that took over a lapsed claim, when the slow delivery fails late in the same process', async () => {
    // Delivery 1 fails at 1.5 leases; delivery 2 claims at 1.1 and holds its claim until 2.1 (it finishes
    // at 1.9): deliveries 3 come in between.
    const leaseMs = 5000;
    receivers = await startReceivers({
      count: 4,
      store: freshStore(kind, storeUrl),
      platformPublicKey: platform.publicKeyPem,
      leaseMs,
    });
    const live = receivers;
    const transactionId = `${kind}-overrun-${Date.now()}`;
    const key = `payment.success:${transactionId}`;
    const body = await platform.paymentSuccess(transactionId, 'overrun-fail-once');

    // Delivery 1 (receiver 0) claims it and overruns its lease before failing.
    const first = live.deliver(0, body);
    await waitForEffect(live, (effects) => startedOf(effects, key)[0]);
    await new Promise((resolve) => setTimeout(resolve, leaseMs * 1.1));
    // Delivery 2 reaches the same process once the lease lapsed, and claims it (it outlives its lease too).
    const second = live.deliver(0, body);
    await waitForEffect(live, (effects) => startedOf(effects, key)[1]);
    // Delivery 1 fails: its release must leave delivery 2's claim in place...
    expect(await first).toBe(500);
    // ...so every other process is told to come back while delivery 2 runs.
    expect(await Promise.all([1, 2, 3].map((index) => live.deliver(index, body)))).toEqual([503, 503, 503]);
    expect(await second).toBe(200);
    expect(await Promise.all([0, 1, 2, 3].map((index) => live.deliver(index, body)))).toEqual([200, 200, 200, 200]);
    const effects = await live.effects();
    expect(startedOf(effects, key)).toHaveLength(2);
    expect(finishedOf(effects, key)).toHaveLength(1);
  });

  it('process a notification again after its lease when the process running its listener is killed', async () => {
    const leaseMs = 3000;
    receivers = await startReceivers({
      count: 4,
      store: freshStore(kind, storeUrl),
      platformPublicKey: platform.publicKeyPem,
      leaseMs,
      hanging: [0],
    });
    const live = receivers;
    const transactionId = `${kind}-killed-${Date.now()}`;
    const key = `payment.success:${transactionId}`;
    const hanging = await platform.paymentSuccess(transactionId, 'hang');

    // Receiver 0 claims it and hangs in the listener; it will never answer.
    const firstDelivery = live.deliver(0, hanging).catch(() => 'killed' as const);
    const started = await waitForEffect(live, (effects) => startedOf(effects, key)[0]);
    await live.kill(0);
    expect(await firstDelivery).toBe('killed');

    // The claim outlives its process until the lease lapses; then a redelivery runs the listener again.
    const statuses = await deliverUntilAcknowledged(live, hanging, [1, 2, 3]);
    expect(statuses.at(-1)).toBe(200);
    const effects = await live.effects();
    const finished = finishedOf(effects, key);
    expect(finished).toHaveLength(1);
    expect(finished[0]?.pid).not.toBe(started.pid);
    expect(startedOf(effects, key)).toHaveLength(2);
    // Not before the lease lapsed (a lower bound only, with a second's slack for the first listener's start).
    expect((startedOf(effects, key)[1]?.at ?? 0) - started.at).toBeGreaterThanOrEqual(leaseMs - 1000);
    // And once processed, the others acknowledge it without running it.
    expect(await Promise.all([1, 2, 3].map((index) => live.deliver(index, hanging)))).toEqual([200, 200, 200]);
    expect(finishedOf(await live.effects(), key)).toHaveLength(1);
  });
});

async function waitForEffect(
  receivers: Receivers,
  find: (effects: readonly Effect[]) => Effect | undefined,
): Promise<Effect> {
  for (let round = 0; round < 1200; round++) {
    const found = find(await receivers.effects());
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the listener never started');
}
