import type { Environment } from '../environment/read-env.js';
import type { LogLevel, LogOptions, Logger } from '../types/log.js';
import { redactSecrets } from '../utils/redact-secrets.js';

/** The levels in rising severity; `off` ranks above them all. */
const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];

/**
 * Writes `lintas <endpoint> <detail>` at `level` when that level is on, with `detail` redacted (but for
 * the endpoint's path); a failing logger is ignored. Absent when logging is off.
 */
export type Log = (level: Exclude<LogLevel, 'off'>, endpoint: string, detail: string) => void;

/**
 * Resolves the client's `log` option and `LINTAS_LOG` into a {@link Log}, or `undefined` when logging
 * is off, so that a call without logging builds no line at all.
 */
export function createLog(options: LogOptions | undefined, env: Environment): Log | undefined {
  const logger: Logger = options?.logger ?? console;
  const fromEnv = env['LINTAS_LOG']?.trim().toLowerCase() as LogLevel | undefined;
  if (fromEnv && !levels.includes(fromEnv)) logger.warn(`lintas: LINTAS_LOG=${redactSecrets(fromEnv)} is not one of ${levels.join(', ')}; it is ignored`);
  const threshold = levels.indexOf(options?.level ?? (fromEnv && levels.includes(fromEnv) ? fromEnv : options ? 'info' : 'off'));
  // Off, or a level that does not exist (from plain JavaScript).
  if (threshold < 0 || threshold >= levels.indexOf('off')) return undefined;
  return (level, endpoint, detail) => {
    try {
      if (levels.indexOf(level) >= threshold) logger[level](`lintas ${endpoint} ${redactSecrets(detail, endpoint)}`);
    } catch {
      // Logging never changes the outcome of a call.
    }
  };
}
