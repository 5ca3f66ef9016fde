import type { DeliveryLogEntry } from '../notifications/types.js';
import type { RequestLogEntry } from './request-log.js';

/** One line of the sandbox's log: a request to the gateway API (with its answer and fault), or a delivery attempt. */
export type LogEvent =
  | ({ readonly kind: 'request' } & RequestLogEntry)
  | ({ readonly kind: 'delivery'; readonly seq: number } & DeliveryLogEntry);

/**
 * Where a reader of the log stopped: the last request id and the number of delivery attempts it has
 * seen, written `<requests>.<deliveries>` (`0.0` is the beginning).
 */
export interface LogCursor {
  readonly requests: number;
  readonly deliveries: number;
}

/** The cursor a reader sends back; the beginning for text that is no cursor. */
export function parseLogCursor(text: string | undefined): LogCursor {
  const match = /^(\d+)\.(\d+)$/.exec(text ?? '');
  return match ? { requests: Number(match[1]), deliveries: Number(match[2]) } : { requests: 0, deliveries: 0 };
}

/** The text of a cursor. */
export function formatLogCursor(cursor: LogCursor): string {
  return `${cursor.requests}.${cursor.deliveries}`;
}

/** Whether `event` holds `filter` (case-insensitive) in any of its fields; every event for no filter. */
export function matchesLogFilter(event: LogEvent, filter: string | undefined): boolean {
  if (filter === undefined || filter === '') return true;
  return JSON.stringify(event).toLowerCase().includes(filter.toLowerCase());
}

/** What a read of the log answers: the events after the cursor that match, and the cursor to read on from. */
export interface LogPage {
  readonly events: LogEvent[];
  readonly cursor: string;
}

/**
 * The events after `cursor`, oldest first, that match `filter`, and the next cursor (past every event
 * read, matching or not). Requests older than the request log keeps are gone; deliveries are all kept.
 */
export function logEventsAfter(
  requests: readonly RequestLogEntry[],
  deliveries: readonly DeliveryLogEntry[],
  cursor: LogCursor,
  filter?: string,
): LogPage {
  const newRequests = requests.filter((entry) => entry.id > cursor.requests);
  const newDeliveries = deliveries.slice(cursor.deliveries);
  const events: LogEvent[] = [
    ...newRequests.map((entry): LogEvent => ({ kind: 'request', ...entry })),
    ...newDeliveries.map(
      (entry, index): LogEvent => ({ kind: 'delivery', seq: cursor.deliveries + index + 1, ...entry }),
    ),
  ];
  const time = (event: LogEvent) => (event.kind === 'request' ? event.at : Date.parse(event.at));
  events.sort((a, b) => time(a) - time(b));
  const next = {
    requests: Math.max(cursor.requests, ...newRequests.map((entry) => entry.id)),
    deliveries: Math.max(cursor.deliveries, deliveries.length),
  };
  return { events: events.filter((event) => matchesLogFilter(event, filter)), cursor: formatLogCursor(next) };
}
