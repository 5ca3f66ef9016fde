import { SignatureError } from '../errors/signature-error.js';
import { base64ToBytes } from '../utils/base64.js';
import { rsaSha256Algorithm } from './rsa-sha256-algorithm.js';

/**
 * An RSA key as merchants hold it: bare base64 DER as the gateway's dashboard issues it (PKCS#8 for a
 * private key, SPKI for a public key), PEM text (PKCS#8, PKCS#1 or SPKI), a Node `KeyObject`, or a
 * WebCrypto `CryptoKey` for RSASSA-PKCS1-v1_5 with SHA-256.
 */
export type RsaKeyInput = string | CryptoKey | KeyObjectLike;

/** The part of Node's `KeyObject` Lintas uses; core does not import `node:crypto`, so it runs anywhere. */
export interface KeyObjectLike {
  readonly type: 'private' | 'public' | 'secret';
  export(options: { format: 'der'; type: 'pkcs8' | 'spki' }): Uint8Array;
}

const rsaAlgorithmIdentifier = [
  0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
];

/**
 * Imports `input` as a WebCrypto key for `usage`, non-extractable unless asked (only to derive a
 * private key's public half, once). The DER bytes are dropped once imported: only the `CryptoKey` is kept. Throws a `SignatureError` (`invalid-key`) whose message never holds key material.
 */
export async function importRsaKey(
  input: RsaKeyInput,
  usage: 'sign' | 'verify',
  extractable = false,
): Promise<CryptoKey> {
  const kind = usage === 'sign' ? 'private' : 'public';
  if (isCryptoKey(input)) {
    const algorithm = input.algorithm as { name: string; hash?: { name: string } };
    if (
      algorithm.name !== rsaSha256Algorithm.name ||
      algorithm.hash?.name !== 'SHA-256' ||
      !input.usages.includes(usage)
    ) {
      throw keyError(`the CryptoKey must be an RSASSA-PKCS1-v1_5 SHA-256 ${kind} key with the "${usage}" usage`);
    }
    return input;
  }
  const der = rsaKeyDer(input, kind);
  const format = kind === 'private' ? 'pkcs8' : 'spki';
  try {
    return await crypto.subtle.importKey(format, der, rsaSha256Algorithm, extractable, [usage]);
  } catch {
    throw keyError(`the ${kind} key is not a valid RSA ${format === 'pkcs8' ? 'PKCS#8' : 'SPKI'} key`);
  }
}

/** The PKCS#8 (private) or SPKI (public) DER of a key given as text or as a `KeyObject`. */
export function rsaKeyDer(input: string | KeyObjectLike, kind: 'private' | 'public'): Uint8Array<ArrayBuffer> {
  return typeof input === 'string' ? derFromText(input, kind) : derFromKeyObject(input, kind);
}

/** True when `input` is a WebCrypto `CryptoKey`. */
export function isCryptoKey(input: RsaKeyInput): input is CryptoKey {
  return typeof input === 'object' && 'algorithm' in input && 'usages' in input;
}

function derFromKeyObject(input: KeyObjectLike, kind: 'private' | 'public'): Uint8Array<ArrayBuffer> {
  if (input.type !== kind) throw keyError(`expected a ${kind} KeyObject, received a ${input.type} one`);
  return Uint8Array.from(input.export({ format: 'der', type: kind === 'private' ? 'pkcs8' : 'spki' }));
}

function derFromText(text: string, kind: 'private' | 'public'): Uint8Array<ArrayBuffer> {
  const pem = /-----BEGIN ([A-Z ]+)-----([\s\S]*?)-----END \1-----/.exec(text);
  const label = pem?.[1];
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = base64ToBytes(pem ? (pem[2] ?? '') : text);
  } catch {
    throw keyError(`the ${kind} key is neither PEM nor base64 DER`);
  }
  if (label?.includes('ENCRYPTED')) {
    throw keyError('encrypted PEM keys are not supported: decrypt the key first');
  }
  if (label !== undefined && !label.includes(kind.toUpperCase())) {
    throw keyError(
      label.includes('PUBLIC') || label.includes('PRIVATE')
        ? wrongHalf(kind)
        : `expected a ${kind} key, received PEM "${label}"`,
    );
  }
  if (label === undefined && isOtherHalf(der, kind)) throw keyError(wrongHalf(kind));
  // PKCS#1 (`RSA PRIVATE KEY` / `RSA PUBLIC KEY`, or bare DER whose first member is the modulus or
  // version INTEGER followed by another INTEGER) is wrapped into PKCS#8 / SPKI, which WebCrypto imports.
  if (isPkcs1(der, kind)) return kind === 'private' ? wrapPkcs1Private(der) : wrapPkcs1Public(der);
  return der;
}

