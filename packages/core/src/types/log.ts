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
  /**
   * `true` prints the personal data in `param` and answer bodies at `debug`: the payer's name, e-mail
   * address and phone number, account numbers, identity documents and pay tokens (every field the
   * families mark with `personalData()`). Default `false`: each such value is logged as
   * `[personal data]`, in JSON members and wherever a line repeats a value the call was given.
   */
  readonly includePersonalData?: boolean;
}
