/** `5000` → `5,000`. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** `5000, 'PHP'` → `5,000 PHP minor units`; IDR has no minor units, so `150000, 'IDR'` → `150,000 IDR`. */
export function formatAmount(amount: number, currency: string): string {
  return currency === 'IDR' ? `${formatNumber(amount)} IDR` : `${formatNumber(amount)} ${currency} minor units`;
}

/**
 * Today's date `YYYY-MM-DD` at the gateway, whose dates are UTC+8 (the offset its date-times carry, https://docs.ezpaytechs.com/en/philippines/Payment/Static/CollectionNotification.html): date params such as a report's `transDate` select days of that calendar.
 */
export function gatewayToday(now = Date.now()): string {
  return new Date(now + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A short, printable description of anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error)
    return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
  return String(error);
}
