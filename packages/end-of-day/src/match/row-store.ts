import type { ReportRow } from '../package/read-detail-rows.js';
import { Interned, TextPool } from './text-pool.js';

const blockRows = 65_536;
const encoder = new TextEncoder();

/** One block of rows, column by column. */
interface Block {
  readonly line: Uint32Array;
  readonly amount: Float64Array;
  /** NaN when the row has no fee. */
  readonly fee: Float64Array;
  /** Where each id is in the text pool (see `TextPool`); whether the row has it at all is in `has`. */
  readonly order: Int32Array;
  readonly transaction: Int32Array;
  /** 1: an order id; 2: a transaction id. */
  readonly has: Uint8Array;
  /** Interned: currency, status, transaction time, settlement time. */
  readonly interned: Uint32Array;
  /** The hash of the row's order id, and the next row of the same hash, or -1. */
  readonly hash: Uint32Array;
  readonly next: Int32Array;
  readonly taken: Uint8Array;
}

const newBlock = (): Block => ({
  line: new Uint32Array(blockRows),
  amount: new Float64Array(blockRows),
  fee: new Float64Array(blockRows),
  order: new Int32Array(blockRows),
  transaction: new Int32Array(blockRows),
  has: new Uint8Array(blockRows),
  interned: new Uint32Array(blockRows * 4),
  hash: new Uint32Array(blockRows),
  next: new Int32Array(blockRows),
  taken: new Uint8Array(blockRows),
});

/** FNV-1a over UTF-8 bytes: where an order id is looked for. */
function hashOf(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash >>> 0;
}

/**
 * The rows of a day's package, held compactly (about 60 bytes a row, ids in a text pool, repeated
 * texts interned) and found by order id through an open-addressing hash table, so a day of a million
 * rows is matched in bounded memory: each row can be taken once.
 */
export class RowStore {
  readonly #blocks: Block[] = [];
  readonly #pool = new TextPool();
  readonly #texts = new Interned();
  #slots = new Int32Array(1 << 16).fill(-1);
  #size = 0;

  get size(): number {
    return this.#size;
  }

  /** Keeps `row`. */
  add(row: ReportRow): void {
    const index = this.#size++;
    if (index % blockRows === 0) this.#blocks.push(newBlock());
    const block = this.#blocks[this.#blocks.length - 1] as Block;
    const at = index % blockRows;
    block.line[at] = row.line;
    block.amount[at] = row.amount;
    block.fee[at] = row.fee ?? Number.NaN;
    block.has[at] = (row.mchOrderId === undefined ? 0 : 1) | (row.transactionId === undefined ? 0 : 2);
    if (row.mchOrderId !== undefined) block.order[at] = this.#pool.add(row.mchOrderId);
    if (row.transactionId !== undefined) block.transaction[at] = this.#pool.add(row.transactionId);
    const texts = [row.currency, row.status, row.transactionTime, row.settlementTime];
    for (const [column, text] of texts.entries()) block.interned[at * 4 + column] = this.#texts.add(text);
    block.next[at] = -1;
    if (row.mchOrderId !== undefined) this.#index(index, this.#pool.bytes(block.order[at] as number));
  }

  /** The row at `index`, as read. */
  row(index: number): ReportRow {
    const { block, at } = this.#at(index);
    const text = (column: number) => this.#texts.text(block.interned[at * 4 + column] as number);
    const fee = block.fee[at] as number;
    return {
      line: block.line[at] as number,
      transactionId: (block.has[at] as number) & 2 ? this.#pool.text(block.transaction[at] as number) : undefined,
      mchOrderId: (block.has[at] as number) & 1 ? this.#pool.text(block.order[at] as number) : undefined,
      amount: block.amount[at] as number,
      fee: Number.isNaN(fee) ? undefined : fee,
      currency: text(0) ?? '',
      status: text(1),
      transactionTime: text(2),
      settlementTime: text(3),
    };
  }

  /** The rows of an order id not taken yet, in the file's order. */
  untakenOf(mchOrderId: string): number[] {
    const probe = encoder.encode(mchOrderId);
    const found: number[] = [];
    for (let index = this.#head(probe); index >= 0; ) {
      const { block, at } = this.#at(index);
      if (block.taken[at] === 0 && this.#pool.equals(block.order[at] as number, probe)) found.push(index);
      index = block.next[at] as number;
    }
    return found.sort((a, b) => a - b);
  }

  /** Marks a row matched with a journal entry. */
  take(index: number): void {
    const { block, at } = this.#at(index);
    block.taken[at] = 1;
  }

  /** The rows no entry took, in the file's order. */
  *untaken(): Generator<number> {
    for (let index = 0; index < this.#size; index++)
      if (this.#at(index).block.taken[index % blockRows] === 0) yield index;
  }

  #at(index: number): { block: Block; at: number } {
    return { block: this.#blocks[Math.floor(index / blockRows)] as Block, at: index % blockRows };
  }

  /** Finds the slot of `probe`'s hash: its rows are chained from there. */
  #slot(hash: number): number {
    const mask = this.#slots.length - 1;
    let slot = hash & mask;
    for (;;) {
      const head = this.#slots[slot] as number;
      if (head < 0 || this.#hashAt(head) === hash) return slot;
      slot = (slot + 1) & mask;
    }
  }

  #head(probe: Uint8Array): number {
    return this.#slots[this.#slot(hashOf(probe))] as number;
  }

  #hashAt(index: number): number {
    const { block, at } = this.#at(index);
    return block.hash[at] as number;
  }

  #index(index: number, probe: Uint8Array): void {
    if (this.#size * 2 > this.#slots.length) this.#grow();
    const hash = hashOf(probe);
    const slot = this.#slot(hash);
    const { block, at } = this.#at(index);
    block.hash[at] = hash;
    block.next[at] = this.#slots[slot] as number;
    this.#slots[slot] = index;
  }

  #grow(): void {
    const old = this.#slots;
    this.#slots = new Int32Array(old.length * 2).fill(-1);
    for (const head of old) {
      if (head < 0) continue;
      this.#slots[this.#slot(this.#hashAt(head))] = head;
    }
  }
}
