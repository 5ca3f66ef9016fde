// Cloudflare Workers: the notification store on Durable Objects.
export {
  createDurableObjectNotificationStore,
  type DurableObjectNotificationStoreOptions,
} from './durable-object-notification-store.js';
export type {
  DurableObjectNamespaceLike,
  DurableObjectStateLike,
  DurableObjectStorageLike,
  DurableObjectStubLike,
} from './durable-object-types.js';
export { type NotificationStoreCommand, NotificationStoreObject } from './notification-store-object.js';
