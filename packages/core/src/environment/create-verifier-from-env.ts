import { rsaVerifier } from '../signing/rsa-sha256-verifier.js';
import type { Verifier } from '../signing/signer.js';
import { defaultEnvironment, type Environment, readEnv } from './read-env.js';

/**
 * Creates the verifier of the gateway's notifications from `LINTAS_PLATFORM_PUBLIC_KEY`. During a key
 * rotation, give both keys separated by a comma: a signature is valid when either verifies it. Throws an
 * `EnvironmentError` when the variable is missing.
 *
 * @example
 * ```ts
 * import { createClientFromEnv, createNotificationHandler, createVerifierFromEnv } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * export const POST = createNotificationHandler({
 *   verifier: await createVerifierFromEnv(), // throws here, at startup, when LINTAS_PLATFORM_PUBLIC_KEY is unset
 *   plugins: [philippines],
 *   confirm: await createClientFromEnv(), // each notification is looked up under your appId first
 *   on: { 'payment.success': async (n) => orders.markPaid(n.payload.mchOrderId, n.payload.amount) },
 * });
 * ```
 */
export async function createVerifierFromEnv(options: { readonly env?: Environment } = {}): Promise<Verifier> {
  const values = readEnv(options.env ?? defaultEnvironment(), ['LINTAS_PLATFORM_PUBLIC_KEY'], 'createVerifierFromEnv');
  const publicKeys = values.LINTAS_PLATFORM_PUBLIC_KEY.split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  const sources = publicKeys.map((_, index) => ({
    caller: 'createVerifierFromEnv',
    option:
      publicKeys.length === 1
        ? 'LINTAS_PLATFORM_PUBLIC_KEY'
        : `LINTAS_PLATFORM_PUBLIC_KEY (key ${index + 1} of ${publicKeys.length}, separated by commas)`,
    kind: 'public' as const,
  }));
  return rsaVerifier(
    publicKeys,
    sources,
    'createVerifierFromEnv: LINTAS_PLATFORM_PUBLIC_KEY holds no key, only commas. Set it to the platform public key, or to two keys separated by a comma during a key rotation.',
  );
}
