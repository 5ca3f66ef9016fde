// Redis: the notification store and the reconciliation journal, on node-redis (`redis`) or `ioredis`.
export { createRedisNotificationStore, type RedisNotificationStoreOptions } from './redis-notification-store.js';
export { createRedisJournal, type RedisJournalOptions } from './redis-journal.js';
export type { IoRedisClient, NodeRedisClient, RedisClient } from './redis-client.js';
