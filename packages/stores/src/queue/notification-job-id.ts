import { createHash } from 'node:crypto';

/**
 * A BullMQ job id for a notification `key`: the key itself, with `%` and `:` escaped (BullMQ refuses
 * ids with `:`). One id per key, and a different one for any other key.
 */
export function bullmqJobId(key: string): string {
  return key.replaceAll('%', '%25').replaceAll(':', '%3A');
}

/**
 * A pg-boss job id (a UUID) for a notification `key`: the first 16 bytes of its SHA-256, marked as a
 * version 8 (name-based, custom) UUID. The same key always gives the same id, so pg-boss keeps one job
 * per notification.
 */
export function pgBossJobId(key: string): string {
  const bytes = createHash('sha256').update(`lintas-notification:${key}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
