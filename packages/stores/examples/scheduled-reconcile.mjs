// reconcile() on a pg-boss schedule: every instance may run this; one run at a time, in one of them.
// Each run looks up the money-moving calls whose outcome was unknown, logs a summary line, and hands the
// settled entries to onResults. With:
//   LINTAS_BASE_URL, LINTAS_APP_ID, LINTAS_PRIVATE_KEY (`npx lintas-sandbox`), DATABASE_URL,
//   JOURNAL_TABLE (default lintas_journal), CRON (default every 5 minutes)
//   node scheduled-reconcile.mjs
import { createClientFromEnv } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { schedulePgBossReconcile, workPgBossReconcile } from '@lintas/stores/pg-boss';
import { createPostgresJournal } from '@lintas/stores/postgres';
import pg from 'pg';
import { PgBoss } from 'pg-boss';

const client = (await createClientFromEnv()).use(philippines);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const journal = createPostgresJournal({ client: pool, table: process.env.JOURNAL_TABLE ?? 'lintas_journal' });
const boss = await new PgBoss({ connectionString: process.env.DATABASE_URL, cronWorkerIntervalSeconds: 1 }).start();

await schedulePgBossReconcile(boss, { cron: process.env.CRON ?? '*/5 * * * *' });
await workPgBossReconcile(boss, {
  client,
  journal,
  endpoints: [philippines],
  pollingIntervalSeconds: 1,
  // E.g. mark the orders whose payout was committed, and alert on what is still unknown.
  onResults: (results) => {
    for (const { entry } of results)
      console.log(JSON.stringify({ id: entry.id, status: entry.status, keys: entry.keys }));
  },
});
console.log('reconciling on schedule');
