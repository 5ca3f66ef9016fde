import { randomBytes } from 'node:crypto';

/**
 * Makes merchant ids unique to this run, so the demo can run any number of times against the same
 * gateway account: `<prefix>-<run>-<n>`, at most 24 characters (within every documented id length:
 * PH idempotencyId 10–30, ID payout keys 10–32).
 */
export function createIdFactory(): (prefix: string) => string {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  let counter = 0;
  return (prefix) => {
    counter += 1;
    return `${prefix.slice(0, 6)}-${run}-${counter}`;
  };
}
