import * as openpgp from 'openpgp';
import { ReportDecryptionError } from '../errors/report-decryption-error.js';
import type { ReportFormatError } from '../errors/report-format-error.js';
import type { ReportLimits } from './report-limits.js';
import { tooLarge } from './too-large.js';

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
 * Decrypts the OpenPGP-encrypted package (`.zip.gpg`, binary or armored) into the zip it holds, as a
 * stream of chunks: what OpenPGP decompresses is counted as it comes and refused over
 * `limits.maxDecryptedBytes` or `limits.maxCompressionRatio` times the package, so a compression bomb
 * is stopped before it is held. Throws `ReportDecryptionError`: `'not-encrypted'`, `'wrong-key'`,
 * `'corrupt'` (altered or cut off), `'bad-key'`, `'unsigned'`; `ReportFormatError('too-large')`.
 */
export async function* decryptedChunks(
  bytes: Uint8Array,
  decryption: PackageDecryption,
  limits: ReportLimits,
): AsyncGenerator<Uint8Array> {
  if (bytes.length > limits.maxPackageBytes) throw tooLarge('maxPackageBytes', 'the package', bytes.length);
  const decryptionKeys = decryption.privateKey === undefined ? undefined : await readPrivateKey(decryption);
  if (decryptionKeys === undefined && decryption.password === undefined)
    throw new ReportDecryptionError('bad-key', 'no key to decrypt the package with: give `privateKey` (or `password`)');
  const verificationKeys = await readVerificationKeys(decryption.verificationKeys);
  const bound = decryptedBound(bytes.length, limits);
  const result = await decrypt(await readMessage(bytes), {
    decryptionKeys,
    password: decryption.password,
    verificationKeys,
    bound,
  });
  const reader = (result.data as unknown as ReadableStream<Uint8Array>).getReader();
  let size = 0;
  for (;;) {
    const read = await reader.read().catch((error: unknown) => {
      throw readFailure(error, bound, verificationKeys !== undefined);
    });
    if (read.done) break;
    size += read.value.length;
    if (size > bound.bytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(bound.limit, 'the package once decrypted', size);
    }
    yield read.value;
  }
  if (verificationKeys !== undefined) await verified(result);
}

/** The most the decrypted zip may hold, and the limit that says so. */
function decryptedBound(packageBytes: number, limits: ReportLimits) {
  const byRatio = Math.max(packageBytes, 1) * limits.maxCompressionRatio;
  return byRatio < limits.maxDecryptedBytes
    ? { bytes: byRatio, limit: 'maxCompressionRatio' as const }
    : { bytes: limits.maxDecryptedBytes, limit: 'maxDecryptedBytes' as const };
}

async function decrypt(
  message: openpgp.Message<ReadableStream<Uint8Array>>,
  keys: {
    decryptionKeys: openpgp.PrivateKey | undefined;
    password: string | undefined;
    verificationKeys: openpgp.PublicKey[] | undefined;
    bound: ReturnType<typeof decryptedBound>;
  },
) {
  try {
    return await openpgp.decrypt({
      message,
      format: 'binary',
      ...(keys.decryptionKeys === undefined ? {} : { decryptionKeys: keys.decryptionKeys }),
      ...(keys.password === undefined ? {} : { passwords: [keys.password] }),
      ...(keys.verificationKeys === undefined ? {} : { verificationKeys: keys.verificationKeys, expectSigned: true }),
      // OpenPGP's own stop for a compressed message, one byte over the bound counted here.
      config: { maxDecompressedMessageSize: keys.bound.bytes + 1 },
    });
  } catch (error) {
    throw readFailure(error, keys.bound, keys.verificationKeys !== undefined);
  }
}

async function verified(result: { signatures: { verified: Promise<unknown> }[] }): Promise<void> {
  try {
    if (result.signatures.length === 0) throw new Error('not signed');
    await Promise.all(result.signatures.map((signature) => signature.verified));
  } catch (error) {
    throw decryptionFailure(error, true);
  }
}

function readFailure(
  error: unknown,
  bound: ReturnType<typeof decryptedBound>,
  signed: boolean,
): ReportDecryptionError | ReportFormatError {
  if (error instanceof Error && /decompressed message size exceeded/i.test(error.message))
    return tooLarge(bound.limit, 'the package once decrypted', bound.bytes + 1);
  return decryptionFailure(error, signed);
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

async function readMessage(bytes: Uint8Array): Promise<openpgp.Message<ReadableStream<Uint8Array>>> {
  const head = new TextDecoder().decode(bytes.subarray(0, 64));
  try {
    // Read from a stream, so that what it decrypts to is a stream too: nothing is decompressed whole.
    const message = armoredMessage.test(head)
      ? await openpgp.readMessage({ armoredMessage: streamOf(new TextDecoder().decode(bytes)) })
      : await openpgp.readMessage({ binaryMessage: streamOf(bytes) });
    return message as unknown as openpgp.Message<ReadableStream<Uint8Array>>;
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

/** `value` as a one-chunk stream. */
function streamOf<T>(value: T): ReadableStream<T> {
  return new ReadableStream<T>({
    start(controller) {
      controller.enqueue(value);
      controller.close();
    },
  });
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
