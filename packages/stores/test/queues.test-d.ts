import {
  createNotificationHandler,
  type NotificationListeners,
  type NotificationQueue,
  type Verifier,
} from '@lintas/core';
import { Queue, Worker } from 'bullmq';
import { PgBoss } from 'pg-boss';
import { describe, expectTypeOf, it } from 'vitest';
import {
  bullmqNotificationProcessor,
  bullmqNotificationQueue,
  bullmqReconcileProcessor,
  scheduleBullmqReconcile,
} from '../src/bullmq/index.js';
import type { ReconciliationJournal } from '../src/index.js';
import type { ReconcileClient } from '../src/journal/reconcile.js';
import {
  createPgBossNotificationQueue,
  schedulePgBossReconcile,
  workPgBossNotifications,
  workPgBossReconcile,
} from '../src/pg-boss/index.js';

declare const verifier: Verifier;
declare const journal: ReconciliationJournal;
declare const client: ReconcileClient;
declare const listeners: NotificationListeners;

describe('the queue adapters take the engines’ own objects', () => {
  it('BullMQ: a Queue to enqueue on, a processor for a Worker, a reconcile on its own queue', async () => {
    const queue = bullmqNotificationQueue(new Queue('lintas-notifications', { connection: {} }));
    expectTypeOf(queue).toEqualTypeOf<NotificationQueue>();
    bullmqNotificationQueue(new Queue('lintas-notifications', { connection: {} }), { warn: (message) => message });
    const handler = createNotificationHandler({ verifier, on: listeners, queue });
    new Worker('lintas-notifications', bullmqNotificationProcessor(handler), { connection: {} });
    await scheduleBullmqReconcile(new Queue('lintas-reconcile', { connection: {} }), { everyMs: 60_000 });
    new Worker('lintas-reconcile', bullmqReconcileProcessor({ client, journal, endpoints: [] }), { connection: {} });
    // @ts-expect-error a schedule is an interval or a cron pattern
    await scheduleBullmqReconcile(new Queue('lintas-reconcile', { connection: {} }), {});
  });

  it('pg-boss: a started PgBoss for the queue, the workers and the schedule', async () => {
    const boss = new PgBoss('postgres://localhost/db');
    const queue = await createPgBossNotificationQueue(boss, { retryLimit: 5 });
    const handler = createNotificationHandler({ verifier, on: listeners, queue });
    expectTypeOf(await workPgBossNotifications(boss, handler)).toEqualTypeOf<string>();
    await schedulePgBossReconcile(boss, { cron: '*/5 * * * *' });
    await workPgBossReconcile(boss, { client, journal, endpoints: [] });
  });
});
