import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.EnvironmentError');

/**
 * `createClientFromEnv` or `createVerifierFromEnv` found required environment variables unset or
 * empty. `variables` names each of them; the message says what each one holds and where it comes from.
 */
export class EnvironmentError extends LintasError {
  override readonly name = 'EnvironmentError' as const;
  /** @internal */
  readonly [marker] = true;
  /** The variables that are missing, e.g. `['LINTAS_APP_ID', 'LINTAS_PRIVATE_KEY']`. */
  readonly variables: readonly string[];

  constructor(message: string, variables: readonly string[]) {
    super(message);
    this.variables = variables;
  }
}

/** True when `error` is an {@link EnvironmentError}, from any installed copy of Lintas. */
export const isEnvironmentError = /* @__PURE__ */ markerGuard<EnvironmentError>(marker);
