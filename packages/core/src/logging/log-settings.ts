import type { Environment } from '../environment/read-env.js';
import type { Logger, LogLevel, LogOptions } from '../types/log.js';

/** The levels in rising severity; `off` ranks above them all. */
export const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];

/** How a client logs, resolved from its `log` option and `LINTAS_LOG`. */
export interface LogSettings {
  readonly logger: Logger;
  /** The rank in {@link levels} of the least severe level written; `off`'s when nothing is. */
  readonly threshold: number;
  /** A `LINTAS_LOG` value that names no level, which the log warns about; else `undefined`. */
  readonly unknown: string | undefined;
}

/**
 * Resolves the client's `log` option and `LINTAS_LOG` into {@link LogSettings}, or `undefined` when
 * logging is off and there is nothing to warn about: all a client without logging needs of it.
 */
export function logSettings(options: LogOptions | undefined, env: Environment): LogSettings | undefined {
  const fromEnv = env['LINTAS_LOG']?.trim().toLowerCase() as LogLevel | undefined;
  const known = fromEnv !== undefined && levels.includes(fromEnv);
  const unknown = fromEnv && !known ? fromEnv : undefined;
  const threshold = levels.indexOf(options?.level ?? (fromEnv && known ? fromEnv : options ? 'info' : 'off'));
  // Off, or a level that does not exist (from plain JavaScript).
  const on = threshold >= 0 && threshold < levels.indexOf('off');
  if (!on && unknown === undefined) return undefined;
  return { logger: options?.logger ?? console, threshold: on ? threshold : levels.indexOf('off'), unknown };
}
