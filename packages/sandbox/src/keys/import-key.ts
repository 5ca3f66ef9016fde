import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { SandboxControlError } from '../errors/sandbox-control-error.js';

const pemBlock = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/;

/**
 * A key given as text, as merchants and hosting platforms hold it: spaces and one pair of quotes
 * around, line breaks written as `\n` or `\r\n` escapes (one-line environment variables), CRLF or no
 * line breaks at all in a PEM. Returns its PEM label (`undefined` for base64 alone) and its DER.
 */
function readKey(text: string): { label: string | undefined; der: Buffer } {
  let plain = text.trim();
  const quote = plain[0];
  if (plain.length >= 2 && (quote === '"' || quote === "'" || quote === '`') && plain.endsWith(quote)) {
    plain = plain.slice(1, -1).trim();
  }
  plain = plain.replace(/(?:\\+r)?\\+n/g, '\n');
  const pem = pemBlock.exec(plain);
  const base64 = (pem ? (pem[2] ?? '') : plain).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new TypeError('not base64');
  return { label: pem?.[1], der: Buffer.from(base64, 'base64') };
}

function requireRsa(key: KeyObject, what: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new SandboxControlError('invalid_input', `${what} is not an RSA key`);
  return key;
}

/** The key of the first of `types` `create` reads from `der`. */
function firstOf<TType extends string>(types: readonly TType[], create: (type: TType) => KeyObject): KeyObject {
  for (const type of types.slice(0, -1)) {
    try {
      return create(type);
    } catch {
      // Try the next encoding.
    }
  }
  return create(types.at(-1) as TType);
}

const accepted = 'PEM, or its base64 alone; on one line with literal \\n, with CRLF, in quotes or with spaces around';

/**
 * Imports an RSA public key given as SPKI or PKCS#1 PEM, or as its base64 alone (`MIIBIjAN…`, what the
 * gateway dashboard takes), in any of the ways text holds a key (see `readKey`). Any modulus size. The
 * error never echoes the key.
 */
export function importPublicKey(text: string, what = 'publicKey'): KeyObject {
  try {
    const { label, der } = readKey(text);
    const types =
      label === 'RSA PUBLIC KEY' ? (['pkcs1'] as const) : label ? (['spki'] as const) : (['spki', 'pkcs1'] as const);
    return requireRsa(
      firstOf(types, (type) => createPublicKey({ key: der, format: 'der', type })),
      what,
    );
  } catch (error) {
    if (error instanceof SandboxControlError) throw error;
    throw new SandboxControlError('invalid_input', `${what} is not a valid RSA public key (${accepted})`);
  }
}

/**
 * Imports an RSA private key given as PKCS#8 or PKCS#1 PEM, or as its base64 alone, in any of the ways
 * text holds a key (see `readKey`). The error never echoes the key.
 */
export function importPrivateKey(text: string, what = 'privateKey'): KeyObject {
  try {
    const { label, der } = readKey(text);
    const types =
      label === 'RSA PRIVATE KEY' ? (['pkcs1'] as const) : label ? (['pkcs8'] as const) : (['pkcs8', 'pkcs1'] as const);
    return requireRsa(
      firstOf(types, (type) => createPrivateKey({ key: der, format: 'der', type })),
      what,
    );
  } catch (error) {
    if (error instanceof SandboxControlError) throw error;
    throw new SandboxControlError('invalid_input', `${what} is not a valid RSA private key (${accepted})`);
  }
}

/** The bare base64 SPKI DER form of a public key. */
export function exportPublicKey(key: KeyObject): string {
  return key.export({ format: 'der', type: 'spki' }).toString('base64');
}
