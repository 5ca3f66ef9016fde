import type { RequestLogEntry } from '../logging/request-log.js';
import type { DeliveryLogEntry } from '../notifications/types.js';

function clock(epochMs: number): string {
  return new Date(epochMs).toTimeString().slice(0, 8);
}

function answer(entry: RequestLogEntry): string {
  if (entry.httpStatus === 0) return 'connection destroyed';
  if (entry.code !== null) return `${entry.code} ${entry.message ?? ''}`.trim();
  return `HTTP ${entry.httpStatus}`;
}

/** The terminal line of one API request: `12:00:01  POST /open-api/payment/generate → 10000 Success (4 ms)`. */
export function formatRequestLine(entry: RequestLogEntry): string {
  const fault = entry.fault ? ` [fault ${entry.fault}]` : '';
  return `${clock(entry.at)}  ${entry.method} ${entry.path} → ${answer(entry)} (${entry.durationMs} ms)${fault}`;
}

function outcome(entry: DeliveryLogEntry): string {
  if (entry.status === 'acknowledged') return `acknowledged (HTTP ${entry.httpStatus ?? '?'})`;
  if (entry.status === 'rejected')
    return `rejected (HTTP ${entry.httpStatus ?? '?'}: ${(entry.responseBody ?? '').slice(0, 80)})`;
  return `failed (${entry.error ?? 'no answer'})`;
}

/** The terminal line of one notification delivery attempt: `12:00:01  notify payment.success → <url>: acknowledged (HTTP 200)`. */
export function formatDeliveryLine(entry: DeliveryLogEntry): string {
  const attempt = entry.attempt > 1 ? `, attempt ${entry.attempt}` : '';
  const retry = entry.willRetry ? ', will retry' : '';
  return `${clock(Date.parse(entry.at))}  notify ${entry.eventName} → ${entry.url}: ${outcome(entry)}${attempt}${retry}`;
}
