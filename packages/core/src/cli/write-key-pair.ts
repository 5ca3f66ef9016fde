import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where {@link writeKeyPair} puts the two halves, and the public half to upload. */
export interface WrittenKeyPair {
  /** The private key file: bare base64 PKCS#8 DER, readable by its owner only. */
  readonly privateKeyFile: string;
  /** The public key file: bare base64 SPKI DER. */
  readonly publicKeyFile: string;
  /** The public key text, exactly as the merchant dashboard takes it (no PEM lines, no line breaks). */
  readonly publicKey: string;
}

/** What {@link writeKeyPair} needs: the folder, the RSA size and whether existing files may be replaced. */
export interface WriteKeyPairOptions {
  readonly directory: string;
  readonly bits: number;
  readonly overwrite: boolean;
}

/** File names of the two halves written by `lintas keys`. */
export const keyFileNames = { privateKey: 'lintas-private-key.txt', publicKey: 'lintas-public-key.txt' } as const;

/**
 * Generates an RSA key pair in the format the gateway's dashboard takes (bare base64, PKCS#8 private and
 * SPKI public, the encoding of the gateway's own key-generation example) and writes both halves.
 * Refuses to replace existing files unless `overwrite`: a replaced private key cannot be recovered.
 */
export function writeKeyPair({ directory, bits, overwrite }: WriteKeyPairOptions): WrittenKeyPair {
  const folder = resolve(directory);
  const privateKeyFile = join(folder, keyFileNames.privateKey);
  const publicKeyFile = join(folder, keyFileNames.publicKey);
  if (!overwrite) {
    for (const file of [privateKeyFile, publicKeyFile]) {
      if (existsSync(file)) throw new Error(`${file} already exists; move it away or pass --force to replace it`);
    }
  }
  const pair = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
  const publicKey = pair.publicKey.toString('base64');
  mkdirSync(folder, { recursive: true });
  writeFileSync(privateKeyFile, `${pair.privateKey.toString('base64')}\n`, { mode: 0o600 });
  writeFileSync(publicKeyFile, `${publicKey}\n`, { mode: 0o644 });
  return { privateKeyFile, publicKeyFile, publicKey };
}
