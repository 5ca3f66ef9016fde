import { generateKeyPairSync } from 'node:crypto';
import type { SandboxDriver } from '../sandbox-driver.js';

/** A SNAP merchant the sandbox knows, with what its client signs with (never shown, never logged). */
export interface SnapMerchant {
  /** Its app id: the client's `clientKey`, `X-PARTNER-ID` and the `merchantId` of its params. */
  readonly appId: string;
  /** Its RSA private key, PKCS#8 DER in base64: the sandbox holds the public half. */
  readonly privateKey: string;
  /** The client secret the sandbox issued it, for HMAC-SHA512 call signatures. */
  readonly clientSecret: string;
}

/**
 * Adds a SNAP merchant of its own to the sandbox: a fresh RSA key pair, its public half given to the
 * sandbox, the client secret the sandbox issues, and `snapNotifyUrl` for its payment notifications.
 */
export async function addSnapMerchant(sandbox: SandboxDriver, snapNotifyUrl?: string): Promise<SnapMerchant> {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
  const publicKey = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const merchant = await sandbox.addMerchant({ publicKey, ...(snapNotifyUrl === undefined ? {} : { snapNotifyUrl }) });
  return { appId: merchant.appId, privateKey, clientSecret: merchant.clientSecret };
}
