// `pnpm bench`: how fast the gateway is acknowledged when each listener takes 2 s, inline (the listener
// runs while the gateway waits) against queued (BullMQ on Redis, pg-boss on PostgreSQL: acknowledged once
// the job is in the queue, the listener run by the workers). 4 processes, each a receiver and a worker,
// against the real servers the bench starts. Prints each figure beside its target; asserts only that
// every notification was acknowledged.
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Receivers, startReceivers } from '../test/support/receivers.js';
import { inPool, platformKeys } from '../test/support/signed-notifications.js';

const script = fileURLToPath(new URL('../test/support/queue-process.mjs', import.meta.url));
const processes = 4;
const notifications = Number(process.env.BENCH_QUEUED_NOTIFICATIONS ?? 200);
const inFlight = 32;
const listenerMs = 2000;
const platform = platformKeys();
const lines: string[] = [];

afterAll(() => {
  console.log(
    [
      `time to acknowledge, listener of ${listenerMs} ms, ${processes} processes, ${notifications} notifications, ${inFlight} deliveries in flight:`,
      ...lines,
      '  target: queued p99 under 250 ms and at least 10x the inline rate (inline waits for the listener: p99 over 2000 ms)',
    ].join('\n'),
  );
});

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;

describe.each([
  { mode: 'inline', engine: 'inline', kind: 'redis', url: () => inject('redisUrl') },
  { mode: 'BullMQ', engine: 'bullmq', kind: 'redis', url: () => inject('redisUrl') },
  { mode: 'pg-boss', engine: 'pg-boss', kind: 'postgres', url: () => inject('postgresUrl') },
] as const)('$mode', ({ mode, engine, kind, url }) => {
  it('acknowledges every notification, and measures how fast', async () => {
    const run = `bench-${engine}-${Date.now()}`;
    const bodies = await Promise.all(
      Array.from({ length: notifications }, (_, index) => platform.paymentSuccess(`${run}-${index}`)),
    );
    let receivers: Receivers | undefined;
    try {
      receivers = await startReceivers({
        count: processes,
        script,
        store: { kind, url: url(), namespace: run.replaceAll('-', '_') },
        platformPublicKey: platform.publicKeyPem,
        leaseMs: 60_000,
        workMs: listenerMs,
        recordEffects: false,
        env: { ENGINE: engine },
      });
      const live = receivers;
      const timings: number[] = [];
      const started = performance.now();
      const statuses = await inPool(
        bodies.map((body, index) => async () => {
          const sent = performance.now();
          const status = await live.deliver(index % processes, body);
          timings.push(performance.now() - sent);
          return status;
        }),
        inFlight,
      );
      const perSecond = (bodies.length / (performance.now() - started)) * 1000;
      expect(statuses.every((status) => status === 200)).toBe(true);
      const sorted = timings.sort((a, b) => a - b);
      lines.push(
        `  ${mode.padEnd(8)} ${Math.round(perSecond).toString().padStart(6)} acknowledged/s   p50 ${Math.round(percentile(sorted, 0.5)).toString().padStart(5)} ms   p99 ${Math.round(percentile(sorted, 0.99)).toString().padStart(5)} ms`,
      );
    } finally {
      await receivers?.stop();
    }
  });
});
