/**
 * How much a client logs, from most to least: `debug` (every attempt, its redacted `param` and the
 * redacted answer body), `info` (one line per call), `warn` (retries, recoveries, failed calls), `error`
 * (outcomes left unknown), `off`.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'off';

/** Where log lines go: `console`, or any logger with these four methods (pino, winston, ...). */
export interface Logger {
  /** Each attempt sent and answered, with its redacted `param`, and each redacted answer body. */
  debug(message: string): void;
  /** One line per call that succeeded. */
  info(message: string): void;
  /** Retries, calls settled by recovery, failed calls. */
  warn(message: string): void;
  /** Calls whose outcome is unknown. */
  error(message: string): void;
}

/**
 * Options of `logging()` (`@lintas/core/logging`). Every line is redacted first: `sign` values, PEM
 * blocks and any run of 40 or more base64 or hex characters (signatures, keys, secrets, file contents)
 * never reach the logger.
 */
export interface LogOptions {
  /**
   * The least severe level logged. Default: the `LINTAS_LOG` environment variable (`debug`, `info`,
   * `warn`, `error` or `off`) where the runtime has one, else `info`.
   */
  readonly level?: LogLevel;
  /** Where lines go. Default `console`. */
  readonly logger?: Logger;
  /** Where to read `LINTAS_LOG`. Default `process.env`; on Workers, pass the `env` bindings. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}
