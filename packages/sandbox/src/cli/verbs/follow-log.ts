import type { LogEvent, LogPage } from '../../logging/log-events.js';
import type { ControlCall } from '../control-client.js';
import { formatDeliveryLine, formatRequestLine } from '../format-log-line.js';

/** How long one long-poll of `GET /__sandbox/events` waits for an event before asking again. */
export const FOLLOW_WAIT_MS = 20_000;

/** One read of the log after `after`, with an optional filter; long-polls `waitMs` when nothing matches yet. */
export async function readLog(
  control: ControlCall,
  query: { readonly after?: string; readonly filter?: string; readonly waitMs?: number },
  signal?: AbortSignal,
): Promise<LogPage> {
  const search = new URLSearchParams();
  if (query.after !== undefined) search.set('after', query.after);
  if (query.filter !== undefined) search.set('filter', query.filter);
  if (query.waitMs !== undefined) search.set('waitMs', String(query.waitMs));
  return (await control('GET', `/events?${search}`, undefined, signal)) as LogPage;
}

/**
 * Reads the log on from `after` until `signal` aborts, handing each page's events to `onEvents` in order.
 * Resolves once aborted (the long-poll in flight is cancelled with it).
 */
export async function followLog(
  control: ControlCall,
  start: { readonly after: string; readonly filter?: string },
  signal: AbortSignal,
  onEvents: (events: readonly LogEvent[]) => Promise<void> | void,
): Promise<void> {
  let after = start.after;
  while (!signal.aborted) {
    let page: LogPage;
    try {
      page = await readLog(control, { ...start, after, waitMs: FOLLOW_WAIT_MS }, signal);
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    }
    after = page.cursor;
    await onEvents(page.events);
  }
}

/** The terminal line of a log event; a delivery names its notification id, for `replay`. */
export function formatLogEvent(event: LogEvent): string {
  if (event.kind === 'request') return formatRequestLine(event);
  return `${formatDeliveryLine(event)}  [${event.id}]`;
}
