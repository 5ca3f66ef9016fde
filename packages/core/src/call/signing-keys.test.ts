import { describe, expect, it } from 'vitest';
import type { Signer } from '../signing/signer.js';
import type { OutcomeKind } from './decide.js';
import { keyAccepted, keyOrder, signingKeys } from './signing-keys.js';

const signer = (keyId: string): Signer => ({ keyId, sign: async () => keyId });

describe('the order in which an attempt tries the keys', () => {
  const [current, next, spare] = [signer('current'), signer('next'), signer('spare')];

  it('is the order given, until the gateway accepts another key', () => {
    expect(keyOrder(signingKeys([current, next, spare]))).toEqual([current, next, spare]);
    expect(keyOrder(signingKeys([current]))).toEqual([current]);
  });

  it('starts with the key the gateway accepted, then the others in the order given', () => {
    const keys = signingKeys([current, next, spare]);
    keys.preferred = spare;
    expect(keyOrder(keys)).toEqual([spare, current, next]);
    keys.preferred = next;
    expect(keyOrder(keys)).toEqual([next, current, spare]);
  });
});

// Whether an answer shows the gateway verified the signature, so that its key is the one it holds: every
// outcome, with the gateway's code of the answer (or none: an answer that was not its envelope).
const accepted: readonly (readonly [OutcomeKind, number | undefined, boolean])[] = [
  ['success', 10000, true],
  ['duplicate', 21007, true],
  ['refused', 21014, true],
  ['refused', 21002, true],
  ['refused', 21003, false],
  ['refused', undefined, false],
  ['key-refused', 21001, false],
  ['rate-limited', 21020, false],
  ['rate-limited', undefined, false],
  ['gateway-failed', 21000, false],
  ['gateway-failed', undefined, false],
  ['unreadable', undefined, false],
  ['unsent', undefined, false],
  ['not-sent', undefined, false],
  ['lost', undefined, false],
  ['aborted', undefined, false],
  ['aborted-in-flight', undefined, false],
];

describe('whether an answer shows the gateway accepted the key that signed it', () => {
  it.each(accepted)('%s with code %s: %s', (outcome, code, expected) => {
    expect(keyAccepted(outcome, code)).toBe(expected);
  });

  it('has a row for every outcome', () => {
    expect(new Set(accepted.map(([outcome]) => outcome)).size).toBe(12);
  });
});
