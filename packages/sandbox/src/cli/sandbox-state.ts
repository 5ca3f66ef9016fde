import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MerchantKeys } from '../keys/generate-merchant-keys.js';

/** The merchant the CLI registers: a demo merchant has its private key, one from `--public-key` does not. */
export interface SavedMerchant {
  readonly appId: string;
  readonly publicKey: string;
  readonly privateKey?: string;
  /** The SNAP client secret (HMAC-SHA512 of the cargo site's calls); kept so a restart keeps the `.env` valid. */
  readonly clientSecret?: string;
}

/** What the CLI keeps in its state folder so that a restart serves the same merchant and keys. */
export interface SavedState {
  readonly platformKeys: MerchantKeys;
  readonly merchant: SavedMerchant;
}

/** The merchant asked for on the command line. */
export interface MerchantFlags {
  readonly appId?: string;
  readonly publicKey?: string;
}

/** The state file inside the state folder. */
export const STATE_FILE = 'state.json';
/** The `node --env-file` file inside the state folder. */
export const ENV_FILE = '.env';

function isKeys(value: unknown): value is MerchantKeys {
  const keys = value as Partial<MerchantKeys> | null;
  return typeof keys?.privateKey === 'string' && typeof keys.publicKey === 'string';
}

function isMerchant(value: unknown): value is SavedMerchant {
  const merchant = value as Partial<SavedMerchant> | null;
  return (
    typeof merchant?.appId === 'string' &&
    typeof merchant.publicKey === 'string' &&
    (merchant.privateKey === undefined || typeof merchant.privateKey === 'string') &&
    (merchant.clientSecret === undefined || typeof merchant.clientSecret === 'string')
  );
}

/**
 * Reads the state saved in `folder`; `undefined` when there is none yet. A file that cannot be read is an
 * error that says how to start afresh, never silently replaced (it may hold the only copy of a key).
 */
export function readSavedState(folder: string): SavedState | undefined {
  const file = join(folder, STATE_FILE);
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `cannot read ${file} (${error instanceof Error ? error.message : String(error)}): fix it, or start with --fresh for a new merchant and keys`,
    );
  }
  const state = parsed as { platformKeys?: unknown; merchant?: unknown } | null;
  if (!isKeys(state?.platformKeys) || !isMerchant(state.merchant)) {
    throw new Error(`${file} is not a lintas-sandbox state file: start with --fresh for a new merchant and keys`);
  }
  return { platformKeys: state.platformKeys, merchant: state.merchant };
}

/**
 * The merchant to register: the saved one unless `fresh`, changed by the flags. A `--public-key` other
 * than the saved one makes a new merchant (its own appId unless `--app-id` names one); `--app-id` alone
 * keeps the saved keys under the new id. What is missing afterwards is generated.
 */
export function chooseMerchant(
  saved: SavedMerchant | undefined,
  flags: MerchantFlags,
  generate: () => { appId: string; keys: MerchantKeys },
): SavedMerchant {
  let merchant: Partial<SavedMerchant> = saved ?? {};
  if (flags.publicKey !== undefined && flags.publicKey !== merchant.publicKey) {
    merchant = { publicKey: flags.publicKey };
  }
  if (flags.appId !== undefined) merchant = { ...merchant, appId: flags.appId };
  if (merchant.publicKey !== undefined && merchant.appId !== undefined) return merchant as SavedMerchant;
  const made = generate();
  return merchant.publicKey === undefined
    ? { appId: merchant.appId ?? made.appId, ...made.keys }
    : { ...merchant, publicKey: merchant.publicKey, appId: merchant.appId ?? made.appId };
}

/**
 * The `LINTAS_SNAP_*` settings: what `createSnapClient` of `@lintas/snap` takes for the SNAP sites the
 * sandbox serves beside the envelope API (`/v2.0/`, `/v2.1/`). The client key is the app id and the key
 * pair is the merchant's, as on the gateway; the client secret signs the cargo site's calls.
 */
export function snapSettingsOf(url: string, merchant: SavedMerchant): [string, string][] {
  const optional = (name: string, value: string | undefined): [string, string][] =>
    value === undefined ? [] : [[name, value]];
  return [
    ['LINTAS_SNAP_BASE_URL', url],
    ['LINTAS_SNAP_CLIENT_KEY', merchant.appId],
    ...optional('LINTAS_SNAP_CLIENT_SECRET', merchant.clientSecret),
    ...optional('LINTAS_SNAP_PRIVATE_KEY', merchant.privateKey),
  ];
}

/** The `LINTAS_*` settings of a merchant on a sandbox, in the order a program reads them. */
export function settingsOf(url: string, merchant: SavedMerchant, platformPublicKey: string): [string, string][] {
  return [
    ['LINTAS_BASE_URL', url],
    ['LINTAS_APP_ID', merchant.appId],
    ...(merchant.privateKey === undefined ? [] : [['LINTAS_PRIVATE_KEY', merchant.privateKey] as [string, string]]),
    ['LINTAS_PLATFORM_PUBLIC_KEY', platformPublicKey],
    ...snapSettingsOf(url, merchant),
  ];
}

/**
 * Writes the state, the `.env` of the settings (for `node --env-file`) and a `.gitignore` that keeps the
 * folder out of commits; files readable by their owner only, as they hold private keys.
 */
export function writeSavedState(folder: string, state: SavedState, settings: readonly [string, string][]): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const write = (name: string, text: string) => {
    const file = join(folder, name);
    writeFileSync(file, text, { mode: 0o600 });
    chmodSync(file, 0o600);
  };
  write(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
  write(
    ENV_FILE,
    [
      '# Written by lintas-sandbox at each start: its URL and the merchant it serves. Keep it secret.',
      ...settings.map(([name, value]) => `${name}=${value}`),
      '',
    ].join('\n'),
  );
  write('.gitignore', '# lintas-sandbox state: private keys, never committed\n*\n');
}
