import * as openpgp from 'openpgp';
import { isReportDecryptionError, ReportDecryptionError } from '../errors/report-decryption-error.js';
import { isReportDownloadError } from '../errors/report-download-error.js';
import { isReportFormatError, type ReportFormatError } from '../errors/report-format-error.js';
import { type PackageBytes, type PackageSource, packageSource } from './package-bytes.js';
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

/** The package's zip as it is decrypted, a chunk at a time. */
export interface DecryptedPackage extends AsyncIterable<Uint8Array> {
  /**
   * What a read of the zip that failed with `error` comes to. The zip is read as it is decrypted, before
   * OpenPGP has checked the whole package: a package altered on the way reads as garbage first. So,
   * unless `error` is a limit (a bomb is refused either way) or the package was checked already, the
   * rest of it is decrypted, within the same bounds, and nothing kept: a package that fails its check
   * is `ReportDecryptionError('corrupt')`, whatever its garbage looked like.
   */
  failure(error: unknown): Promise<unknown>;
}

/**
 * Decrypts the OpenPGP-encrypted package (`.zip.gpg`, binary or armored) into the zip it holds, as a
 * stream of chunks, with nothing held: the package is given to OpenPGP a piece at a time (a downloaded
 * one's chunks are let go as they are read), and what it decrypts to is handed on as it comes, its
 * integrity checked by OpenPGP at its end (`failure` says what an error before it comes to). What
 * OpenPGP decompresses is counted as it comes and refused over `limits.maxDecryptedBytes` or
 * `limits.maxCompressionRatio` times the package, so a compression bomb is stopped before it is held.
 * Throws `ReportDecryptionError`: `'not-encrypted'`, `'wrong-key'`, `'corrupt'` (altered or cut off),
 * `'bad-key'`, `'unsigned'`; `ReportFormatError('too-large')`.
 */
export async function decryptPackage(
  bytes: PackageBytes,
  decryption: PackageDecryption,
  limits: ReportLimits,
): Promise<DecryptedPackage> {
  if (bytes.length !== undefined && bytes.length > limits.maxPackageBytes)
    throw tooLarge('maxPackageBytes', 'the package', bytes.length);
  const decryptionKeys = decryption.privateKey === undefined ? undefined : await readPrivateKey(decryption);
  if (decryptionKeys === undefined && decryption.password === undefined)
    throw new ReportDecryptionError('bad-key', 'no key to decrypt the package with: give `privateKey` (or `password`)');
  const verificationKeys = await readVerificationKeys(decryption.verificationKeys);
  const source = await packageSource(bytes, 64);
  // A package of an undeclared length is bounded against what of it was read so far.
  const bound = () => decryptedBound(bytes.length ?? source.read(), limits);
  // OpenPGP's own stop is set once: the bound, or for a package of an undeclared length the limit.
  const stop =
    bytes.length === undefined ? { bytes: limits.maxDecryptedBytes, limit: 'maxDecryptedBytes' as const } : bound();
  const message = await readMessage(source);
  const signed = verificationKeys !== undefined;
  const result = await decrypt(message.message, {
    decryptionKeys,
    password: decryption.password,
    verificationKeys,
    stop,
    failed: message.failed,
  });
  return decryptedStream(result, { bound, stop, signed, failed: message.failed });
}

