import type { ReportRow } from '../package/read-detail-rows.js';
import { OrderIndex } from './order-index.js';
import { PooledTexts, TextPool } from './text-pool.js';

const blockRows = 65_536;
const has = { order: 1, transaction: 2, fee: 4, taken: 8 } as const;

/** A column of amounts: whole numbers of 32 bits, widened to 64-bit floats in a block that holds a larger one. */
type Amounts = Int32Array | Float64Array;

/** One block of rows, column by column. */
interface Block {
  readonly line: Uint32Array;
  amount: Amounts;
  /** 0 where the row has no fee (see `has.fee`). */
  fee: Amounts;
  /** Where each id is in the text pool (see `TextPool`); whether the row has it at all is in `flags`. */
  readonly order: Int32Array;
  readonly transaction: Int32Array;
  /** `has`: an order id, a transaction id, a fee; taken by a journal entry. */
  readonly flags: Uint8Array;
  /** The row's currency and status, as one index of their pair. */
  readonly labels: Uint32Array;
  /** The row's transaction time and settlement time (`PooledTexts`). */
  readonly times: Uint32Array;
}

const newBlock = (): Block => ({
  line: new Uint32Array(blockRows),
  amount: new Int32Array(blockRows),
  fee: new Int32Array(blockRows),
  order: new Int32Array(blockRows),
  transaction: new Int32Array(blockRows),
  flags: new Uint8Array(blockRows),
  labels: new Uint32Array(blockRows),
  times: new Uint32Array(blockRows * 2),
});

/** `amounts` with `value` at `at`, widened to floats when it does not fit in 32 bits. */
function stored(amounts: Amounts, at: number, value: number): Amounts {
  if (amounts instanceof Int32Array && (value | 0) !== value) {
    const wide = Float64Array.from(amounts);
    wide[at] = value;
    return wide;
  }
  amounts[at] = value;
  return amounts;
}

/**
 * The rows of a day's package, held compactly (about 33 bytes a row in columns, ids in a text pool,
 * repeated texts kept once) and found by order id through an open-addressing hash table, so a day of a
 * million rows is matched in bounded memory: each row can be taken once.
 */
export class RowStore {
  readonly #blocks: Block[] = [];
  readonly #pool = new TextPool();
  readonly #index = new OrderIndex(this.#pool, (row) => this.#block(row).order[row % blockRows] as number);
  /** Currency and status pairs, a few in any day: `labels` indexes them. */
  readonly #labels: { readonly currency: string; readonly status: string | undefined }[] = [];
  readonly #pairs = new Map<string, Map<string | undefined, number>>();
  readonly #times = new PooledTexts();
  #size = 0;
  #viewed = 0;
  readonly #view: { -readonly [Field in keyof ReportRow]: ReportRow[Field] } = this.#newView();

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
    block.amount = stored(block.amount, at, row.amount);
    if (row.fee !== undefined) block.fee = stored(block.fee, at, row.fee);
    block.flags[at] =
      (row.mchOrderId === undefined ? 0 : has.order) |
      (row.transactionId === undefined ? 0 : has.transaction) |
      (row.fee === undefined ? 0 : has.fee);
    if (row.transactionId !== undefined) block.transaction[at] = this.#pool.add(row.transactionId);
    block.labels[at] = this.#pair(row.currency, row.status);
    block.times[at * 2] = this.#times.add(row.transactionTime);
    block.times[at * 2 + 1] = this.#times.add(row.settlementTime);
    if (row.mchOrderId !== undefined) {
      block.order[at] = this.#pool.add(row.mchOrderId);
      this.#index.add(index, block.order[at] as number);
    }
  }

  /** The row at `index`, as read. */
  row(index: number): ReportRow {
    return { ...this.view(index) };
  }

  /**
   * The row at `index` in one object the store reuses, valid until the next call: what a decision
   * reads, with no copy of each row (its times are decoded only when read). `mchOrderId`, when the
   * caller holds it, is not decoded again.
   */
  view(index: number, mchOrderId?: string): ReportRow {
    const block = this.#block(index);
    const at = index % blockRows;
    const view = this.#view;
    const flags = block.flags[at] as number;
    const label = this.#labels[block.labels[at] as number];
    this.#viewed = index;
    view.line = block.line[at] as number;
    view.transactionId = flags & has.transaction ? this.#pool.text(block.transaction[at] as number) : undefined;
    view.mchOrderId = flags & has.order ? (mchOrderId ?? this.#pool.text(block.order[at] as number)) : undefined;
    view.amount = block.amount[at] as number;
    view.fee = flags & has.fee ? (block.fee[at] as number) : undefined;
    view.currency = label?.currency ?? '';
    view.status = label?.status;
    return view;
  }

  /** The rows of an order id not taken yet, in the file's order. */
  untakenOf(mchOrderId: string): number[] {
    const found: number[] = [];
    this.#index.find(mchOrderId);
    for (let row = this.#index.next(); row >= 0; row = this.#index.next()) if (!this.#taken(row)) found.push(row);
    return found.sort((a, b) => a - b);
  }

  /** The first row of an order id not taken yet, in the file's order; -1 when none. */
  firstUntakenOf(mchOrderId: string): number {
    let first = -1;
    this.#index.find(mchOrderId);
    for (let row = this.#index.next(); row >= 0; row = this.#index.next())
      if (!this.#taken(row) && (first < 0 || row < first)) first = row;
    return first;
  }

  /** Marks a row matched with a journal entry. */
  take(index: number): void {
    const flags = this.#block(index).flags;
    flags[index % blockRows] = (flags[index % blockRows] as number) | has.taken;
  }

  /** The rows no entry took, in the file's order. */
  *untaken(): Generator<number> {
    for (let index = 0; index < this.#size; index++) if (!this.#taken(index)) yield index;
  }

  #taken(index: number): boolean {
    return ((this.#block(index).flags[index % blockRows] as number) & has.taken) !== 0;
  }

  #block(index: number): Block {
    return this.#blocks[Math.floor(index / blockRows)] as Block;
  }

  /** The index of a currency and status pair. */
  #pair(currency: string, status: string | undefined): number {
    let statuses = this.#pairs.get(currency);
    if (statuses === undefined) {
      statuses = new Map();
      this.#pairs.set(currency, statuses);
    }
    let pair = statuses.get(status);
    if (pair === undefined) {
      pair = this.#labels.push({ currency, status }) - 1;
      statuses.set(status, pair);
    }
    return pair;
  }

  #newView(): { -readonly [Field in keyof ReportRow]: ReportRow[Field] } {
    const time = (column: number) =>
      this.#times.text(this.#block(this.#viewed).times[(this.#viewed % blockRows) * 2 + column] as number);
    // Own, enumerable getters: a copy (`{ ...view }`) reads them into plain values.
    return {
      line: 0,
      transactionId: undefined,
      mchOrderId: undefined,
      amount: 0,
      fee: undefined,
      currency: '',
      status: undefined,
      get transactionTime() {
        return time(0);
      },
      get settlementTime() {
        return time(1);
      },
    } as { -readonly [Field in keyof ReportRow]: ReportRow[Field] };
  }
}
