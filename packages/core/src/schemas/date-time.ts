// IsoDateTimeSchema and TimestampSchema have modules of their own: a module-level schema is a call a
// bundler keeps once its module is imported, so the families that never use them do not carry them.
import * as v from 'valibot';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` calendar date in a request, checked to exist (no `2026-02-30`). */
export const DateSchema = v.pipe(
  v.string(),
  v.regex(datePattern, 'must be a YYYY-MM-DD date'),
  // Only judged once the layout matches, so a layout mistake stays a format issue (`formatChecks`).
  v.check((text) => !datePattern.test(text) || isRealDate(text), 'must be an existing calendar date'),
);

/** `YYYY-MM-DD HH:mm:ss`, the gateway's date-time text in responses. */
export const gatewayDateTimePattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** ISO 8601 with a numeric UTC offset, as split-payment responses use. */
export const isoDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:?\d{2}|Z)$/;

/**
 * A date-time in a response: `YYYY-MM-DD HH:mm:ss` or ISO 8601 with offset, because copies of
 * the gateway's documentation show both inside the same kind of message (https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html).
 */
export const GatewayDateTimeSchema = v.pipe(
  v.string(),
  v.check(
    (text) => gatewayDateTimePattern.test(text) || isoDateTimePattern.test(text),
    'must be a YYYY-MM-DD HH:mm:ss or ISO 8601 date-time',
  ),
);

/**
 * Reads a gateway date-time into a `Date`. `YYYY-MM-DD HH:mm:ss` carries no zone: it is read at
 * `offset`, the gateway's local time (default `+08:00`, Manila). ISO 8601 text keeps its own offset.
 *
 * @example
 * ```ts
 * import { parseGatewayDateTime } from '@lintas/core';
 *
 * parseGatewayDateTime('2026-11-21 09:38:06').toISOString(); // '2026-11-21T01:38:06.000Z'
 * ```
 */
export function parseGatewayDateTime(text: string, offset = '+08:00'): Date {
  if (gatewayDateTimePattern.test(text)) return new Date(`${text.replace(' ', 'T')}${offset}`);
  if (isoDateTimePattern.test(text)) return new Date(text);
  throw new RangeError(`not a gateway date-time: ${text}`);
}

/**
 * The `YYYY-MM-DD` date at the gateway for an instant: date params (a report's `transDate`, a payment
 * list's `startDate`) are calendar dates in the gateway's local time (default `+08:00`, Manila), which
 * differ from the merchant server's date for part of each day.
 *
 * @example
 * ```ts
 * import { formatGatewayDate } from '@lintas/core';
 *
 * formatGatewayDate(new Date('2026-11-21T20:00:00Z')); // '2026-11-22'
 * ```
 */
export function formatGatewayDate(instant: Date = new Date(), offset = '+08:00'): string {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(offset);
  if (!match) throw new RangeError(`not a UTC offset: ${offset}`);
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  return new Date(instant.getTime() + minutes * 60_000).toISOString().slice(0, 10);
}

function isRealDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
