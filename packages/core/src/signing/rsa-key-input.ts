import { base64ToBytes } from '../utils/base64.js';
import { diagnoseKeyText } from './diagnose-key-text.js';
import { type KeyProblem, refuseKey } from './key-refusal.js';
import type { KeySource } from './key-source.js';
import { readKeyText } from './read-key-text.js';
import { isOtherHalf, isPkcs1, keyAlgorithm, wrapPkcs1 } from './rsa-der.js';
import { rsaSha256Algorithm } from './rsa-sha256-algorithm.js';

/**
 * An RSA key as merchants hold it: PEM text (PKCS#8 `BEGIN PRIVATE KEY`, PKCS#1 `BEGIN RSA PRIVATE
 * KEY`, SPKI `BEGIN PUBLIC KEY`, PKCS#1 `BEGIN RSA PUBLIC KEY`); its base64 alone without the BEGIN and
 * END lines, as the gateway's dashboard issues it; either on one line with literal `\n` for its line
 * breaks (as hosting platforms' environment variables hold it), with CRLF line breaks, in quotes or
 * with spaces around; a Node `KeyObject`; or a WebCrypto `CryptoKey` for RSASSA-PKCS1-v1_5 with SHA-256.
 */
export type RsaKeyInput = string | CryptoKey | KeyObjectLike;

/** The part of Node's `KeyObject` Lintas uses; core does not import `node:crypto`, so it runs anywhere. */
export interface KeyObjectLike {
  readonly type: 'private' | 'public' | 'secret';
  export(options: { format: 'der'; type: 'pkcs8' | 'spki' }): Uint8Array;
}

/**
 * Imports `input`, given in `source`, as a WebCrypto key, non-extractable unless asked (only to derive a
 * private key's public half, once). The DER bytes are dropped once imported: only the `CryptoKey` is
 * kept. Throws a `SignatureError` (`invalid-key`) whose message never holds key material.
 */
export async function importRsaKey(input: RsaKeyInput, source: KeySource, extractable = false): Promise<CryptoKey> {
  const usage = source.kind === 'private' ? 'sign' : 'verify';
  if (isCryptoKey(input)) {
    const algorithm = input.algorithm as { name: string; hash?: { name: string } };
    const fits =
      algorithm.name === rsaSha256Algorithm.name && algorithm.hash?.name === 'SHA-256' && input.usages.includes(usage);
    if (!fits) throw refuseKey(source, { problem: 'crypto-key' });
    return input;
  }
  const der = rsaKeyDer(input, source);
  try {
    return await crypto.subtle.importKey(
      source.kind === 'private' ? 'pkcs8' : 'spki',
      der,
      rsaSha256Algorithm,
      extractable,
      [usage],
    );
  } catch {
    throw refuseKey(source, invalidDer(input));
  }
}

/**
 * The PKCS#8 (private) or SPKI (public) DER of an RSA key given as text or as a `KeyObject`; a key of
 * another type (EC, Ed25519, ...) is refused here, in the same words on every runtime.
 */
export function rsaKeyDer(input: string | KeyObjectLike, source: KeySource): Uint8Array<ArrayBuffer> {
  const der = typeof input === 'string' ? derFromText(input, source) : derFromKeyObject(input, source);
  const type = keyAlgorithm(der, source.kind);
  if (type !== 'rsa') throw refuseKey(source, { problem: 'not-rsa', type });
  return der;
}

/** True when `input` is a WebCrypto `CryptoKey`. */
export function isCryptoKey(input: RsaKeyInput): input is CryptoKey {
  return typeof input === 'object' && 'algorithm' in input && 'usages' in input;
}

/**
 * What is wrong with a key that reads as base64 but is no RSA key: a file path or a variable name that
 * happens to be base64, else damaged or incomplete DER.
 */
export function invalidDer(input: string | KeyObjectLike): KeyProblem {
  if (typeof input !== 'string') return { problem: 'invalid-der', characters: 0 };
  const { label, body } = readKeyText(input);
  const found = label === undefined ? diagnoseKeyText(body) : undefined;
  if (found && found.problem !== 'not-base64' && found.problem !== 'pem-cut-short') return found;
  return { problem: 'invalid-der', characters: body.replace(/\s+/g, '').length };
}

function derFromKeyObject(input: KeyObjectLike, source: KeySource): Uint8Array<ArrayBuffer> {
  if (input.type !== source.kind) {
    throw refuseKey(
      source,
      input.type === 'secret' ? { problem: 'key-object', type: 'secret' } : { problem: 'wrong-half' },
    );
  }
  return Uint8Array.from(input.export({ format: 'der', type: source.kind === 'private' ? 'pkcs8' : 'spki' }));
}

function derFromText(text: string, source: KeySource): Uint8Array<ArrayBuffer> {
  const { kind } = source;
  const { label, body } = readKeyText(text);
  if (label?.includes('ENCRYPTED') || /^Proc-Type:.*ENCRYPTED/m.test(body))
    throw refuseKey(source, { problem: 'encrypted' });
  const problem = label === undefined ? undefined : labelProblem(label, kind);
  if (problem) throw refuseKey(source, problem);
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = base64ToBytes(body);
  } catch {
    throw refuseKey(
      source,
      label === undefined ? diagnoseKeyText(body) : { problem: 'not-base64', characters: body.trim().length },
    );
  }
  if (label === undefined && isOtherHalf(der, kind)) throw refuseKey(source, { problem: 'wrong-half' });
  // PKCS#1 (`RSA PRIVATE KEY` / `RSA PUBLIC KEY`, or bare DER whose first member is the modulus or
  // version INTEGER followed by another INTEGER) is wrapped into PKCS#8 / SPKI, which WebCrypto imports.
  return isPkcs1(der, kind) ? wrapPkcs1(der, kind) : der;
}

/** What is wrong with a PEM block labelled `label` given as a key of `kind`; `undefined` when nothing. */
function labelProblem(label: string, kind: KeySource['kind']): KeyProblem | undefined {
  const half = `${kind.toUpperCase()} KEY`;
  if (label === half || label === `RSA ${half}`) return undefined;
  const other = kind === 'private' ? 'PUBLIC KEY' : 'PRIVATE KEY';
  if (label === other || label === `RSA ${other}`) return { problem: 'wrong-half' };
  const type = /^(EC|DSA|ED25519|ED448|X25519|X448) /.exec(label)?.[1];
  if (type) return { problem: 'not-rsa', type: type.toLowerCase() };
  if (label.includes('CERTIFICATE')) return { problem: 'certificate' };
  return { problem: 'other-pem', label };
}
