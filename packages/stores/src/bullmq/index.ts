// BullMQ (on Redis): notifications handed to a queue and run by workers, and reconcile() on a schedule.

export type { ReconcileSummary, ScheduledReconcileOptions } from '../queue/run-scheduled-reconcile.js';
export { bullmqNotificationProcessor } from './bullmq-notification-processor.js';
export { type BullmqNotificationQueueOptions, bullmqNotificationQueue } from './bullmq-notification-queue.js';
export {
  type BullmqReconcileQueue,
  type BullmqReconcileSchedule,
  bullmqReconcileProcessor,
  scheduleBullmqReconcile,
} from './bullmq-reconcile.js';
export type { BullmqJob, BullmqQueue } from './bullmq-types.js';
