// A merchant process whose client writes every money-moving call ahead to the shared journal
// (STORE: redis | postgres; createClient({ journal })), with all the calls of CALLS in flight, that the
// test kills (SIGKILL) at KILL_POINT:
// - 'opened': every intent is stored and no attempt has left (the journal's open holds the call);
// - 'sent': every request reached the gateway, whose answers the fault proxy holds;
// - 'answered': every call has its answer and its entry is not closed yet (the journal's close holds it).
// It tells the test over IPC when a call reaches the point, or settles (which it must not).
import { createClient, rsaSha256Signer } from '@lintas/core';
import { plugins } from './families.mjs';

const { GATEWAY_URL, APP_ID, PRIVATE_KEY, STORE, STORE_URL, STORE_NAMESPACE, KILL_POINT, CALLS } = process.env;

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

const store = await openJournal();
const never = new Promise(() => {});
const reached = (intent) => process.send({ type: 'reached', endpoint: intent.endpoint, keys: intent.keys });
// The store's journal as the client uses it, held at the kill point: the real writes, then nothing.
const journal = {
  async open(intent) {
    await store.open(intent);
    if (KILL_POINT === 'opened') {
      reached(intent);
      await never;
    }
  },
  async close(intent, outcome) {
    if (KILL_POINT === 'answered') {
      reached(intent);
      await never;
    }
    await store.close(intent, outcome);
  },
};

const client = createClient({
  baseUrl: GATEWAY_URL,
  appId: APP_ID,
  signer: await rsaSha256Signer({ privateKey: PRIVATE_KEY }),
  journal,
});
for (const { endpoint, params } of JSON.parse(CALLS)) {
  const [plugin, name] = endpoint.split('.');
  client.call(plugins[plugin].endpoints[name], params).then(
    () => process.send({ type: 'settled', endpoint }),
    (error) => process.send({ type: 'settled', endpoint, error: `${error?.name}: ${error?.message}` }),
  );
}
