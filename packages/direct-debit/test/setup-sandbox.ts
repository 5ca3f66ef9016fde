import { createClient, rsaSha256Signer, type ClientConfig } from '@lintas/core';
import { createDemoMerchant, startSandbox, type DemoMerchant, type Sandbox } from '@lintas/sandbox';
import { afterAll, beforeAll } from 'vitest';
import { directDebit, type CreateAuthorizationUrlParams } from '../src/index.js';

/** Builds the client the tests use, on `baseUrl` as `merchant`. */
async function directDebitClient(baseUrl: string, merchant: DemoMerchant, config: Partial<ClientConfig> = {}) {
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return createClient({ baseUrl, appId: merchant.appId, signer, retry: { initialDelay: 5 }, ...config }).use(directDebit);
}

/** What a test file gets: its own sandbox, a merchant registered on it and a client of that merchant. */
export interface SandboxSetup {
  readonly sandbox: Sandbox;
  readonly merchant: DemoMerchant;
  readonly client: Awaited<ReturnType<typeof directDebitClient>>;
  /** Another client of the same merchant with other settings, e.g. `{ formatChecks: false }`. */
  clientWith(config: Partial<ClientConfig>): ReturnType<typeof directDebitClient>;
}

/**
 * Starts a sandbox on 127.0.0.1 (random port) before the calling file's tests, registers a merchant and
 * builds its client; closes the sandbox after the file. Read the members inside tests only.
 */
export function useSandbox(): SandboxSetup {
  const setup = {
    clientWith: (config: Partial<ClientConfig>) => directDebitClient(setup.sandbox.url, setup.merchant, config),
  } as { -readonly [TKey in keyof SandboxSetup]: SandboxSetup[TKey] };
  beforeAll(async () => {
    setup.sandbox = await startSandbox();
    setup.merchant = createDemoMerchant(setup.sandbox);
    setup.client = await directDebitClient(setup.sandbox.url, setup.merchant);
  });
  afterAll(() => setup.sandbox.close());
  return setup;
}

/** Awaits `promise` and answers what it rejected with; fails the test when it resolved. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

let issued = 0;

/** A fresh id per call (`ret-000001`, ...), so tests sharing a sandbox never collide. */
export function uniqueId(prefix: string): string {
  issued += 1;
  return `${prefix}-${String(issued).padStart(6, '0')}`;
}

/**
 * Params of a fresh WAP authorization (new `requestId` and `userId`). Its `notifyUrl` is a closed local
 * port, so the sandbox's notification attempts fail at once instead of leaving the machine.
 */
export function authorizationParams(overrides: Partial<CreateAuthorizationUrlParams> = {}): CreateAuthorizationUrlParams {
  return {
    requestId: uniqueId('auth'),
    userId: uniqueId('payer'),
    channelCode: 'PH_GCASH_DIRECT_DEBIT',
    countryCode: 'PH',
    notifyUrl: 'http://127.0.0.1:9/notifications/tokens',
    redirectUrl: 'https://merchant.example.com/authorized',
    terminalType: 'WAP',
    osType: 'ANDROID',
    ...overrides,
  };
}
