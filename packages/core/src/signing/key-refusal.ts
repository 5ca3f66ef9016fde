import { SignatureError } from '../errors/signature-error.js';
import type { KeySource } from './key-source.js';

/** Why a key cannot be used. Holds what the words need (a kind, a size), never the key. */
export type KeyProblem =
  /** Nothing usable was given: `what` says what was (`undefined`, `an empty string`, `a number`). */
  | { readonly problem: 'missing'; readonly what: string }
  | { readonly problem: 'file-path' }
  | { readonly problem: 'variable-reference' }
  | { readonly problem: 'jwk' }
  | { readonly problem: 'pem-cut-short' }
  | { readonly problem: 'not-base64'; readonly characters: number }
  | { readonly problem: 'encrypted' }
  | { readonly problem: 'certificate' }
  | { readonly problem: 'other-pem'; readonly label: string }
  | { readonly problem: 'wrong-half' }
  | { readonly problem: 'not-rsa'; readonly type: string | undefined }
  | { readonly problem: 'invalid-der'; readonly characters: number }
  | { readonly problem: 'corrupt' }
  | { readonly problem: 'crypto-key' }
  | { readonly problem: 'key-object'; readonly type: string };

/** What is wrong (said after the option's name) and what to do about it. */
export interface KeyRefusalWords {
  readonly problem: string;
  readonly fix: string;
}

const half = { private: 'private', public: 'public' } as const;
const format = { private: 'PKCS#8', public: 'SPKI' } as const;
const usage = { private: 'sign', public: 'verify' } as const;
const where = {
  private: 'from where it was issued (`npx lintas keys` writes a pair in the form the merchant dashboard takes)',
  public: 'as the gateway gave it (the merchant dashboard or its support)',
} as const;

/** The forms a key of `kind` is accepted in: said in every refusal, so the fix is in sight. */
export function acceptedForms(kind: KeySource['kind']): string {
  const labels =
    kind === 'private' ? 'BEGIN PRIVATE KEY or BEGIN RSA PRIVATE KEY' : 'BEGIN PUBLIC KEY or BEGIN RSA PUBLIC KEY';
  const dashboard = kind === 'private' ? 'as the merchant dashboard issues it' : 'as the merchant dashboard shows it';
  return `Accepted: PEM (${labels}), or its base64 alone without the BEGIN and END lines ${dashboard}; either on one line with literal \\n for its line breaks, with CRLF line breaks, in quotes or with spaces around; or a KeyObject or a CryptoKey.`;
}

/** The words of `found` for a key of `kind`: what is wrong and the likely fix. */
export function keyRefusalWords(found: KeyProblem, kind: KeySource['kind']): KeyRefusalWords {
  switch (found.problem) {
    case 'missing':
      return {
        problem: `is ${found.what}`,
        fix:
          kind === 'private'
            ? 'Pass your merchant private key (is LINTAS_PRIVATE_KEY set in this environment?).'
            : "Pass the gateway's platform public key (is LINTAS_PLATFORM_PUBLIC_KEY set in this environment?).",
      };
    case 'file-path':
      return {
        problem: 'holds a file path, not a key',
        fix: "Pass the file's contents, e.g. readFileSync(path, 'utf8'), not its name.",
      };
    case 'variable-reference':
      return {
        problem: 'holds a reference to a variable, not its value',
        fix: 'The reference was not expanded where the value was set: set the key text itself.',
      };
    case 'jwk':
      return {
        problem: 'holds a JSON Web Key',
        fix: `Import it first: crypto.subtle.importKey('jwk', key, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['${usage[kind]}']), and pass the CryptoKey.`,
      };
    case 'pem-cut-short':
      return {
        problem: 'holds a PEM block cut short: no END line matches its BEGIN line',
        fix: `Copy the key again, whole, through its END line, ${where[kind]}.`,
      };
    case 'not-base64':
      return {
        problem: `is neither PEM nor base64 (a text of ${found.characters} characters, some of which base64 does not use)`,
        fix: `Copy the key again, whole, ${where[kind]}.`,
      };
    default:
      return keyFormWords(found, kind);
  }
}

