import { type ClientConfig, createClient, rsaSha256Signer } from '@lintas/core';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { type FaultProxy, startFaultProxy } from '@lintas/testing';
import { useEveryFamily } from './families.js';

/** The attempts one call of the bench's clients makes at most: the default two retries after the first. */
export const attemptsPerCall = 3;

async function familyClient(baseUrl: string, merchant: DemoMerchant, config: Partial<ClientConfig>) {
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return useEveryFamily(
    createClient({
      baseUrl,
      appId: merchant.appId,
      signer,
      retry: { initialDelay: 5 },
      timeout: 30_000,
      ...config,
    }),
  );
}

/** A client with every family mounted. */
export type FamilyClient = Awaited<ReturnType<typeof familyClient>>;

/** A sandbox, the fault proxy in front of it, a merchant, and its clients through the proxy and direct. */
export interface FaultBench {
  readonly sandbox: Sandbox;
  readonly proxy: FaultProxy;
  readonly merchant: DemoMerchant;
  /** The merchant's client through the proxy (retry delays of 5 ms, a 30 s timeout). */
  readonly client: FamilyClient;
  /** The merchant's client straight to the sandbox, to prepare what an operation needs. */
  readonly direct: FamilyClient;
  /** Another client through the proxy with other settings. */
  clientWith(config: Partial<ClientConfig>): Promise<FamilyClient>;
  /** Closes the proxy and the sandbox. */
  close(): Promise<void>;
}

/** Starts a sandbox on 127.0.0.1, the fault proxy in front of it and the clients of a fresh merchant. */
export async function startFaultBench(): Promise<FaultBench> {
  const sandbox = await startSandbox();
  const proxy = await startFaultProxy({ target: sandbox.url });
  const merchant = createDemoMerchant(sandbox);
  const clientWith = (config: Partial<ClientConfig>) => familyClient(proxy.url, merchant, config);
  return {
    sandbox,
    proxy,
    merchant,
    client: await clientWith({}),
    direct: await familyClient(sandbox.url, merchant, {}),
    clientWith,
    async close() {
      await proxy.close();
      await sandbox.close();
    },
  };
}
