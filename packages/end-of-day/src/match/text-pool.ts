const blockBytes = 4 * 1024 * 1024;
// A text longer than this (no id is) is kept as it is, beside the blocks.
const longText = 64 * 1024;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Short texts (ids) kept as UTF-8 in 4 MiB blocks instead of one string object each: a million ids
 * take their bytes, not a million headers. A text is referred to by its offset and length.
 */
export class TextPool {
  readonly #blocks: Uint8Array[] = [];
  readonly #long: Uint8Array[] = [];
  #used = blockBytes;

  /** Keeps `text`: where it is (a negative offset for a long text kept beside the blocks), and its length in bytes. */
  add(text: string): { offset: number; length: number } {
    const bytes = encoder.encode(text);
    if (bytes.length > longText) {
      this.#long.push(bytes);
      return { offset: -this.#long.length, length: bytes.length };
    }
    if (this.#used + bytes.length > blockBytes) {
      this.#blocks.push(new Uint8Array(blockBytes));
      this.#used = 0;
    }
    const block = this.#blocks.length - 1;
    (this.#blocks[block] as Uint8Array).set(bytes, this.#used);
    const offset = block * blockBytes + this.#used;
    this.#used += bytes.length;
    return { offset, length: bytes.length };
  }

  /** The bytes kept at `offset`. */
  bytes(offset: number, length: number): Uint8Array {
    if (offset < 0) return this.#long[-offset - 1] as Uint8Array;
    const block = this.#blocks[Math.floor(offset / blockBytes)] as Uint8Array;
    const start = offset % blockBytes;
    return block.subarray(start, start + length);
  }

  /** The text kept at `offset`. */
  text(offset: number, length: number): string {
    return decoder.decode(this.bytes(offset, length));
  }

  /** Whether the text at `offset` is `probe` (its UTF-8 bytes). */
  equals(offset: number, length: number, probe: Uint8Array): boolean {
    if (length !== probe.length) return false;
    const kept = this.bytes(offset, length);
    for (let index = 0; index < length; index++) if (kept[index] !== probe[index]) return false;
    return true;
  }
}

/** Texts that repeat (currencies, statuses, times to the second) kept once, each row holding its index. */
export class Interned {
  readonly #index = new Map<string, number>();
  readonly #texts: (string | undefined)[] = [undefined];

  /** The index of `text` (0 for none). */
  add(text: string | undefined): number {
    if (text === undefined) return 0;
    let index = this.#index.get(text);
    if (index === undefined) {
      index = this.#texts.length;
      this.#texts.push(text);
      this.#index.set(text, index);
    }
    return index;
  }

  /** The text of an index. */
  text(index: number): string | undefined {
    return this.#texts[index];
  }
}
