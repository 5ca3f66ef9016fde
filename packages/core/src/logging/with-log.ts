import type { Transport } from '../types/transport.js';
import { createLog } from './create-log.js';
import { withLogHooks } from './log-hooks.js';
import { logOutcome } from './log-outcome.js';
import type { LogSettings } from './log-settings.js';

/**
 * `transport` with the log of `settings`: its observers before the merchant's hooks, and the line
 * that says how each call ended. `transport` itself when the settings log nothing (after warning
 * about an unknown `LINTAS_LOG`).
 */
export function withLog(transport: Transport, settings: LogSettings): Transport {
  const log = createLog(settings);
  if (!log) return transport;
  return {
    ...transport,
    hooks: withLogHooks(transport.hooks, log),
    logOutcome: (record, failed, error) => logOutcome(log, record, failed, error),
  };
}
