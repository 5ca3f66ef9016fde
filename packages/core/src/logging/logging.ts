import { defaultEnvironment } from '../environment/read-env.js';
import { personalRedaction } from '../personal-data/personal-redaction.js';
import type { LogOptions } from '../types/log.js';
import type { CallObserver } from '../types/observer.js';
import { createLog, type Log } from './create-log.js';
import { logAttempts } from './log-attempts.js';
import { logOutcome } from './log-outcome.js';
import { levels, logSettings } from './log-settings.js';

/**
 * Logs each call of a client, redacted: pass it as the client's `log`. One line per call at `info`
 * (its answer, attempts and duration), retries, recoveries and failed calls at `warn`, outcomes left
 * unknown at `error`, and at `debug` every attempt with its signed `param` and every answer's body.
 * Every line is redacted first: `sign` values, PEM blocks and any run of 40 or more base64 or hex
 * characters (signatures, keys, secrets, file contents) never reach the logger, nor does personal data
 * (the payer's name, e-mail, phone and account numbers: `[personal data]` unless
 * `includePersonalData`), and a logger that throws changes nothing. The level defaults to the
 * `LINTAS_LOG` environment variable, else `info`.
 *
 * @example
 * ```ts
 * import { createClient } from '@lintas/core';
 * import { logging } from '@lintas/core/logging';
 *
 * const client = createClient({ baseUrl, appId, signer, log: logging({ level: 'warn', logger: console }) });
 * ```
 */
export function logging(options: LogOptions = {}): CallObserver {
  const settings = logSettings(options, options.env ?? defaultEnvironment());
  // Off: the call runs as if there were no log (after a warning about an unknown LINTAS_LOG).
  const log = settings && createLog(settings);
  if (!settings || !log) return { observe: (_call, run) => run(undefined) };
  return {
    observe(call, run) {
      // The fields the call's endpoint marks as personal data, and its own values of them, are left out.
      const redact = options.includePersonalData ? undefined : personalRedaction(call.endpoint, call.params);
      const callLog: Log = redact
        ? (level, endpoint, detail) => {
            // Only a line that is written is searched: `debug` bodies cost nothing at `info`.
            if (levels.indexOf(level) >= settings.threshold) log(level, endpoint, redact(detail));
          }
        : log;
      return run(logAttempts(callLog, call.endpoint.path)).then(
        (data) => {
          logOutcome(callLog, call.metadata(), false);
          return data;
        },
        (error: unknown) => {
          logOutcome(callLog, call.metadata(), true, error);
          throw error;
        },
      );
    },
  };
}
