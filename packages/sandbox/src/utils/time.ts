/** The gateway answers in its local time, UTC+8. */
const GATEWAY_OFFSET_MS = 8 * 60 * 60 * 1000;

function shifted(epochMs: number): string {
  return new Date(epochMs + GATEWAY_OFFSET_MS).toISOString();
}

/** `YYYY-MM-DD HH:mm:ss` in gateway local time (UTC+8). */
export function formatGatewayTime(epochMs: number): string {
  const iso = shifted(epochMs);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** ISO 8601 with the gateway offset, e.g. `2026-11-21T15:37:52+08:00`. */
export function formatIsoWithOffset(epochMs: number): string {
  return `${shifted(epochMs).slice(0, 19)}+08:00`;
}

/** The calendar date `YYYY-MM-DD` of an instant in gateway local time. */
export function gatewayDate(epochMs: number): string {
  return shifted(epochMs).slice(0, 10);
}
