/**
 * A package as it is downloaded: its chunks as they arrive, each decrypted and let go, so a package is
 * never held whole beside the rows it holds.
 */
export interface PackageStream {
  /** Its size in bytes, when the download declared it. */
  readonly length: number | undefined;
  /** Its chunks, in order: read once. */
  readonly pieces: AsyncIterable<Uint8Array>;
}

/** A package's bytes: whole (yours), or as downloaded. */
export type PackageBytes = Uint8Array | PackageStream;

/** A package as OpenPGP reads it: its first bytes, and every piece of it in order (those first bytes too). */
export interface PackageSource {
  readonly head: Uint8Array;
  readonly pieces: AsyncIterator<Uint8Array>;
  /** How many bytes of the package were handed on. */
  readonly read: () => number;
}

// What the decrypter is given at once, of a package held whole.
const slice = 1024 * 1024;

/** The package's source: its first `size` bytes (fewer when it is shorter) read ahead, to tell its kind. */
export async function packageSource(bytes: PackageBytes, size: number): Promise<PackageSource> {
  const pieces = bytes instanceof Uint8Array ? slices(bytes) : bytes.pieces[Symbol.asyncIterator]();
  const first: Uint8Array[] = [];
  let ahead = 0;
  while (ahead < size) {
    const piece = await pieces.next();
    if (piece.done) break;
    first.push(piece.value);
    ahead += piece.value.length;
  }
  const head = new Uint8Array(Math.min(size, ahead));
  let at = 0;
  for (const piece of first) {
    if (at >= head.length) break;
    head.set(piece.subarray(0, head.length - at), at);
    at += Math.min(piece.length, head.length - at);
  }
  let read = 0;
  async function* all(): AsyncGenerator<Uint8Array> {
    for (const piece of first.splice(0)) {
      read += piece.length;
      yield piece;
    }
    for (let piece = await pieces.next(); !piece.done; piece = await pieces.next()) {
      read += piece.value.length;
      yield piece.value;
    }
  }
  return { head, pieces: all(), read: () => read };
}

async function* slices(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += slice) yield bytes.subarray(at, at + slice);
}
