// PostgreSQL: the notification store, the reconciliation journal and the migration that creates their tables, on `pg`.

export { type MigratePostgresJournalOptions, migratePostgresJournal } from './migrate-postgres-journal.js';
export type { PostgresClient } from './postgres-client.js';
export { createPostgresJournal, type PostgresJournal, type PostgresJournalOptions } from './postgres-journal.js';
export { migratePostgres, type PostgresTables, postgresMigration } from './postgres-migration.js';
export {
  createPostgresNotificationStore,
  type PostgresNotificationStore,
  type PostgresNotificationStoreOptions,
} from './postgres-notification-store.js';
export {
  createPostgresSnapStore,
  migratePostgresSnap,
  type PostgresSnapStore,
  type PostgresSnapStoreOptions,
  postgresSnapMigration,
} from './postgres-snap-store.js';