/** The words of a value that holds a key, but not one that can be used here. */
function keyFormWords(
  found: Exclude<
    KeyProblem,
    { problem: 'missing' | 'file-path' | 'variable-reference' | 'jwk' | 'pem-cut-short' | 'not-base64' }
  >,
  kind: KeySource['kind'],
): KeyRefusalWords {
  switch (found.problem) {
    case 'encrypted':
      return {
        problem: 'is an encrypted PEM key',
        fix: 'Decrypt it first (e.g. openssl pkey -in encrypted.pem -out key.pem) and keep the result as secret.',
      };
    case 'certificate':
      return kind === 'public'
        ? {
            problem: 'is an X.509 certificate, not a key',
            fix: 'Pass the public key it holds (openssl x509 -in certificate.pem -pubkey -noout prints it).',
          }
        : { problem: 'is an X.509 certificate, not a private key', fix: 'Pass your merchant private key.' };
    case 'other-pem':
      return {
        problem: `is a PEM block labelled ${found.label}, not an RSA ${half[kind]} key`,
        fix: `Pass the block labelled ${kind === 'private' ? 'PRIVATE KEY or RSA PRIVATE KEY' : 'PUBLIC KEY or RSA PUBLIC KEY'}.`,
      };
    case 'wrong-half':
      return kind === 'private'
        ? {
            problem: 'is a public key',
            fix: 'Pass the private key of your merchant key pair, the half you keep secret (LINTAS_PRIVATE_KEY), not the public key you upload to the merchant dashboard nor the platform public key.',
          }
        : {
            problem: 'is a private key',
            fix: "Pass the gateway's platform public key as the merchant dashboard shows it (LINTAS_PLATFORM_PUBLIC_KEY), and keep private keys out of verifiers.",
          };
    case 'not-rsa':
      return {
        problem: `is ${found.type === undefined ? 'a key of another type' : `a key of type ${found.type.toUpperCase()}`}, not an RSA key`,
        fix:
          kind === 'private'
            ? 'The gateway checks SHA256WithRSA signatures: generate an RSA key pair (npx lintas keys) and upload its public half in the merchant dashboard.'
            : 'The gateway signs with RSA: pass the platform public key it gave you.',
      };
    case 'invalid-der':
      return {
        problem: `is base64 (${found.characters} characters) but not a valid RSA ${half[kind]} key (${format[kind]} or PKCS#1): it is damaged, incomplete or of another kind`,
        fix: `Copy the key again, whole, ${where[kind]}; a 2048-bit RSA ${half[kind]} key is about ${kind === 'private' ? '1,600' : '390'} base64 characters.`,
      };
    case 'corrupt':
      return {
        problem:
          'is corrupt: a probe signature does not verify with its own public half, so the gateway would refuse every call (21001)',
        fix: `Copy the key again, whole, ${where[kind]}: one character changed in copying is enough to break it.`,
      };
    case 'crypto-key':
      return {
        problem: `is a CryptoKey that cannot ${usage[kind]} RSA-SHA256 signatures`,
        fix: `Import it as { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } with the '${usage[kind]}' usage, as a ${half[kind]} key.`,
      };
    case 'key-object':
      return {
        problem: `is a ${found.type} KeyObject`,
        fix: `Pass the ${half[kind]} KeyObject of the RSA key pair.`,
      };
  }
}

/**
 * The `SignatureError` (`invalid-key`) refusing the key given in `source`: it names the function and
 * the option, says what is wrong, the likely fix and every accepted form, and never holds the key.
 */
export function refuseKey(source: KeySource, found: KeyProblem): SignatureError {
  const words = keyRefusalWords(found, source.kind);
  return new SignatureError(
    'invalid-key',
    `${source.caller}: ${source.option} ${words.problem}. ${words.fix} ${acceptedForms(source.kind)}`,
  );
}
