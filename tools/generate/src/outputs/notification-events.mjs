// The generated region of the notifications guide: every event each family declares, with what it
// announces, so a family's new event (BluePay's `qrcode.payment.*`) is listed where merchants look.

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../read-notifications.mjs').DeclaredEvent} DeclaredEvent
 * @typedef {import('../generate.mjs').Output} Output
 */

/** The guide the table is written into. */
export const notificationsGuide = 'packages/core/docs/notifications.md';

/**
 * One row per event a family declares, families in their order, events in their map's: the handler
 * knows an event when one of the plugins it is given declares it.
 * @param {readonly Family[]} families
 * @param {ReadonlyMap<Family, readonly DeclaredEvent[]>} events
 * @returns {Output}
 */
export function notificationEvents(families, events) {
  const rows = families.flatMap((family) =>
    (events.get(family) ?? []).map(
      ({ eventName, summary }) =>
        `| \`${family.packageName}\` | \`${eventName}\` | ${summary.replaceAll('|', '\\|')} |`,
    ),
  );
  return {
    path: notificationsGuide,
    region: "each family's src/notifications",
    content: ['| package | `eventName` | what it announces |', '|---|---|---|', ...rows].join('\n'),
  };
}