/** The decrypted data of `result`, counted against its bound, and the verdict on a read that failed. */
function decryptedStream(
  result: Awaited<ReturnType<typeof decrypt>>,
  read: {
    readonly bound: () => ReturnType<typeof decryptedBound>;
    readonly stop: ReturnType<typeof decryptedBound>;
    readonly signed: boolean;
    /** The download's own error, when it failed under OpenPGP. */
    readonly failed: () => unknown;
  },
): DecryptedPackage {
  const reader = (result.data as unknown as ReadableStream<Uint8Array>).getReader();
  let size = 0;
  let checked = false;
  const next = async (): Promise<IteratorResult<Uint8Array>> => {
    const chunk = await reader.read().catch((error: unknown) => {
      throw read.failed() ?? readFailure(error, read.stop, read.signed);
    });
    if (chunk.done) {
      if (read.signed) await verified(result);
      checked = true;
      return chunk;
    }
    size += chunk.value.length;
    const bound = read.bound();
    if (size > bound.bytes) throw tooLarge(bound.limit, 'the package once decrypted', size);
    return chunk;
  };
  const settled = (error: unknown) =>
    checked ||
    isReportDecryptionError(error) ||
    isReportDownloadError(error) ||
    (isReportFormatError(error) && error.reason === 'too-large');
  return {
    // The loop that reads the zip stops at its first error: the stream stays open for `failure`.
    [Symbol.asyncIterator]: () => ({ next, return: async () => ({ done: true, value: undefined }) }),
    async failure(error) {
      try {
        if (!settled(error)) while (!(await next()).done);
      } catch (drained) {
        return isReportDecryptionError(drained) || isReportDownloadError(drained) ? drained : error;
      } finally {
        await reader.cancel().catch(() => undefined);
      }
      return error;
    },
  };
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
    stop: ReturnType<typeof decryptedBound>;
    failed: () => unknown;
  },
) {
  try {
    return await openpgp.decrypt({
      message,
      format: 'binary',
      ...(keys.decryptionKeys === undefined ? {} : { decryptionKeys: keys.decryptionKeys }),
      ...(keys.password === undefined ? {} : { passwords: [keys.password] }),
      ...(keys.verificationKeys === undefined ? {} : { verificationKeys: keys.verificationKeys, expectSigned: true }),
      config: {
        // OpenPGP's own stop for a compressed message, one byte over the bound counted here.
        maxDecompressedMessageSize: keys.stop.bytes + 1,
        // Hands the zip on as it is decrypted rather than holding it whole until its integrity check at
        // the end (a package of a big day is tens of MiB): nothing read is reported before that check
        // passes, and a read that fails before it waits for the check (`DecryptedPackage.failure`).
        allowUnauthenticatedStream: true,
      },
    });
  } catch (error) {
    throw keys.failed() ?? readFailure(error, keys.stop, keys.verificationKeys !== undefined);
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

/** The OpenPGP message of the package, read as a stream; `failed` is the download's own error, if it failed. */
async function readMessage(source: PackageSource) {
  const { stream, failed } = streamOf(source);
  try {
    // Read from a stream, so that what it decrypts to is a stream too: nothing is decompressed whole.
    const message = armoredMessage.test(new TextDecoder().decode(source.head))
      ? await openpgp.readMessage({ armoredMessage: stream.pipeThrough(textDecoder()) })
      : await openpgp.readMessage({ binaryMessage: stream });
    return { message: message as unknown as openpgp.Message<ReadableStream<Uint8Array>>, failed };
  } catch (error) {
    const download = failed();
    if (download !== undefined) throw download;
    // An OpenPGP packet starts with a tag byte whose top bit is set; anything else was never encrypted.
    const first = source.head[0];
    if (first === undefined || (first & 0x80) === 0)
      throw new ReportDecryptionError(
        'not-encrypted',
        `the package is not an OpenPGP message (it starts with ${describeStart(source.head)}): it was not encrypted, or the download is not the package`,
        { cause: error },
      );
    throw corrupt(error);
  }
}

/** Bytes to text, as a web stream (the DOM's types take any buffer; only bytes come here). */
const textDecoder = () => new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>;

/** The package as a stream OpenPGP pulls from, a piece at a time, and the error its source failed with. */
function streamOf(source: PackageSource): { stream: ReadableStream<Uint8Array>; failed: () => unknown } {
  let failure: unknown;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const piece = await source.pieces.next();
        if (piece.done) controller.close();
        else controller.enqueue(piece.value);
      } catch (error) {
        failure = error;
        controller.error(error);
      }
    },
  });
  return { stream, failed: () => failure };
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
