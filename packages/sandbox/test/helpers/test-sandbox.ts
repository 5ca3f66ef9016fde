import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/index.js';
import { controlClient } from './control-client.js';
import { type GatewayClient, gatewayClient, type TestMerchant, testKeys } from './gateway-client.js';

/** A started sandbox with one registered merchant and clients for both APIs. */
export interface TestSandbox {
  sandbox: Sandbox;
  merchant: TestMerchant;
  gateway: GatewayClient;
  control: ReturnType<typeof controlClient>;
}

/** Starts a sandbox on 127.0.0.1 (random port) and registers a merchant with fresh keys. */
export async function startTestSandbox(
  options: SandboxOptions = {},
  merchantOptions: { payoutNotifyUrl?: string; rateLimitPerSecond?: number; balances?: Record<string, number> } = {},
): Promise<TestSandbox> {
  const sandbox = await startSandbox(options);
  const keys = await testKeys();
  const { appId } = sandbox.addMerchant({ ...merchantOptions, publicKey: keys.publicKey });
  const merchant = { appId, ...keys };
  return { sandbox, merchant, gateway: gatewayClient(sandbox.url, merchant), control: controlClient(sandbox.url) };
}
