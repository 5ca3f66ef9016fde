import { valueHint } from '../utils/value-hint.js';
import { refuseKey } from './key-refusal.js';
import type { KeySource } from './key-source.js';
import type { RsaKeyInput } from './rsa-key-input.js';

/**
 * Checks that a key given in `source` holds something that can be a key before it is read, so a
 * missing environment variable gives an error that says so instead of a `TypeError` from deep inside.
 */
export function checkKeyInput(input: unknown, source: KeySource): asserts input is RsaKeyInput {
  const usable =
    (typeof input === 'string' && input.trim().length > 0) ||
    (typeof input === 'object' && input !== null && !Array.isArray(input));
  if (usable) return;
  const what =
    typeof input === 'string'
      ? input.length === 0
        ? 'an empty string'
        : 'blank'
      : input === undefined
        ? 'undefined'
        : valueHint(input);
  throw refuseKey(source, { problem: 'missing', what });
}
