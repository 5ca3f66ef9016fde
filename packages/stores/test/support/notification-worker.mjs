// One receiving process of the multi-process tests and the bench: an HTTP server running
// createNotificationHandler on the shared store named by STORE (redis | postgres), through the built
// packages, as a merchant would. It tells its parent its port over IPC, and writes each listener's start
// and end to its own file in EFFECTS_DIR before the listener resolves (so before the acknowledgement).
// A notification with remark 'hang' hangs its listener in a process started with HANGS=1; one with
// 'fail-once' fails the first time each process runs it. One with 'overrun-fail-once' outlives its lease
// by half and then fails, the first time each process runs it; later runs work for 0.8 leases and succeed.
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createNotificationHandler, rsaSha256Verifier, toNodeListener } from '@lintas/core';
import { philippines } from '@lintas/philippines';

const { STORE, STORE_URL, STORE_NAMESPACE, PLATFORM_PUBLIC_KEY, LEASE_MS, EFFECTS_DIR, WORK_MS, HANGS } = process.env;
const effects = EFFECTS_DIR ? join(EFFECTS_DIR, `effects-${process.pid}.log`) : undefined;
const note = (what, key) => effects && appendFileSync(effects, `${what} ${key} ${Date.now()}\n`);
const failedHere = new Set();

async function openStore() {
  if (STORE === 'redis') {
    const { createClient } = await import('redis');
    const { createRedisNotificationStore } = await import('@lintas/stores/redis');
    const client = await createClient({ url: STORE_URL }).connect();
    return {
      store: createRedisNotificationStore({ client, prefix: `${STORE_NAMESPACE}:` }),
      close: () => client.quit(),
    };
  }
  const { default: pg } = await import('pg');
  const { createPostgresNotificationStore } = await import('@lintas/stores/postgres');
  const pool = new pg.Pool({ connectionString: STORE_URL, max: 4 });
  return { store: createPostgresNotificationStore({ client: pool, table: STORE_NAMESPACE }), close: () => pool.end() };
}

const { store, close } = await openStore();
const handler = createNotificationHandler({
  verifier: rsaSha256Verifier({ publicKey: PLATFORM_PUBLIC_KEY }),
  store,
  leaseMs: Number(LEASE_MS ?? 60_000),
  plugins: [philippines],
  unconfirmed: ['payment.success'], // the store under test, not confirmation
  onError: () => undefined,
  on: {
    'payment.success': async (notification) => {
      const { key } = notification;
      const behaviour = notification.payload.remark ?? '';
      note('started', key);
      if (behaviour === 'hang' && HANGS === '1') await new Promise(() => undefined); // until this process is killed
      if (behaviour === 'fail-once' && !failedHere.has(key)) {
        failedHere.add(key);
        throw new Error('the listener failed; the gateway delivers again');
      }
      if (behaviour === 'overrun-fail-once') {
        const leaseMs = Number(LEASE_MS ?? 60_000);
        const overrun = !failedHere.has(key);
        failedHere.add(key);
        await new Promise((resolve) => setTimeout(resolve, leaseMs * (overrun ? 1.5 : 0.8)));
        if (overrun) throw new Error('the listener failed after its lease');
      }
      if (WORK_MS) await new Promise((resolve) => setTimeout(resolve, Number(WORK_MS)));
      note('finished', key);
    },
  },
});

const server = createServer(toNodeListener(handler));
server.listen(0, '127.0.0.1', () => process.send?.({ type: 'ready', port: server.address().port }));
process.on('SIGTERM', () => {
  server.close(() => close().finally(() => process.exit(0)));
  server.closeAllConnections();
});
