import type { AmountUnit } from '@lintas/core';

/** What the unit of a row's amounts is decided from. */
export interface AmountUnitFacts {
  /** The unit you gave (`amountUnit`), if any. */
  readonly given: AmountUnit | undefined;
  /** The unit an earlier row of the file showed, if any. */
  readonly shown: AmountUnit | undefined;
  /** The row's money cells as written (amount, fee). */
  readonly texts: readonly string[];
  /** The decimals of the row's currency (2 for PHP, 0 for IDR). */
  readonly decimals: number;
}

/**
 * The unit a row's amounts are read in. The gateway's page names the package's files and not how they
 * write amounts (https://jtdocs.bluepay.asia/en/ReportDownload.html), so without `amountUnit` the
 * figures decide, and only where they cannot be read two ways:
 * - `amountUnit` given → that unit (a decimal point in minor units is then refused by the reader);
 * - a cell with a decimal point → `'major'`, for this row and every row after it (minor units have none);
 * - an earlier row showed `'major'` → `'major'`;
 * - a currency without decimals (IDR) → `'minor'`: both readings are the same number;
 * - otherwise whole numbers, which read both ways (`1500` is PHP 15.00 or PHP 1,500.00) → `'ambiguous'`:
 *   the reader refuses to guess.
 */
export function decideAmountUnit(facts: AmountUnitFacts): AmountUnit | 'ambiguous' {
  if (facts.given !== undefined) return facts.given;
  if (facts.texts.some((text) => text.includes('.'))) return 'major';
  if (facts.shown !== undefined) return facts.shown;
  if (facts.decimals === 0) return 'minor';
  return 'ambiguous';
}
