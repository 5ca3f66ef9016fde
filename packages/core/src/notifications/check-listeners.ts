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
  const verifyOnly = options.confirm === undefined && options.boundUrls === undefined;
  for (const eventName of events) {
    if (eventName === 'default') {
      if (verifyOnly && unconfirmed.size === 0) throw unproven(undefined);
      continue;
    }
    const definitions = catalog.get(eventName);
    if (definitions === undefined) {
      const names = (options.plugins ?? []).map((plugin) => plugin.name).join(', ');
      throw new ConfigurationError(
        'on',
        `createNotificationHandler: no plugin given declares the ${eventName} notification (plugins: ${names || 'none'}). ` +
          'Pass the API family that sends it, e.g. plugins: [philippines], or handle it in default.',
      );
    }
    if (verifyOnly) {
      if (!unconfirmed.has(eventName) && !definitions.every((definition) => definition.inquiry === true)) {
        throw unproven(eventName);
      }
      continue;
    }
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

/**
 * A handler with neither `confirm` nor `boundUrls` would accept `eventName` (or, for `default`, any
 * event) on its signature alone, and the gateway signs every merchant's notifications with the same key:
 * it needs one or the other, or the event named in `unconfirmed`, the opt-out.
 */
function unproven(eventName: string | undefined): ConfigurationError {
  const what = eventName === undefined ? 'a notification for default' : `a ${eventName} notification`;
  const optOut = eventName === undefined ? "the events default accepts, e.g. ['payment.success']" : `['${eventName}']`;
  return new ConfigurationError(
    'confirm',
    `createNotificationHandler: nothing would prove that ${what} was sent to you: the gateway signs every ` +
      "merchant's notifications with the same key, so another merchant's, replayed to you, verifies too. " +
      'Pass confirm: client (your createClient(...)) to look each one up under your appId, or boundUrls, ' +
      `or accept it on its signature alone by naming it in unconfirmed: ${optOut}.`,
  );
}
