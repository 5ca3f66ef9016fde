import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.ConfigurationError');

/**
 * A client option holds a value that cannot work, found before anything is sent: `option` names it and
 * the message says what to pass instead (e.g. a `baseUrl` that already ends in `/open-api`).
 */
export class ConfigurationError extends LintasError {
  override readonly name = 'ConfigurationError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The option that is wrong, e.g. `'baseUrl'`. */
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}

/** True when `error` is a {@link ConfigurationError}, from any installed copy of Lintas. */
export const isConfigurationError = /* @__PURE__ */ markerGuard<ConfigurationError>(marker);
