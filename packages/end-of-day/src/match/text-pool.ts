const blockBytes = 4 * 1024 * 1024;
// A text that could take more than this many bytes (no id does) is kept beside the blocks.
const longText = 16 * 1024;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Short texts (ids) kept as UTF-8 in 4 MiB blocks instead of one string object each: a million ids
 * take their bytes and a two-byte length, not a million headers. A text is referred to by a number:
 * where it is in the blocks, or, for a long one, a negative index beside them.
 */
export class TextPool {
  readonly #blocks: Uint8Array[] = [];
  readonly #long: Uint8Array[] = [];
  #used = blockBytes;
  #scratch = new Uint8Array(256);

  /** Keeps `text`; where it is. */
  add(text: string): number {
    if (text.length * 3 > longText) {
      this.#long.push(encoder.encode(text));
      return -this.#long.length;
    }
    if (this.#used + 2 + text.length * 3 > blockBytes) {
      this.#blocks.push(new Uint8Array(blockBytes));
      this.#used = 0;
    }
    const block = this.#blocks[this.#blocks.length - 1] as Uint8Array;
    const at = this.#used;
    const { written } = encoder.encodeInto(text, block.subarray(at + 2));
    block[at] = written & 0xff;
    block[at + 1] = written >> 8;
    this.#used += 2 + written;
    return (this.#blocks.length - 1) * blockBytes + at;
  }

  /** The bytes of the text at `reference` (a view: never kept). */
  bytes(reference: number): Uint8Array {
    if (reference < 0) return this.#long[-reference - 1] as Uint8Array;
    const block = this.#blocks[Math.floor(reference / blockBytes)] as Uint8Array;
    const at = reference % blockBytes;
    const length = (block[at] as number) | ((block[at + 1] as number) << 8);
    return block.subarray(at + 2, at + 2 + length);
  }

  /** The text at `reference`. */
  text(reference: number): string {
    return decoder.decode(this.bytes(reference));
  }

  /**
   * Writes `text` as UTF-8 into a buffer the pool reuses, {@link TextPool.scratch} (valid until the next
   * probe): what a lookup compares, with no buffer of its own for each. Its length in bytes.
   */
  probe(text: string): number {
    if (text.length * 3 > this.#scratch.length) this.#scratch = new Uint8Array(text.length * 3);
    return encoder.encodeInto(text, this.#scratch).written;
  }

  /** The buffer {@link TextPool.probe} writes into. */
  get scratch(): Uint8Array {
    return this.#scratch;
  }

  /** Whether the text at `reference` is the first `length` bytes of `probe` (UTF-8). */
  equals(reference: number, probe: Uint8Array, length = probe.length): boolean {
    if (reference < 0) return equalBytes(this.#long[-reference - 1] as Uint8Array, 0, probe, length);
    const block = this.#blocks[Math.floor(reference / blockBytes)] as Uint8Array;
    const at = reference % blockBytes;
    if (((block[at] as number) | ((block[at + 1] as number) << 8)) !== length) return false;
    return equalBytes(block, at + 2, probe, length);
  }
}

/**
 * A seed for {@link hashOf} drawn from the platform's cryptographic random source for each table: the ids
 * and times come from a package, and ids written to collide under a fixed hash would turn each lookup
 * into a walk over all of them (a million rows, a million times a million steps).
 */
export function hashSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

/**
 * Where a text is looked for: FNV-1a over the first `length` bytes of `bytes` from a basis mixed with
 * `seed`, then MurmurHash3's finaliser, so that every bit of the hash reaches the low bits a table's
 * slot is taken from.
 */
export function hashOf(bytes: Uint8Array, seed: number, length = bytes.length): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < length; index++) hash = Math.imul(hash ^ (bytes[index] as number), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

function equalBytes(kept: Uint8Array, from: number, probe: Uint8Array, length: number): boolean {
  if (from === 0 && kept.length !== length) return false;
  for (let index = 0; index < length; index++) if (kept[from + index] !== probe[index]) return false;
  return true;
}

/**
 * Texts that repeat many ways (times to the second: up to 86,400 a day) kept once, as UTF-8 in a
 * {@link TextPool}, found through an open-addressing hash table: no string object held for each, so the
 * garbage collector's heap stays small while a big day is matched. Each row holds an index (0: none).
 */
export class PooledTexts {
  readonly #pool = new TextPool();
  readonly #seed = hashSeed();
  #references = new Int32Array(1024);
  #hashes = new Uint32Array(1024);
  #slots = new Int32Array(2048);
  #size = 1;

  /** The index of `text` (0 for none). */
  add(text: string | undefined): number {
    if (text === undefined) return 0;
    const length = this.#pool.probe(text);
    const hash = hashOf(this.#pool.scratch, this.#seed, length);
    const mask = this.#slots.length - 1;
    let slot = hash & mask;
    for (let index = this.#slots[slot] as number; index !== 0; index = this.#slots[slot] as number) {
      if (
        this.#hashes[index] === hash &&
        this.#pool.equals(this.#references[index] as number, this.#pool.scratch, length)
      )
        return index;
      slot = (slot + 1) & mask;
    }
    const index = this.#size++;
    if (index >= this.#references.length) {
      this.#references = grown(this.#references);
      this.#hashes = grown(this.#hashes);
    }
    this.#references[index] = this.#pool.add(text);
    this.#hashes[index] = hash;
    this.#slots[slot] = index;
    if (this.#size * 2 > this.#slots.length) this.#rehash();
    return index;
  }

  /** The text of an index. */
  text(index: number): string | undefined {
    return index === 0 ? undefined : this.#pool.text(this.#references[index] as number);
  }

  #rehash(): void {
    this.#slots = new Int32Array(this.#slots.length * 2);
    const mask = this.#slots.length - 1;
    for (let index = 1; index < this.#size; index++) {
      let slot = (this.#hashes[index] as number) & mask;
      while (this.#slots[slot] !== 0) slot = (slot + 1) & mask;
      this.#slots[slot] = index;
    }
  }
}

function grown<T extends Int32Array | Uint32Array>(array: T): T {
  const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
  larger.set(array);
  return larger;
}
