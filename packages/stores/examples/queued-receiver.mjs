// A queued notification receiver: the web process verifies each notification, confirms it with the
// gateway, claims it and puts its job in BullMQ, and acknowledges at once; the worker runs the listener.
// Run both roles in one process (ROLE=both, the default) or apart (ROLE=web, ROLE=worker) with:
//   LINTAS_BASE_URL, LINTAS_APP_ID, LINTAS_PRIVATE_KEY, LINTAS_PLATFORM_PUBLIC_KEY (`npx lintas-sandbox`),
//   REDIS_URL (a Redis with appendonly yes), PORT (default 3000)
//   node queued-receiver.mjs
import { createServer } from 'node:http';
import { createClientFromEnv, createNotificationHandler, createVerifierFromEnv, toNodeListener } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { bullmqNotificationProcessor, bullmqNotificationQueue } from '@lintas/stores/bullmq';
import { createRedisNotificationStore } from '@lintas/stores/redis';
import { Queue, Worker } from 'bullmq';
import { createClient as createRedisClient } from 'redis';

const role = process.env.ROLE ?? 'both';
const connection = { url: process.env.REDIS_URL, maxRetriesPerRequest: null };
const redis = await createRedisClient({ url: process.env.REDIS_URL }).connect();
const client = (await createClientFromEnv()).use(philippines);

// Your orders table stands in a Redis hash here. Make the effect idempotent: a job can run again when
// a worker dies after the effect and before the notification is marked processed.
const markPaid = (mchOrderId, transactionId) => redis.hSetNX('example:orders:paid', mchOrderId, transactionId);

// One handler for both roles: the web process enqueues with it, the worker runs its listeners.
export const handler = createNotificationHandler({
  verifier: createVerifierFromEnv(),
  plugins: [philippines],
  confirm: client,
  store: createRedisNotificationStore({ client: redis, prefix: 'example:notifications:' }),
  queue: bullmqNotificationQueue(new Queue('lintas-notifications', { connection })),
  on: {
    // Confirmed: n.record is the payment as the gateway's query answered it, under your appId.
    'payment.success': (n) => markPaid(n.payload.mchOrderId, n.record.transactionId),
  },
});

if (role !== 'worker') {
  const server = createServer(toNodeListener(handler));
  server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
    const { port } = server.address();
    console.log(`receiving notifications on http://127.0.0.1:${port}/notifications`);
    process.send?.({ type: 'ready', port });
  });
}
if (role !== 'web') {
  new Worker('lintas-notifications', bullmqNotificationProcessor(handler), {
    connection,
    concurrency: 8,
    maxStalledCount: 5,
  });
  console.log('running notification jobs');
}
