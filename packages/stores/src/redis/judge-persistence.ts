/** What a Redis says of its persistence: its `appendonly` and `appendfsync`, each absent when it did not say. */
export interface RedisPersistenceSettings {
  readonly appendonly?: string;
  readonly appendfsync?: string;
}

/**
 * Whether a Redis keeps what it acknowledged through a crash:
 * - `keeps`: `appendonly yes` with `appendfsync always` or `everysec` (a Redis process that dies loses
 *   nothing it answered; with `everysec`, a machine that fails may lose the last second);
 * - `loses`: `appendonly no` (only snapshots, if any: a crash loses every write since the last one),
 *   or `appendfsync no` (the system writes the file when it likes: a machine that fails loses about 30 s);
 * - `unknown`: the Redis would not say (`CONFIG` and `INFO` refused, as some managed services do).
 */
export type RedisPersistenceVerdict = 'keeps' | 'loses' | 'unknown';

/** The persistence page every message links to. */
// https://redis.io/docs/latest/operate/oss_and_stack/management/persistence/
export const redisPersistencePage = 'https://redis.io/docs/latest/operate/oss_and_stack/management/persistence/';

/** The verdict on `settings` (`undefined`: the Redis would not say), and what to tell the merchant. */
export function judgePersistence(settings: RedisPersistenceSettings | undefined): {
  readonly verdict: RedisPersistenceVerdict;
  readonly message?: string;
} {
  const fix = `set appendonly yes and appendfsync always (${redisPersistencePage})`;
  if (settings?.appendonly === undefined) {
    return {
      verdict: 'unknown',
      message: `Lintas could not ask this Redis how it persists queued notification jobs (CONFIG and INFO are refused): make sure it runs with appendonly yes, or its provider's equivalent, or a crash loses jobs the gateway was told were received (${redisPersistencePage}).`,
    };
  }
  if (settings.appendonly.toLowerCase() !== 'yes') {
    return {
      verdict: 'loses',
      message: `This Redis runs with appendonly ${settings.appendonly}: a crash loses every queued notification job added since its last snapshot, each one the gateway was told was received and will not deliver again. To keep them, ${fix}.`,
    };
  }
  if (settings.appendfsync?.toLowerCase() === 'no') {
    return {
      verdict: 'loses',
      message: `This Redis runs with appendfsync no: the system writes its append-only file when it likes, and a machine that fails loses about the last 30 seconds of queued notification jobs. To keep them, ${fix}.`,
    };
  }
  return { verdict: 'keeps' };
}
