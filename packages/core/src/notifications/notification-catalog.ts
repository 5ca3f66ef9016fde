import type { AnyNotificationDefinition } from './define-notification.js';
import type { NotificationSource } from './notification.js';

/** The definitions of each `eventName` the plugins declare, in the order of the plugins. */
export type NotificationCatalog = ReadonlyMap<string, readonly AnyNotificationDefinition[]>;

/** Reads the plugins' notification declarations into one catalog; a definition two plugins share counts once. */
export function notificationCatalog(sources: readonly NotificationSource[]): NotificationCatalog {
  const catalog = new Map<string, AnyNotificationDefinition[]>();
  for (const source of sources) {
    for (const [eventName, definition] of Object.entries(source.notifications ?? {})) {
      const definitions = catalog.get(eventName) ?? [];
      if (!definitions.includes(definition)) definitions.push(definition);
      catalog.set(eventName, definitions);
    }
  }
  return catalog;
}
