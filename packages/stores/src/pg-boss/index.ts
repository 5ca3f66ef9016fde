// pg-boss (on PostgreSQL): notifications handed to a queue and run by workers, and reconcile() on a schedule.

export type { ReconcileSummary, ScheduledReconcileOptions } from '../queue/run-scheduled-reconcile.js';
export {
  createPgBossNotificationQueue,
  defaultPgBossNotificationQueue,
  type PgBossNotificationQueueOptions,
} from './pg-boss-notification-queue.js';
export { type PgBossReconcileSchedule, schedulePgBossReconcile, workPgBossReconcile } from './pg-boss-reconcile.js';
export type { PgBoss, PgBossJob, PgBossJobResult, PgBossQueueOptions } from './pg-boss-types.js';
export { type WorkPgBossNotificationsOptions, workPgBossNotifications } from './work-pg-boss-notifications.js';
