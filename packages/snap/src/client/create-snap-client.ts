import {
  type Client,
  type ClientConfig,
  ConfigurationError,
  createClient,
  type RsaKeyInput,
  rsaSha256Signer,
  type Signer,
} from '@lintas/core';
import { externalIds } from '../external-ids/external-ids.js';
import { type ClientSecretSource, hmacSha512Signer } from '../signing/hmac-sha512-signer.js';
import { memorySnapStore, type SnapStore } from '../stores/memory-snap-store.js';
import { accessTokens } from '../tokens/access-tokens.js';
import { fetchAccessToken } from '../tokens/fetch-access-token.js';
import { recordingJournal } from './created-codes.js';
import { type SnapProfile, type SnapProfileName, snapProfiles } from './snap-profiles.js';
import { snapProtocol } from './snap-protocol.js';

/** Configuration of {@link createSnapClient}: the SNAP credentials, and every option of `createClient`. */
export interface SnapClientConfig extends Omit<ClientConfig, 'appId' | 'signer' | 'timestampUnit' | 'protocol'> {
  /** The SNAP site: `'paycools-cargo'`, `'eztrans'`, or a profile of your own (see `snapProfiles`). */
  readonly profile: SnapProfileName | SnapProfile;
  /** Your client key, `X-CLIENT-KEY` of the access token request: the app id the gateway issued (at most 36 characters). */
  readonly clientKey: string;
  /** Your `X-PARTNER-ID`; your `clientKey` unless the gateway issued another (both sites' pages: "known as appId"). */
  readonly partnerId?: string;
  /**
   * Your RSA private key, whose public half the gateway holds: it signs the access token requests (and,
   * on `eztrans`, every call). Give it, or `signer` when the key lives in a KMS or an HSM.
   */
  readonly privateKey?: RsaKeyInput;
  /**
   * Signs with your RSA private key where it lives (SHA256withRSA: `digestSigner` over a KMS,
   * `pkcs11Signer` of `@lintas/core/pkcs11` over an HSM), instead of `privateKey`. It signs inside each
   * call's deadline and is given its signal.
   */
  readonly signer?: Signer;
  /**
   * Your client secret, which signs each call with HMAC-SHA512 on a profile that signs so
   * (`paycools-cargo`); or a function that reads it where you keep it, for each signature (given the
   * call's signal).
   */
  readonly clientSecret?: string | ClientSecretSource;
  /** `CHANNEL-ID`, 1–5 digits, sent with every call when set: neither site's kept pages list it, so it is sent only when your account needs it. */
  readonly channelId?: string;
  /**
   * Where the instances of your client share their access token, reserve their `X-EXTERNAL-ID`s and
   * record the `referenceNo` of each QRIS and ATM code they create (a create is sent only once the store
   * noted it: the notification handler's `createdCodes` checks notifications against them):
   * `createRedisSnapStore` or `createPostgresSnapStore` of `@lintas/stores`. Without it, each process
   * keeps its own in memory.
   */
  readonly store?: SnapStore;
}

/** A token with less than this left is refreshed before use: a call never sends one about to expire. */
const refreshBeforeMs = 60_000;

function profileOf(profile: SnapClientConfig['profile']): SnapProfile {
  if (typeof profile === 'object' && profile !== null) return profile;
  const known = typeof profile === 'string' ? (snapProfiles as Record<string, SnapProfile>)[profile] : undefined;
  if (known) return known;
  throw new ConfigurationError(
    'profile',
    `createSnapClient: profile must be ${Object.keys(snapProfiles)
      .map((name) => `'${name}'`)
      .join(' or ')}, or a profile of your own, not ${String(profile)}`,
  );
}

