// One process of the batch figure (batch-quota.mjs): pays out its share of the batch through one client,
// `BATCH_IN_FLIGHT` payouts at a time, each under its own order id, and says how each ended. Prints one
// JSON line { paid, unknown, failed, refused } (refused: attempts the gateway answered 21020). With
// `BATCH_RATE` and `REDIS_URL`, the client's `rateLimit` paces it at that rate, shared through Redis
// with the other processes; without them, each call retries 21020 on its own with backoff.
// `BENCH_BATCH_TRACE=1` prints each refusal to stderr: the process, its second and the attempt.
import { createClient, isOutcomeUnknownError, rsaSha256Signer } from '@lintas/core';
import { rateLimit as paced } from '@lintas/core/rate-limit';
import { philippines } from '@lintas/philippines';
import { createRedisRateLimitStore } from '@lintas/stores/redis';
import { createClient as createRedis } from 'redis';

const { SANDBOX_URL, APP_ID, PRIVATE_KEY, BATCH_PAYOUTS, BATCH_IN_FLIGHT, BATCH_PROCESS, BATCH_RATE, REDIS_URL } =
  process.env;
const redis = REDIS_URL ? await createRedis({ url: REDIS_URL }).connect() : undefined;
const rateLimit = redis
  ? paced({
      requestsPerSecond: Number(BATCH_RATE),
      maxInFlight: Number(BATCH_IN_FLIGHT),
      store: createRedisRateLimitStore({ client: redis }),
    })
  : undefined;
let refused = 0;
const client = createClient({
  ...(rateLimit ? { rateLimit } : {}),
  baseUrl: SANDBOX_URL,
  appId: APP_ID,
  signer: await rsaSha256Signer({ privateKey: PRIVATE_KEY }),
  hooks: {
    afterResponse: [
      (event) => {
        if (event.code === 21020) {
          refused += 1;
          if (process.env.BENCH_BATCH_TRACE)
            console.error(`refused ${BATCH_PROCESS} ${(performance.now() / 1000).toFixed(2)} attempt ${event.attempt}`);
        }
      },
    ],
  },
}).use(philippines);

const ended = { paid: 0, unknown: 0, failed: 0 };
let next = 0;
const payouts = Number(BATCH_PAYOUTS);
const lane = async () => {
  while (next < payouts) {
    const index = next++;
    const id = `batch-${BATCH_PROCESS}-${process.pid}-${index}`;
    try {
      await client.philippines.createPayout({
        mchOrderId: id,
        idempotencyId: `${id}-i`,
        amount: 10_000 + index,
        accountNo: '09171234567',
        accountName: 'Ana Reyes',
        payMethodCode: 'EWALLET',
        transferCode: 'GCASH',
      });
      ended.paid += 1;
    } catch (error) {
      if (isOutcomeUnknownError(error)) ended.unknown += 1;
      else ended.failed += 1;
    }
  }
};
await Promise.all(Array.from({ length: Number(BATCH_IN_FLIGHT) }, lane));
await redis?.quit();
console.log(JSON.stringify({ ...ended, refused }));
