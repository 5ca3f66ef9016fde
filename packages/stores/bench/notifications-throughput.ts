// `pnpm bench`: notifications processed per second by 4 receiving processes sharing one store, for
// each store, against the real servers the bench starts (the tests' global setup). Prints figures;
// asserts only that every notification was acknowledged, never a speed.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Receivers, startReceivers } from '../test/support/receivers.js';
import { inPool, platformKeys } from '../test/support/signed-notifications.js';

const processes = 4;
const notifications = Number(process.env.BENCH_NOTIFICATIONS ?? 1000);
const inFlight = 32;
const platform = platformKeys();
const lines: string[] = [];

afterAll(() => {
  console.log(
    [
      `notifications through a shared store, ${processes} receiving processes, ${notifications} notifications, ${inFlight} deliveries in flight:`,
      ...lines,
    ].join('\n'),
  );
});

describe.each([
  { kind: 'redis', url: () => inject('redisUrl'), namespace: `bench-${Date.now()}` },
  { kind: 'postgres', url: () => inject('postgresUrl'), namespace: 'lintas_notifications' },
] as const)('$kind', ({ kind, url, namespace }) => {
  it(`processes distinct notifications, then acknowledges their redeliveries, through ${processes} processes`, async () => {
    const bodies = await Promise.all(
      Array.from({ length: notifications }, (_, index) =>
        platform.paymentSuccess(`bench-${kind}-${Date.now()}-${index}`),
      ),
    );
    let receivers: Receivers | undefined;
    try {
      receivers = await startReceivers({
        count: processes,
        store: { kind, url: url(), namespace },
        platformPublicKey: platform.publicKeyPem,
        leaseMs: 60_000,
        recordEffects: false,
      });
      const live = receivers;
      const pass = async () => {
        const started = performance.now();
        const statuses = await inPool(
          bodies.map((body, index) => () => live.deliver(index % processes, body)),
          inFlight,
        );
        return { statuses, perSecond: (bodies.length / (performance.now() - started)) * 1000 };
      };
      const processed = await pass();
      const redelivered = await pass();
      expect(processed.statuses.every((status) => status === 200)).toBe(true);
      expect(redelivered.statuses.every((status) => status === 200)).toBe(true);
      lines.push(
        `  ${kind.padEnd(9)} ${Math.round(processed.perSecond).toString().padStart(6)} notifications processed/s   ${Math.round(redelivered.perSecond).toString().padStart(6)} redeliveries acknowledged/s`,
      );
    } finally {
      await receivers?.stop();
    }
  });
});
