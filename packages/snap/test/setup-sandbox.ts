import type { ClientConfig } from '@lintas/core';
import {
  createDemoMerchant,
  type DemoMerchant,
  type Sandbox,
  type SandboxOptions,
  startSandbox,
} from '@lintas/sandbox';
import { rejectionOf, uniqueId } from '@lintas/testing';
import { afterAll, beforeAll } from 'vitest';
import { createSnapClient, type SnapClientConfig, type SnapProfileName, snap } from '../src/index.js';

export { rejectionOf, uniqueId };

/** Settings of a test client: any of `createSnapClient`'s, `undefined` to leave a default out. */
export type ClientSettings = {
  readonly [TKey in keyof (SnapClientConfig & Pick<ClientConfig, 'fetch'>)]?:
    | (SnapClientConfig & Pick<ClientConfig, 'fetch'>)[TKey]
    | undefined;
};

/** A SNAP client with the `snap` plugin. */
export type SnapTestClient = Awaited<ReturnType<typeof snapClientOf>>;

/** A SNAP client of `merchant` on `profile`'s site of `sandbox`, with the `snap` plugin. */
export async function snapClientOf(
  sandbox: Sandbox,
  merchant: DemoMerchant,
  profile: SnapProfileName,
  config: ClientSettings,
) {
  const client = await createSnapClient({
    baseUrl: sandbox.url,
    profile,
    clientKey: merchant.appId,
    privateKey: merchant.privateKey,
    clientSecret: merchant.clientSecret,
    retry: { initialDelay: 5 },
    ...config,
  } as SnapClientConfig);
  return client.use(snap);
}

/** What a test file gets: its own sandbox, a merchant registered on it and a SNAP client of that merchant. */
export interface SnapSandboxSetup {
  readonly sandbox: Sandbox;
  readonly merchant: DemoMerchant;
  readonly client: SnapTestClient;
  /** Another client of the same merchant with other settings (`privateKey: undefined` drops the key). */
  clientWith(config: ClientSettings): Promise<SnapTestClient>;
}

/**
 * Starts a `@lintas/sandbox` on 127.0.0.1 (random port) before the calling file's tests, registers a
 * merchant and builds its SNAP client on `profile`'s site; closes the sandbox after the file. Read the
 * members inside tests only (they are set in `beforeAll`).
 */
export function useSnapSandbox(profile: SnapProfileName, options: SandboxOptions = {}): SnapSandboxSetup {
  const setup = {
    clientWith: (config: ClientSettings) => snapClientOf(setup.sandbox, setup.merchant, profile, config),
  } as { -readonly [TKey in keyof SnapSandboxSetup]: SnapSandboxSetup[TKey] };
  beforeAll(async () => {
    setup.sandbox = await startSandbox(options);
    setup.merchant = createDemoMerchant(setup.sandbox);
    setup.client = await setup.clientWith({});
  });
  afterAll(() => setup.sandbox.close());
  return setup;
}

/** A sandbox of its own with a merchant and its SNAP client on `profile`'s site, for one test; `close` it. */
export async function startSnapSandbox(profile: SnapProfileName, options: SandboxOptions = {}) {
  const sandbox = await startSandbox(options);
  const merchant = createDemoMerchant(sandbox);
  const client = await snapClientOf(sandbox, merchant, profile, {});
  return { sandbox, merchant, client, close: () => sandbox.close() };
}

/** A fresh `partnerReferenceNo`: letters and digits, at most 50. */
export const partnerReference = (prefix: string) => uniqueId(prefix).replace(/[^A-Za-z0-9]/g, '');

/** IDR `value` as SNAP's MONEY. */
export const idr = (value: string) => ({ value, currency: 'IDR' });
