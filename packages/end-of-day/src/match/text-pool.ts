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

  /** Whether the text at `reference` is `probe` (its UTF-8 bytes). */
  equals(reference: number, probe: Uint8Array): boolean {
    const kept = this.bytes(reference);
    if (kept.length !== probe.length) return false;
    for (let index = 0; index < kept.length; index++) if (kept[index] !== probe[index]) return false;
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
