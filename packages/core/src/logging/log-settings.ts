import type { Environment } from '../environment/read-env.js';
import type { Logger, LogLevel, LogOptions } from '../types/log.js';

/** The levels in rising severity; `off` ranks above them all. */
export const levels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'off'];

/** How a log writes, resolved from the options of `logging()` and `LINTAS_LOG`. */
export interface LogSettings {
  readonly logger: Logger;
  /** The rank in {@link levels} of the least severe level written; `off`'s when nothing is. */
  readonly threshold: number;
  /** A `LINTAS_LOG` value that names no level, which the log warns about; else `undefined`. */
  readonly unknown: string | undefined;
}

/**
 * Resolves the options of `logging()` and `LINTAS_LOG` into {@link LogSettings}: the options' level,
 * else `LINTAS_LOG`'s, else `info`. `undefined` when logging is off and there is nothing to warn about.
 */
export function logSettings(options: LogOptions, env: Environment): LogSettings | undefined {
  const fromEnv = env['LINTAS_LOG']?.trim().toLowerCase() as LogLevel | undefined;
  const known = fromEnv !== undefined && levels.includes(fromEnv);
  const unknown = fromEnv && !known ? fromEnv : undefined;
  const threshold = levels.indexOf(options.level ?? (fromEnv && known ? fromEnv : 'info'));
  // Off, or a level that does not exist (from plain JavaScript).
  const on = threshold >= 0 && threshold < levels.indexOf('off');
  if (!on && unknown === undefined) return undefined;
  return { logger: options.logger ?? console, threshold: on ? threshold : levels.indexOf('off'), unknown };
}
