import type { MerchantInput } from './control/merchant-controls.js';
import { generateMerchantKeys } from './keys/generate-merchant-keys.js';
import type { Sandbox } from './start-sandbox.js';

/** A merchant registered with a fresh key pair, with the private key to sign requests with. */
export interface DemoMerchant {
  readonly appId: string;
  /** PKCS#8 DER, base64: paste it into the SDK configuration. */
  readonly privateKey: string;
  /** SPKI DER, base64: what the sandbox verifies with. */
  readonly publicKey: string;
  /** The secret of SNAP's symmetric signatures (the SNAP sites' client secret). */
  readonly clientSecret: string;
}

/**
 * Generates a 2048-bit key pair and registers a merchant with it.
 *
 * @example
 * ```ts
 * import { startSandbox, createDemoMerchant } from '@lintas/sandbox';
 * const sandbox = await startSandbox();
 * const { appId, privateKey } = createDemoMerchant(sandbox, { payoutNotifyUrl: 'http://127.0.0.1:3000/payouts' });
 * ```
 */
export function createDemoMerchant(
  sandbox: Pick<Sandbox, 'addMerchant'>,
  options: Omit<MerchantInput, 'publicKey'> = {},
): DemoMerchant {
  const keys = generateMerchantKeys();
  const { appId, clientSecret } = sandbox.addMerchant({ ...options, publicKey: keys.publicKey });
  return { appId, privateKey: keys.privateKey, publicKey: keys.publicKey, clientSecret };
}
