/** Decodes standard base64 (whitespace ignored) into bytes. Throws on anything that is not base64. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const compact = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) throw new TypeError('not base64');
  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Encodes bytes as standard base64 with `btoa` only, so it runs on every runtime; chunked, so large
 * files do not overflow the stack.
 *
 * @example
 * ```ts
 * import { bytesToBase64 } from '@lintas/core';
 *
 * bytesToBase64(new TextEncoder().encode('Lintas')); // 'TGludGFz'
 * ```
 */
export function bytesToBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let index = 0; index < view.length; index += 0x8000) {
    binary += String.fromCharCode(...view.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}