/** What to do when a key's other half was given: a public key as the private key, or the reverse. */
export function wrongHalf(kind: 'private' | 'public'): string {
  return kind === 'private'
    ? 'this is a public key (SPKI); pass the private key (PKCS#8) of your merchant key pair, the half you keep secret (LINTAS_PRIVATE_KEY), not the public key you upload to the merchant dashboard nor the platform public key'
    : "this is a private key; pass the gateway's platform public key (SPKI) as the merchant dashboard shows it (LINTAS_PLATFORM_PUBLIC_KEY), and keep private keys out of verifiers";
}

/**
 * True when DER text meant as `kind` is the other half: an SPKI public key `{ SEQUENCE, BIT STRING }` or
 * a PKCS#1 public key `{ INTEGER, INTEGER }` given as the private key; a PKCS#8 private key `{ INTEGER,
 * SEQUENCE, OCTET STRING }` or a PKCS#1 private key (more than two INTEGERs) given as the public key.
 */
export function isOtherHalf(der: Uint8Array, kind: 'private' | 'public'): boolean {
  try {
    if (kind === 'private') {
      const spki = memberTag(der, 0) === 0x30 && memberTag(der, 1) === 0x03;
      const pkcs1Public = memberTag(der, 0) === 0x02 && memberTag(der, 1) === 0x02 && memberTag(der, 2) === undefined;
      return spki || pkcs1Public;
    }
    const pkcs8 = memberTag(der, 0) === 0x02 && memberTag(der, 1) === 0x30 && memberTag(der, 2) === 0x04;
    const pkcs1Private = memberTag(der, 0) === 0x02 && memberTag(der, 1) === 0x02 && memberTag(der, 2) === 0x02;
    return pkcs8 || pkcs1Private;
  } catch {
    return false;
  }
}

/** Reads the tag of the n-th member of the outer DER SEQUENCE. */
function memberTag(der: Uint8Array, member: number): number | undefined {
  if (der[0] !== 0x30) return undefined;
  let offset = 1 + lengthOfLength(der, 1);
  for (let index = 0; index < member; index++) {
    const headerLength = 1 + lengthOfLength(der, offset + 1);
    offset += headerLength + readLength(der, offset + 1);
  }
  return der[offset];
}

function isPkcs1(der: Uint8Array, kind: 'private' | 'public'): boolean {
  // PKCS#1 private: SEQUENCE { INTEGER version, INTEGER modulus, ... } vs PKCS#8: { INTEGER, SEQUENCE ... }
  // PKCS#1 public:  SEQUENCE { INTEGER modulus, INTEGER exponent }  vs SPKI:   { SEQUENCE, BIT STRING }
  return kind === 'private' ? memberTag(der, 1) === 0x02 : memberTag(der, 0) === 0x02;
}

function lengthOfLength(der: Uint8Array, offset: number): number {
  const first = der[offset] ?? 0;
  return first < 0x80 ? 1 : 1 + (first & 0x7f);
}

function readLength(der: Uint8Array, offset: number): number {
  const first = der[offset] ?? 0;
  if (first < 0x80) return first;
  let length = 0;
  for (let index = 1; index <= (first & 0x7f); index++) length = length * 256 + (der[offset + index] ?? 0);
  return length;
}

function encodeLength(length: number): number[] {
  if (length < 0x80) return [length];
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return [0x80 | bytes.length, ...bytes];
}

function tlv(tag: number, content: readonly number[] | Uint8Array): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([tag, ...encodeLength(content.length), ...content]);
}

function wrapPkcs1Private(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  const content = [0x02, 0x01, 0x00, ...rsaAlgorithmIdentifier, ...tlv(0x04, pkcs1)];
  return tlv(0x30, content);
}

function wrapPkcs1Public(pkcs1: Uint8Array): Uint8Array<ArrayBuffer> {
  return tlv(0x30, [...rsaAlgorithmIdentifier, ...tlv(0x03, [0x00, ...pkcs1])]);
}

/** A `SignatureError` for a key that cannot be used; never holds key material. */
export function keyError(message: string): SignatureError {
  return new SignatureError('invalid-key', `Cannot use the RSA key: ${message}`);
}
