// One process of the batch figure (batch-quota.mjs): pays out its share of the batch through one client,
// `BATCH_IN_FLIGHT` payouts at a time, each under its own order id, and says how each ended. Prints one
// JSON line { paid, unknown, failed, refused } (refused: attempts the gateway answered 21020).
import { createClient, isOutcomeUnknownError, rsaSha256Signer } from '@lintas/core';
import { philippines } from '@lintas/philippines';

const { SANDBOX_URL, APP_ID, PRIVATE_KEY, BATCH_PAYOUTS, BATCH_IN_FLIGHT, BATCH_PROCESS } = process.env;
let refused = 0;
const client = createClient({
  baseUrl: SANDBOX_URL,
  appId: APP_ID,
  signer: await rsaSha256Signer({ privateKey: PRIVATE_KEY }),
  hooks: {
    afterResponse: [
      (event) => {
        if (event.code === 21020) refused += 1;
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
console.log(JSON.stringify({ ...ended, refused }));
