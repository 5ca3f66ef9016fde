import { ConfigurationError } from '../errors/configuration-error.js';
import type { NotificationSource } from './notification.js';
import type { NotificationCatalog } from './notification-catalog.js';
import type { NotificationConfirmer } from './notification-handler-options.js';
import type { NotificationUrls } from './notification-urls.js';

/** Refuses, when the handler is made, a listener that could never run as meant. */
export function checkListeners(
  events: readonly string[],
  catalog: NotificationCatalog,
  options: {
    readonly plugins?: readonly NotificationSource[] | undefined;
    readonly confirm?: NotificationConfirmer | undefined;
    readonly boundUrls?: NotificationUrls | undefined;
  },
  unconfirmed: ReadonlySet<string>,
): void {
  if ((options.confirm !== undefined || options.boundUrls !== undefined) && options.plugins === undefined) {
    throw new ConfigurationError(
      'plugins',
      'createNotificationHandler: confirm and boundUrls need the plugins of the families you receive notifications from, ' +
        'which say how each event is looked up and bound, e.g. plugins: [philippines].',
    );
  }
  for (const eventName of events) {
    if (eventName === 'default') continue;
    const definitions = catalog.get(eventName);
    if (definitions === undefined) {
      const names = (options.plugins ?? []).map((plugin) => plugin.name).join(', ');
      throw new ConfigurationError(
        'on',
        `createNotificationHandler: no plugin given declares the ${eventName} notification (plugins: ${names || 'none'}). ` +
          'Pass the API family that sends it, e.g. plugins: [philippines], or handle it in default.',
      );
    }
    if (options.confirm === undefined && options.boundUrls === undefined) continue;
    // Every family that sends the event must be able to prove its own: a lookup of one family never
    // finds what another, without a lookup, sent.
    const provable = definitions.every(
      (definition) =>
        definition.inquiry === true ||
        (options.confirm !== undefined && definition.confirm !== undefined) ||
        (options.boundUrls !== undefined && definition.bound !== undefined),
    );
    if (!provable && !unconfirmed.has(eventName)) {
      throw new ConfigurationError(
        'unconfirmed',
        `createNotificationHandler: the ${eventName} notification cannot be confirmed: the gateway documents no lookup for it` +
          `${definitions.length > 1 ? ' in one of the families that send it' : ''}` +
          `${options.boundUrls === undefined ? '' : ' and it is not sent to a bound URL'}. ` +
          `List it in unconfirmed: ['${eventName}'] to accept it with its signature checked only, or remove its listener.`,
      );
    }
  }
}
