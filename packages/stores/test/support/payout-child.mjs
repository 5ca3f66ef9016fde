// A merchant process that sends one PH payout through a client whose hooks.outcomeUnknown records to
// the shared journal (STORE: redis | postgres), and dies of the OutcomeUnknownError it does not handle:
// what it saw must survive it in the journal.
import { createClient, rsaSha256Signer } from '@lintas/core';
import { philippines } from '@lintas/philippines';

const { SANDBOX_URL, APP_ID, PRIVATE_KEY, STORE, STORE_URL, STORE_NAMESPACE, PAYOUT } = process.env;

async function openJournal() {
  if (STORE === 'redis') {
    const { createClient: createRedis } = await import('redis');
    const { createRedisJournal } = await import('@lintas/stores/redis');
    return createRedisJournal({ client: await createRedis({ url: STORE_URL }).connect(), prefix: STORE_NAMESPACE });
  }
  const { default: pg } = await import('pg');
  const { createPostgresJournal } = await import('@lintas/stores/postgres');
  return createPostgresJournal({ client: new pg.Pool({ connectionString: STORE_URL }), table: STORE_NAMESPACE });
}

const journal = await openJournal();
const client = createClient({
  baseUrl: SANDBOX_URL,
  appId: APP_ID,
  signer: await rsaSha256Signer({ privateKey: PRIVATE_KEY }),
  retry: { limit: 0 },
  hooks: { outcomeUnknown: [journal.hook] },
}).use(philippines);

await client.philippines.createPayout(JSON.parse(PAYOUT));
// Not reached when the outcome is unknown: the rejection above ends the process.
process.exit(0);
