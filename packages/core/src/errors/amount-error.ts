import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.AmountError');

/** Why a {@link AmountError} was thrown. */
export type AmountErrorReason =
  /** The amount has more decimals than the currency has (PHP has 2, IDR none). */
  | 'too-many-decimals'
  /** The amount is not a decimal number (`'500,10'`, `'PHP 500'`, `NaN`, an exponent). */
  | 'not-a-number'
  /** The amount in minor units is beyond `Number.MAX_SAFE_INTEGER`, where integers lose precision. */
  | 'too-large'
  /** The currency is not one the gateway uses, so its minor unit is not known. */
  | 'unknown-currency';

/**
 * An amount could not be converted between major and minor units exactly (`toMinorUnits`,
 * `toMajorUnits`): the message says what is wrong with it and how to write it. Nothing was sent.
 */
export class AmountError extends LintasError {
  override readonly name = 'AmountError' as const;
  /** @internal */
  readonly [marker] = true;
  /** What is wrong with the amount. */
  readonly reason: AmountErrorReason;

  constructor(reason: AmountErrorReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** True when `error` is an {@link AmountError}, from any installed copy of Lintas. */
export const isAmountError = /* @__PURE__ */ markerGuard<AmountError>(marker);
