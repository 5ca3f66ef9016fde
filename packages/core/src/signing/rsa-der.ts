// The few DER facts key reading needs: which members an RSA key's outer SEQUENCE holds (to tell PKCS#8
// from PKCS#1 and a private key from a public one) and the wrapping of PKCS#1 into PKCS#8 or SPKI, the
// forms WebCrypto imports.

const rsaAlgorithmIdentifier = [
  0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00,
];

/**
 * True when DER meant as `kind` is the other half: an SPKI public key `{ SEQUENCE, BIT STRING }` or a
 * PKCS#1 public key `{ INTEGER, INTEGER }` given as the private key; a PKCS#8 private key `{ INTEGER,
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

/**
 * True when `der` is PKCS#1: a private key `{ INTEGER version, INTEGER modulus, ... }` (PKCS#8 is
 * `{ INTEGER, SEQUENCE, ... }`), a public key `{ INTEGER modulus, INTEGER exponent }` (SPKI is
 * `{ SEQUENCE, BIT STRING }`).
 */
export function isPkcs1(der: Uint8Array, kind: 'private' | 'public'): boolean {
  return kind === 'private' ? memberTag(der, 1) === 0x02 : memberTag(der, 0) === 0x02;
}

/** PKCS#1 DER wrapped as PKCS#8 (a private key) or SPKI (a public key). */
export function wrapPkcs1(pkcs1: Uint8Array, kind: 'private' | 'public'): Uint8Array<ArrayBuffer> {
  return kind === 'private' ? wrapPkcs1Private(pkcs1) : wrapPkcs1Public(pkcs1);
}

/** The algorithms of keys that are not RSA, by the hex of their object identifier's content. */
const otherAlgorithms: Readonly<Record<string, string>> = {
  '2a8648ce3d0201': 'ec',
  '2a8648ce380401': 'dsa',
  '2a864886f70d01010a': 'rsa-pss',
  '2b656e': 'x25519',
  '2b656f': 'x448',
  '2b6570': 'ed25519',
  '2b6571': 'ed448',
};
const rsaEncryption = '2a864886f70d010101';

/**
 * The type of a PKCS#8 (`kind` private) or SPKI (public) key that is not RSA, from the algorithm its
 * DER names: `ec`, `ed25519`, ..., or `undefined` for an algorithm not listed; `'rsa'` for RSA and for
 * DER too damaged to name one (which importing then refuses).
 */
export function keyAlgorithm(der: Uint8Array, kind: 'private' | 'public'): string | undefined {
  try {
    const identifier = memberOffset(der, 0, kind === 'private' ? 1 : 0);
    const oid = memberOffset(der, identifier, 0);
    if (der[identifier] !== 0x30 || der[oid] !== 0x06) return 'rsa';
    const length = der[oid + 1] ?? 0;
    const hex = Array.from(der.subarray(oid + 2, oid + 2 + length), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    );
    return hex === rsaEncryption ? 'rsa' : otherAlgorithms[hex];
  } catch {
    return 'rsa';
  }
}

/** Reads the tag of the n-th member of the outer DER SEQUENCE. */
function memberTag(der: Uint8Array, member: number): number | undefined {
  if (der[0] !== 0x30) return undefined;
  return der[memberOffset(der, 0, member)];
}

/** The offset of the n-th member of the SEQUENCE at `sequence`. */
function memberOffset(der: Uint8Array, sequence: number, member: number): number {
  let offset = sequence + 1 + lengthOfLength(der, sequence + 1);
  for (let index = 0; index < member; index++) {
    const headerLength = 1 + lengthOfLength(der, offset + 1);
    offset += headerLength + readLength(der, offset + 1);
  }
  return offset;
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
