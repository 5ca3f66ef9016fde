// PostgreSQL: the notification store, the reconciliation journal and the migration that creates their tables, on `pg`.
export {
  createPostgresNotificationStore,
  type PostgresNotificationStore,
  type PostgresNotificationStoreOptions,
} from './postgres-notification-store.js';
export { createPostgresJournal, type PostgresJournal, type PostgresJournalOptions } from './postgres-journal.js';
export { migratePostgres, postgresMigration, type PostgresTables } from './postgres-migration.js';
export type { PostgresClient } from './postgres-client.js';
