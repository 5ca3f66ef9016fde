/** The part of `node:crypto` the signer uses. */
export interface NodeCrypto {
  createPrivateKey(options: { key: Uint8Array; format: 'der'; type: 'pkcs8' }): { asymmetricKeyType?: string };
  createPublicKey(key: { asymmetricKeyType?: string }): { asymmetricKeyType?: string };
  sign(
    algorithm: 'sha256',
    data: Uint8Array,
    key: { asymmetricKeyType?: string },
  ): Uint8Array & { toString(encoding: 'base64'): string };
  verify(algorithm: 'sha256', data: Uint8Array, key: { asymmetricKeyType?: string }, signature: Uint8Array): boolean;
}

/**
 * `node:crypto` where the runtime offers it through `process.getBuiltinModule` (Node ≥ 20.16, Bun,
 * Deno), else `undefined`. Reached without an `import`, so bundles for Workers and browsers stay free
 * of it and fall back to WebCrypto.
 */
export function nodeCrypto(): NodeCrypto | undefined {
  const runtime = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  try {
    return runtime.process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
  } catch {
    return undefined;
  }
}
