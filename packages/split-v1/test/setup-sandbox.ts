import { createClient, rsaSha256Signer, type ClientConfig } from '@lintas/core';
import { createDemoMerchant, startSandbox, type DemoMerchant, type Sandbox } from '@lintas/sandbox';
import { afterAll, beforeAll } from 'vitest';
import { splitV1, type CreateSplitReturnParams } from '../src/index.js';

/** Builds the client the tests use, on `baseUrl` as `merchant`. */
async function splitV1Client(baseUrl: string, merchant: DemoMerchant, config: Partial<ClientConfig> = {}) {
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return createClient({ baseUrl, appId: merchant.appId, signer, retry: { initialDelay: 5 }, ...config }).use(splitV1);
}

/** What a test file gets: its own sandbox, a merchant registered on it and a client of that merchant. */
export interface SandboxSetup {
  readonly sandbox: Sandbox;
  readonly merchant: DemoMerchant;
  readonly client: Awaited<ReturnType<typeof splitV1Client>>;
  /** Another client of the same merchant with other settings, e.g. `{ formatChecks: false }`. */
  clientWith(config: Partial<ClientConfig>): ReturnType<typeof splitV1Client>;
}

/**
 * Starts a sandbox on 127.0.0.1 (random port) before the calling file's tests, registers a merchant and
 * builds its client; closes the sandbox after the file. Read the members inside tests only.
 */
export function useSandbox(): SandboxSetup {
  const setup = {
    clientWith: (config: Partial<ClientConfig>) => splitV1Client(setup.sandbox.url, setup.merchant, config),
  } as { -readonly [TKey in keyof SandboxSetup]: SandboxSetup[TKey] };
  beforeAll(async () => {
    setup.sandbox = await startSandbox();
    setup.merchant = createDemoMerchant(setup.sandbox);
    setup.client = await splitV1Client(setup.sandbox.url, setup.merchant);
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
 * Seeds an Indonesian split payment of `amount` for the setup's merchant (its create path is not public)
 * and answers the params of a return of `returned` (default: all of it) from it, under a fresh `splitMerchantOrderReturnNo`.
 */
export function seededReturnParams(setup: SandboxSetup, amount: number, returned = amount): CreateSplitReturnParams {
  const split = setup.sandbox.seedSplitPayment({
    appId: setup.merchant.appId,
    splitPaymentNo: uniqueId('SP'),
    detailNo: uniqueId('SD'),
    splitMerchantOrderNo: uniqueId('split'),
    amount,
    countryCode: 'ID',
  });
  return {
    detailNo: split.detailNo,
    splitMerchantOrderNo: split.splitMerchantOrderNo,
    splitPaymentNo: split.splitPaymentNo,
    splitMerchantOrderReturnNo: uniqueId('return'),
    amount: returned,
    countryCode: 'ID',
  };
}
