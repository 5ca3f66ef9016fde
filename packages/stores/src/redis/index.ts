// Redis: the notification store and the reconciliation journal, on node-redis (`redis`) or `ioredis`.

export { checkRedisPersistence, type RedisPersistenceCheck } from './check-redis-persistence.js';
export type { RedisPersistenceSettings, RedisPersistenceVerdict } from './judge-persistence.js';
export { type MigrateRedisJournalOptions, migrateRedisJournal } from './migrate-redis-journal.js';
export type { IoRedisClient, NodeRedisClient, RedisClient } from './redis-client.js';
export { createRedisJournal, type RedisJournalOptions } from './redis-journal.js';
export {
  createRedisNotificationStore,
  type RedisNotificationStore,
  type RedisNotificationStoreOptions,
} from './redis-notification-store.js';
export { createRedisRateLimitStore, type RedisRateLimitStoreOptions } from './redis-rate-limit-store.js';
export { createRedisSnapStore, type RedisSnapStoreOptions } from './redis-snap-store.js';
