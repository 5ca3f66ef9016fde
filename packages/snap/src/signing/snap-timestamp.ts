/** Jakarta's offset from UTC: SNAP timestamps are written in GMT+7. */
const jakartaOffsetMs = 7 * 3600 * 1000;

/**
 * The `X-TIMESTAMP` of epoch milliseconds `ms`: `YYYY-MM-DDTHH:mm:ss+07:00`, in Jakarta time, to the
 * second, as both SNAP sites' header tables state it
 * (https://docs-snap-cargo.paycools.co.id/en/SnapApi/AuthorizationToken.html,
 * https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html).
 */
export function snapTimestamp(ms: number): string {
  return `${new Date(ms + jakartaOffsetMs).toISOString().slice(0, 19)}+07:00`;
}

/** An ISO 8601 date-time with seconds and an offset (`Z` or `±HH:mm`), the form every SNAP sender writes. */
const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Epoch milliseconds of an `X-TIMESTAMP` such as `2023-09-25T17:57:35+07:00` (any offset, optional
 * fraction); `undefined` when it is not one.
 */
export function readSnapTimestamp(text: string): number | undefined {
  const match = timestampPattern.exec(text);
  if (!match) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return undefined;
  // Date.parse rolls 2023-02-30 over to March: a date it rewrote is not the one written.
  const [, year, month, day] = match;
  const offset = match[8] === 'Z' ? 0 : offsetMs(match[8] ?? '+00:00');
  const local = new Date(ms + offset);
  const same =
    local.getUTCFullYear() === Number(year) &&
    local.getUTCMonth() + 1 === Number(month) &&
    local.getUTCDate() === Number(day);
  return same ? ms : undefined;
}

function offsetMs(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  return sign * ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

/**
 * The Jakarta calendar day of epoch milliseconds `ms`, `YYYY-MM-DD`: the day within which an
 * `X-EXTERNAL-ID` must be unique.
 */
export function jakartaDay(ms: number): string {
  return new Date(ms + jakartaOffsetMs).toISOString().slice(0, 10);
}

/** Epoch milliseconds at which the Jakarta day of `ms` ends. */
export function endOfJakartaDay(ms: number): number {
  const day = 24 * 3600 * 1000;
  return Math.floor((ms + jakartaOffsetMs) / day) * day + day - jakartaOffsetMs;
}