function checkCredentials(config: SnapClientConfig, profile: SnapProfile): void {
  if (typeof config.clientKey !== 'string' || config.clientKey.length === 0)
    throw new ConfigurationError(
      'clientKey',
      'createSnapClient: clientKey is required: the app id the gateway issued, sent as X-CLIENT-KEY',
    );
  if (config.privateKey === undefined && config.signer === undefined)
    throw new ConfigurationError(
      'privateKey',
      'createSnapClient: privateKey or signer is required: the RSA private key whose public half the gateway holds, or a signer over it (a KMS, an HSM)',
    );
  if (config.privateKey !== undefined && config.signer !== undefined)
    throw new ConfigurationError(
      'signer',
      'createSnapClient: give privateKey or signer, not both: the signer signs with the key where it lives',
    );
  if (profile.transactionSignature === 'hmac-sha512' && !config.clientSecret)
    throw new ConfigurationError(
      'clientSecret',
      `createSnapClient: clientSecret is required on ${profile.name}: each call is signed with HMAC-SHA512 under it`,
    );
  if (config.channelId !== undefined && !/^\d{1,5}$/.test(config.channelId))
    throw new ConfigurationError(
      'channelId',
      `createSnapClient: channelId must be 1–5 digits, not ${JSON.stringify(config.channelId)}`,
    );
}

/**
 * Creates a client of a SNAP BI site of the gateway: the same client as `createClient` makes (its
 * methods, retries, journal, metadata, hooks, logs and traces), speaking SNAP. Its calls get the B2B
 * access token themselves (shared through `store` by your instances, refreshed once between them before
 * it expires, and again when the gateway refuses it) and each call its own `X-EXTERNAL-ID`. The keys
 * and the secret are read once, here; the client prints as `{ appId, baseUrl, plugins }` only.
 *
 * @example
 * ```ts
 * import { createSnapClient, snap } from '@lintas/snap';
 *
 * const client = (
 *   await createSnapClient({
 *     baseUrl: 'https://snap.example.com', // your site's address; `npx lintas-sandbox` serves both
 *     profile: 'paycools-cargo',
 *     clientKey: process.env.SNAP_CLIENT_KEY!,
 *     privateKey: process.env.SNAP_PRIVATE_KEY!,
 *     clientSecret: process.env.SNAP_CLIENT_SECRET!,
 *   })
 * ).use(snap);
 *
 * const qris = await client.snap.createQris({ partnerReferenceNo: 'awb-1001', ... });
 * ```
 */
export async function createSnapClient(config: SnapClientConfig): Promise<Client> {
  const profile = profileOf(config?.profile);
  checkCredentials(config, profile);
  const {
    profile: _profile,
    clientKey,
    partnerId,
    privateKey,
    signer,
    clientSecret,
    channelId,
    store,
    ...clientConfig
  } = config;
  const now = config.now ?? Date.now;
  const rsa = signer ?? (await rsaSha256Signer({ privateKey: privateKey as RsaKeyInput }));
  const hmac = clientSecret ? await hmacSha512Signer({ clientSecret }) : undefined;
  const shared = store ?? memorySnapStore();
  const timeout = config.timeout ?? 30_000;
  const storeTimeoutMs = 2000;
  const baseUrl = String(config.baseUrl ?? '').replace(/\/+$/, '');
  const fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = accessTokens({
    store: shared,
    key: `${baseUrl}|${clientKey}`,
    fetchToken: (signal) =>
      fetchAccessToken(
        { url: baseUrl + profile.tokenPath, path: profile.tokenPath, clientKey, signer: rsa, fetch, timeout, now },
        signal,
      ),
    now,
    refreshBeforeMs,
    // Above the longest a refresh may take: the token request, and the store's steps around it.
    leaseMs: (timeout === false ? 30_000 : timeout) + 4 * storeTimeoutMs,
    pollMs: 50,
    storeTimeoutMs,
  });
  const partner = partnerId ?? clientKey;
  const ids = externalIds({ store: shared, partnerId: partner, now, storeTimeoutMs });
  const protocol = snapProtocol({ profile, partnerId: partner, channelId, rsa, hmac, tokens, externalIds: ids, now });
  const journal = recordingJournal({
    store: shared,
    site: profile.name,
    partnerId: partner,
    now,
    storeTimeoutMs,
    journal: clientConfig.journal,
  });
  // The partner id is who the calls are from, as the client prints it and hooks see it.
  return createClient({ ...clientConfig, appId: partner, signer: rsa, protocol, journal });
}
