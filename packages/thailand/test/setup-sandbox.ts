import { createClient, rsaSha256Signer, type ClientConfig } from '@lintas/core';
import { createDemoMerchant, startSandbox, type DemoMerchant, type Sandbox } from '@lintas/sandbox';
import { afterAll, beforeAll } from 'vitest';
import { thailand } from '../src/index.js';

/** Builds the client the tests use, on `baseUrl` as merchant `merchant`. */
async function thailandClient(baseUrl: string, merchant: DemoMerchant, config: Partial<ClientConfig> = {}) {
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return createClient({ baseUrl, appId: merchant.appId, signer, retry: { initialDelay: 5 }, ...config }).use(thailand);
}

/** What a test file gets: its own sandbox, a merchant registered on it and a client of that merchant. */
export interface SandboxSetup {
  readonly sandbox: Sandbox;
  readonly merchant: DemoMerchant;
  readonly client: Awaited<ReturnType<typeof thailandClient>>;
  /** A second client of the same merchant with other settings, e.g. `{ formatChecks: false }`. */
  clientWith(config: Partial<ClientConfig>): ReturnType<typeof thailandClient>;
}

/**
 * Starts a sandbox on 127.0.0.1 for the calling test file (before its tests), registers a merchant and
 * builds its client; closes the sandbox after the file. Read the members inside tests only.
 */
export function useSandbox(): SandboxSetup {
  const setup = {
    clientWith: (config: Partial<ClientConfig>) => thailandClient(setup.sandbox.url, setup.merchant, config),
  } as { -readonly [TKey in keyof SandboxSetup]: SandboxSetup[TKey] };
  beforeAll(async () => {
    setup.sandbox = await startSandbox();
    setup.merchant = createDemoMerchant(setup.sandbox);
    setup.client = await thailandClient(setup.sandbox.url, setup.merchant);
  });
  afterAll(() => setup.sandbox.close());
  return setup;
}

/** Awaits `promise` and returns what it rejected with, failing when it resolved. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

let issued = 0;

/** A fresh merchant key for each call (`pay-000001`, ...), so tests sharing a sandbox never collide. */
export function uniqueId(prefix: string): string {
  issued += 1;
  return `${prefix}-${String(issued).padStart(6, '0')}`;
}
