import * as openpgp from 'openpgp';
import { ReportDecryptionError } from '../errors/report-decryption-error.js';

/**
 * How the package is decrypted. The page says the package is GPG-encrypted, not to which key
 * (https://jtdocs.bluepay.asia/en/ReportDownload.html): give the OpenPGP private key whose public key
 * you registered with the gateway, or the password it gave you.
 */
export interface PackageDecryption {
  /** Your OpenPGP private key, armored (`-----BEGIN PGP PRIVATE KEY BLOCK-----`) or binary. */
  readonly privateKey?: string | Uint8Array;
  /** The passphrase of `privateKey`, when it has one. */
  readonly passphrase?: string;
  /** The password of a package encrypted with one (symmetric OpenPGP) instead of to your key. */
  readonly password?: string;
  /**
   * The gateway's OpenPGP public key(s), armored: when given, the package must be signed by one of
   * them, or it is refused (`'unsigned'`). The pages say nothing of a signature, so none is required
   * by default.
   */
  readonly verificationKeys?: string | readonly string[];
}

const armoredMessage = /^\s*-----BEGIN PGP MESSAGE-----/;

/**
 * Decrypts the OpenPGP-encrypted package (`.zip.gpg`, binary or armored) into the zip it holds. Throws
 * `ReportDecryptionError`: `'not-encrypted'`, `'wrong-key'`, `'corrupt'` (altered or cut off),
 * `'bad-key'`, `'unsigned'`.
 */
export async function decryptPackage(bytes: Uint8Array, decryption: PackageDecryption): Promise<Uint8Array> {
  const decryptionKeys = decryption.privateKey === undefined ? undefined : await readPrivateKey(decryption);
  if (decryptionKeys === undefined && decryption.password === undefined)
    throw new ReportDecryptionError('bad-key', 'no key to decrypt the package with: give `privateKey` (or `password`)');
  const message = await readMessage(bytes);
  const verificationKeys = await readVerificationKeys(decryption.verificationKeys);
  let result: openpgp.DecryptMessageResult & { data: Uint8Array };
  try {
    result = await openpgp.decrypt({
      message,
      format: 'binary',
      ...(decryptionKeys === undefined ? {} : { decryptionKeys }),
      ...(decryption.password === undefined ? {} : { passwords: [decryption.password] }),
      ...(verificationKeys === undefined ? {} : { verificationKeys, expectSigned: true }),
    });
  } catch (error) {
    throw decryptionFailure(error, verificationKeys !== undefined);
  }
  return result.data;
}

async function readPrivateKey(decryption: PackageDecryption): Promise<openpgp.PrivateKey> {
  let key: openpgp.PrivateKey;
  try {
    key =
      typeof decryption.privateKey === 'string'
        ? await openpgp.readPrivateKey({ armoredKey: decryption.privateKey })
        : await openpgp.readPrivateKey({ binaryKey: decryption.privateKey as Uint8Array });
  } catch (error) {
    throw new ReportDecryptionError(
      'bad-key',
      'the decryption key is not an OpenPGP private key: give the armored private key whose public key you registered with the gateway',
      { cause: error },
    );
  }
  if (key.isDecrypted()) return key;
  if (decryption.passphrase === undefined)
    throw new ReportDecryptionError('bad-key', 'the decryption key is protected by a passphrase: give `passphrase`');
  try {
    return await openpgp.decryptKey({ privateKey: key, passphrase: decryption.passphrase });
  } catch (error) {
    throw new ReportDecryptionError('bad-key', 'the passphrase does not unlock the decryption key', { cause: error });
  }
}

async function readMessage(bytes: Uint8Array): Promise<openpgp.Message<Uint8Array>> {
  const head = new TextDecoder().decode(bytes.subarray(0, 64));
  try {
    return armoredMessage.test(head)
      ? ((await openpgp.readMessage({
          armoredMessage: new TextDecoder().decode(bytes),
        })) as openpgp.Message<Uint8Array>)
      : await openpgp.readMessage({ binaryMessage: bytes });
  } catch (error) {
    // An OpenPGP packet starts with a tag byte whose top bit is set; anything else was never encrypted.
    const first = bytes[0];
    if (first === undefined || (first & 0x80) === 0)
      throw new ReportDecryptionError(
        'not-encrypted',
        `the package is not an OpenPGP message (it starts with ${describeStart(bytes)}): it was not encrypted, or the download is not the package`,
        { cause: error },
      );
    throw corrupt(error);
  }
}

async function readVerificationKeys(
  keys: PackageDecryption['verificationKeys'],
): Promise<openpgp.PublicKey[] | undefined> {
  if (keys === undefined) return undefined;
  try {
    return await Promise.all(
      (typeof keys === 'string' ? [keys] : keys).map((armoredKey) => openpgp.readKey({ armoredKey })),
    );
  } catch (error) {
    throw new ReportDecryptionError('bad-key', 'a verification key is not an armored OpenPGP public key', {
      cause: error,
    });
  }
}

function decryptionFailure(error: unknown, signed: boolean): ReportDecryptionError {
  const message = error instanceof Error ? error.message : String(error);
  if (/decryption key packets|session key decryption failed|no .*key.*found/i.test(message))
    return new ReportDecryptionError(
      'wrong-key',
      'the package is not encrypted to the key (or password) given: use the private key whose public key you registered with the gateway',
      { cause: error },
    );
  if (signed && /signature|signed/i.test(message))
    return new ReportDecryptionError(
      'unsigned',
      'the package is not signed by the gateway key(s) given in `verificationKeys`',
      {
        cause: error,
      },
    );
  return corrupt(error);
}

function corrupt(error: unknown): ReportDecryptionError {
  return new ReportDecryptionError(
    'corrupt',
    'the package is damaged: it was cut off (a truncated download) or altered. Download it again; if it persists, ask the gateway',
    { cause: error },
  );
}

function describeStart(bytes: Uint8Array): string {
  const head = Array.from(bytes.subarray(0, 4), (byte) => byte.toString(16).padStart(2, '0')).join(' ');
  return head === '' ? 'nothing' : `bytes ${head}`;
}
