import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { SandboxControlError } from '../errors/sandbox-control-error.js';

function isPem(text: string): boolean {
  return text.includes('-----BEGIN');
}

function derOf(text: string): Buffer {
  return Buffer.from(text.replace(/\s+/g, ''), 'base64');
}

function requireRsa(key: KeyObject, what: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new SandboxControlError('invalid_input', `${what} is not an RSA key`);
  return key;
}

/**
 * Imports an RSA public key given as bare base64 SPKI DER (`MIIBIjAN…`, what the gateway dashboard
 * takes), as base64 PKCS#1 DER, or as PEM. Any modulus size. The error never echoes the key.
 */
export function importPublicKey(text: string, what = 'publicKey'): KeyObject {
  try {
    if (isPem(text)) return requireRsa(createPublicKey(text), what);
    const der = derOf(text);
    try {
      return requireRsa(createPublicKey({ key: der, format: 'der', type: 'spki' }), what);
    } catch {
      return requireRsa(createPublicKey({ key: der, format: 'der', type: 'pkcs1' }), what);
    }
  } catch (error) {
    if (error instanceof SandboxControlError) throw error;
    throw new SandboxControlError('invalid_input', `${what} is not a valid RSA public key (base64 SPKI DER or PEM)`);
  }
}

/**
 * Imports an RSA private key given as bare base64 PKCS#8 DER or as PEM. The error never echoes the key.
 */
export function importPrivateKey(text: string, what = 'privateKey'): KeyObject {
  try {
    if (isPem(text)) return requireRsa(createPrivateKey(text), what);
    return requireRsa(createPrivateKey({ key: derOf(text), format: 'der', type: 'pkcs8' }), what);
  } catch (error) {
    if (error instanceof SandboxControlError) throw error;
    throw new SandboxControlError('invalid_input', `${what} is not a valid RSA private key (base64 PKCS#8 DER or PEM)`);
  }
}

/** The bare base64 SPKI DER form of a public key. */
export function exportPublicKey(key: KeyObject): string {
  return key.export({ format: 'der', type: 'spki' }).toString('base64');
}
