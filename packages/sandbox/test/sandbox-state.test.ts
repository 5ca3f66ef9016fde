import { describe, expect, it } from 'vitest';
import { chooseMerchant, type SavedMerchant } from '../src/cli/sandbox-state.js';

const made = { appId: 'made-app', keys: { privateKey: 'made-private', publicKey: 'made-public' } };
const generate = () => made;
const demo: SavedMerchant = { appId: 'saved-app', privateKey: 'saved-private', publicKey: 'saved-public' };
const own: SavedMerchant = { appId: 'own-app', publicKey: 'own-public' };

describe('the merchant the CLI registers (saved merchant × flags)', () => {
  it.each([
    [
      'nothing saved, no flags: a new demo merchant',
      undefined,
      {},
      { appId: 'made-app', privateKey: 'made-private', publicKey: 'made-public' },
    ],
    ['a saved demo merchant, no flags: the same one', demo, {}, demo],
    [
      'a saved demo merchant, --app-id: its keys under the new id',
      demo,
      { appId: 'new-app' },
      { ...demo, appId: 'new-app' },
    ],
    [
      'a saved demo merchant, --public-key: a merchant of that key, no private key, a new id',
      demo,
      { publicKey: 'given' },
      { appId: 'made-app', publicKey: 'given' },
    ],
    ['a saved merchant of that same --public-key: the same one', own, { publicKey: 'own-public' }, own],
    [
      '--public-key and --app-id: exactly those',
      demo,
      { publicKey: 'given', appId: 'given-app' },
      { appId: 'given-app', publicKey: 'given' },
    ],
    [
      'nothing saved, --app-id: a new demo merchant under that id',
      undefined,
      { appId: 'given-app' },
      { appId: 'given-app', privateKey: 'made-private', publicKey: 'made-public' },
    ],
  ] as const)('%s', (_, saved, flags, expected) => {
    expect(chooseMerchant(saved, flags, generate)).toEqual(expected);
  });
});
