import { hashOf, hashSeed, type TextPool } from './text-pool.js';

// Rows are chained in chunks of this many, each made only once a row in it repeats an order id.
const chunkRows = 65_536;

/**
 * The rows of a day found by their order id: an open-addressing hash table with a slot for each
 * distinct id (4 bytes a slot, at most half of them used), holding its last row, whose earlier rows
 * are chained behind it (4 bytes a row, only in the chunks of rows that repeat an id). Each id is
 * compared as UTF-8 where the pool keeps it, so a lookup allocates nothing, and a package of a million
 * rows of one order id is indexed in a million steps, not a million times a million.
 */
export class OrderIndex {
  readonly #pool: TextPool;
  /** The pool reference of a row's order id. */
  readonly #orderOf: (row: number) => number;
  /** The table's own hash seed: ids in a package cannot be written to collide in it. */
  readonly #seed = hashSeed();
  #slots = new Int32Array(1 << 16).fill(-1);
  /** The row of the same id before each row, or -1 (a chunk not made: -1 for all its rows). */
  readonly #previous: (Int32Array | undefined)[] = [];
  /** Distinct ids indexed. */
  #ids = 0;
  /** The lookup under way: the next row it gives. */
  #row = -1;

  constructor(pool: TextPool, orderOf: (row: number) => number) {
    this.#pool = pool;
    this.#orderOf = orderOf;
  }

  /** Indexes `row`, whose order id the pool keeps at `reference`. */
  add(row: number, reference: number): void {
    const bytes = this.#pool.bytes(reference);
    const slot = this.#slotOf(bytes, bytes.length);
    const last = this.#slots[slot] as number;
    if (last >= 0) {
      const chunk = Math.floor(row / chunkRows);
      let previous = this.#previous[chunk];
      if (previous === undefined) {
        previous = new Int32Array(chunkRows).fill(-1);
        this.#previous[chunk] = previous;
      }
      previous[row % chunkRows] = last;
    }
    this.#slots[slot] = row;
    if (last < 0 && ++this.#ids * 2 > this.#slots.length) this.#grow();
  }

  /** Starts a lookup of `mchOrderId`: {@link OrderIndex.next} gives its rows, the last first. */
  find(mchOrderId: string): void {
    const length = this.#pool.probe(mchOrderId);
    this.#row = this.#slots[this.#slotOf(this.#pool.scratch, length)] as number;
  }

  /** The next row of the id looked up, or -1 once there is none. */
  next(): number {
    const row = this.#row;
    if (row >= 0) this.#row = this.#previous[Math.floor(row / chunkRows)]?.[row % chunkRows] ?? -1;
    return row;
  }

  /** The slot of the id of `bytes` (its first `length`): the one that holds it, or the free one it would take. */
  #slotOf(bytes: Uint8Array, length: number): number {
    const mask = this.#slots.length - 1;
    let slot = hashOf(bytes, this.#seed, length) & mask;
    for (let row = this.#slots[slot] as number; row >= 0; row = this.#slots[slot] as number) {
      if (this.#pool.equals(this.#orderOf(row), bytes, length)) return slot;
      slot = (slot + 1) & mask;
    }
    return slot;
  }

  #grow(): void {
    const old = this.#slots;
    this.#slots = new Int32Array(old.length * 2).fill(-1);
    const mask = this.#slots.length - 1;
    for (const row of old) {
      if (row < 0) continue;
      let slot = hashOf(this.#pool.bytes(this.#orderOf(row)), this.#seed) & mask;
      while ((this.#slots[slot] as number) >= 0) slot = (slot + 1) & mask;
      this.#slots[slot] = row;
    }
  }
}
