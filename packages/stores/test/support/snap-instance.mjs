// One instance of a merchant's SNAP client in a process of its own: it shares its access token and its
// X-EXTERNAL-IDs through Redis, makes the calls it is told to at the same moment as the others, and prints
// what they answered. Run by test/snap-instances.test.ts.
import { createSnapClient, snap } from '@lintas/snap';
import { createClient } from 'redis';
import { createRedisSnapStore } from '../../dist/redis.js';

const { SANDBOX_URL, APP_ID, PRIVATE_KEY, CLIENT_SECRET, REDIS_URL, PREFIX, CALLS, START_AT } = process.env;
const redis = await createClient({ url: REDIS_URL }).connect();
const client = (
  await createSnapClient({
    baseUrl: SANDBOX_URL,
    profile: 'paycools-cargo',
    clientKey: APP_ID,
    privateKey: PRIVATE_KEY,
    clientSecret: CLIENT_SECRET,
    store: createRedisSnapStore({ client: redis, prefix: PREFIX }),
  })
).use(snap);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(START_AT) - Date.now())));
const answers = await Promise.all(
  Array.from({ length: Number(CALLS) }, (_, index) =>
    client.snap
      .createQris({
        partnerReferenceNo: `p${process.pid}n${index}`,
        codAmount: { value: '1.00', currency: 'IDR' },
        frtAmount: { value: '1.00', currency: 'IDR' },
        merchantId: APP_ID,
      })
      .then(
        (data) => data.responseCode,
        (error) => `${error.name}: ${error.message}`,
      ),
  ),
);
process.stdout.write(JSON.stringify(answers));
await redis.quit();
