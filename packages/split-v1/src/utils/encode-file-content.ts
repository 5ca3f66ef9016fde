import { bytesToBase64 } from '@lintas/core';

/** The largest proof file the gateway takes: 5 MB (5 × 1024 × 1024 bytes) before encoding. */
export const maxProofFileBytes = 5 * 1024 * 1024;

/** Base64 length of {@link maxProofFileBytes}: the longest `fileContent` accepted. */
export const maxFileContentLength = Math.ceil(maxProofFileBytes / 3) * 4;

/**
 * Encodes a file's bytes as the standard base64 `fileContent` of `uploadProofFile`, after checking the
 * gateway's 5 MB limit. Runs in Node, browsers, Deno, Bun and edge runtimes alike.
 *
 * @throws RangeError when the file is larger than 5 MB.
 *
 * @example
 * ```ts
 * import { readFile } from 'node:fs/promises';
 * import { encodeFileContent } from '@lintas/split-v1';
 *
 * const fileContent = encodeFileContent(await readFile('agreement.pdf'));
 * ```
 */
export function encodeFileContent(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  if (view.byteLength > maxProofFileBytes) {
    throw new RangeError(`a proof file must be at most ${maxProofFileBytes} bytes, got ${view.byteLength}`);
  }
  return bytesToBase64(view);
}
