import { type ClientConfig, createClient, type EndpointMap, type Plugin, rsaSha256Signer } from '@lintas/core';
import {
  createDemoMerchant,
  type DemoMerchant,
  type Sandbox,
  type SandboxOptions,
  startSandbox,
} from '@lintas/sandbox';
import { afterAll, beforeAll } from 'vitest';

async function pluginClient<TName extends string, TEndpoints extends EndpointMap<TEndpoints>>(
  plugin: Plugin<TName, TEndpoints>,
  baseUrl: string,
  merchant: DemoMerchant,
  config: Partial<ClientConfig>,
) {
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return createClient({ baseUrl, appId: merchant.appId, signer, retry: { initialDelay: 5 }, ...config }).use(plugin);
}

/** What a test file gets: its own sandbox, a merchant registered on it and a client of that merchant. */
export interface SandboxSetup<TClient> {
  readonly sandbox: Sandbox;
  readonly merchant: DemoMerchant;
  readonly client: TClient;
  /** Another client of the same merchant with other settings, e.g. `{ formatChecks: false }`. */
  clientWith(config: Partial<ClientConfig>): Promise<TClient>;
}

/**
 * Starts a `@lintas/sandbox` on 127.0.0.1 (random port) before the calling file's tests, registers a
 * merchant and builds its client using `plugin`; closes the sandbox after the file. Read the members
 * inside tests only (they are set in `beforeAll`).
 */
export function useSandbox<TName extends string, TEndpoints extends EndpointMap<TEndpoints>>(
  plugin: Plugin<TName, TEndpoints>,
  options: SandboxOptions = {},
): SandboxSetup<Awaited<ReturnType<typeof pluginClient<TName, TEndpoints>>>> {
  type Setup = SandboxSetup<Awaited<ReturnType<typeof pluginClient<TName, TEndpoints>>>>;
  const setup = {
    clientWith: (config: Partial<ClientConfig>) => pluginClient(plugin, setup.sandbox.url, setup.merchant, config),
  } as { -readonly [TKey in keyof Setup]: Setup[TKey] };
  beforeAll(async () => {
    setup.sandbox = await startSandbox(options);
    setup.merchant = createDemoMerchant(setup.sandbox);
    setup.client = await setup.clientWith({});
  });
  afterAll(() => setup.sandbox.close());
  return setup;
}
