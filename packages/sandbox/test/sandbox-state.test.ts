import { describe, expect, it } from 'vitest';
import { chooseMerchant, type SavedMerchant, settingsOf } from '../src/cli/sandbox-state.js';

const made = { appId: 'made-app', keys: { privateKey: 'made-private', publicKey: 'made-public' } };
const generate = () => made;
const demo: SavedMerchant = { appId: 'saved-app', privateKey: 'saved-private', publicKey: 'saved-public' };
const own: SavedMerchant = { appId: 'own-app', publicKey: 'own-public' };
const withSecret: SavedMerchant = { ...demo, clientSecret: 'saved-secret' };

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
      'a saved SNAP client secret stays with its keys, under a new --app-id',
      withSecret,
      { appId: 'new-app' },
      { ...withSecret, appId: 'new-app' },
    ],
    [
      'another --public-key: another merchant, without the saved secret',
      withSecret,
      { publicKey: 'given' },
      { appId: 'made-app', publicKey: 'given' },
    ],
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

describe('the settings the .env holds for a merchant', () => {
  it.each([
    [
      'a demo merchant: the envelope settings, then SNAP, its private key in both',
      withSecret,
      [
        ['LINTAS_BASE_URL', 'http://s'],
        ['LINTAS_APP_ID', 'saved-app'],
        ['LINTAS_PRIVATE_KEY', 'saved-private'],
        ['LINTAS_PLATFORM_PUBLIC_KEY', 'platform'],
        ['LINTAS_SNAP_BASE_URL', 'http://s'],
        ['LINTAS_SNAP_CLIENT_KEY', 'saved-app'],
        ['LINTAS_SNAP_CLIENT_SECRET', 'saved-secret'],
        ['LINTAS_SNAP_PRIVATE_KEY', 'saved-private'],
      ],
    ],
    [
      'a merchant of its own key: no private key',
      { ...own, clientSecret: 'own-secret' },
      [
        ['LINTAS_BASE_URL', 'http://s'],
        ['LINTAS_APP_ID', 'own-app'],
        ['LINTAS_PLATFORM_PUBLIC_KEY', 'platform'],
        ['LINTAS_SNAP_BASE_URL', 'http://s'],
        ['LINTAS_SNAP_CLIENT_KEY', 'own-app'],
        ['LINTAS_SNAP_CLIENT_SECRET', 'own-secret'],
      ],
    ],
  ] as const)('%s', (_, merchant, expected) => {
    expect(settingsOf('http://s', merchant, 'platform')).toEqual(expected);
  });
});
