import type { LogLevel } from '../types/log.js';
import { redactSecrets } from '../utils/redact-secrets.js';
import { type LogSettings, levels } from './log-settings.js';

/**
 * Writes `lintas <endpoint> <detail>` at `level` when that level is on, with `detail` redacted (but for
 * the endpoint's path); a failing logger is ignored. Absent when logging is off.
 */
export type Log = (level: Exclude<LogLevel, 'off'>, endpoint: string, detail: string) => void;

/**
 * Turns {@link LogSettings} into a {@link Log}, or `undefined` when logging is off, so that a call
 * without logging builds no line at all; first warns about a `LINTAS_LOG` value that names no level.
 */
export function createLog({ logger, threshold, unknown }: LogSettings): Log | undefined {
  if (unknown !== undefined) {
    try {
      logger.warn(`lintas: LINTAS_LOG=${redactSecrets(unknown)} is not one of ${levels.join(', ')}; it is ignored`);
    } catch {
      // Like every other line: a failing logger changes nothing.
    }
  }
  if (threshold >= levels.indexOf('off')) return undefined;
  return (level, endpoint, detail) => {
    try {
      if (levels.indexOf(level) >= threshold) logger[level](`lintas ${endpoint} ${redactSecrets(detail, endpoint)}`);
    } catch {
      // Logging never changes the outcome of a call.
    }
  };
}
