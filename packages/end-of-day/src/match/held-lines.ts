import { type DayLine, differenceKinds } from './day-line.js';

/**
 * The lines of a day that are not matched, held for its result up to `max`: a big day with many rows
 * that differ is reported in bounded memory. Once `max` are held, a difference takes the place of the
 * last line held that is not one (a `not-settled` line), so the differences a person must look at are
 * held first; every other line is left out and counted. Lines keep the order they were decided in.
 */
export class HeldLines {
  readonly #max: number;
  readonly #differences: { readonly order: number; readonly line: DayLine }[] = [];
  readonly #others: { readonly order: number; readonly line: DayLine }[] = [];
  #decided = 0;
  #leftOut = 0;

  constructor(max = Number.POSITIVE_INFINITY) {
    this.#max = max;
  }

  /** Holds `line` (never a matched one), or counts it as left out. */
  add(line: DayLine): void {
    const held = { order: this.#decided++, line };
    const difference = differenceKinds.includes(line.kind);
    if (this.#differences.length + this.#others.length < this.#max) {
      (difference ? this.#differences : this.#others).push(held);
      return;
    }
    this.#leftOut += 1;
    if (difference && this.#others.length > 0) {
      this.#others.pop();
      this.#differences.push(held);
    }
  }

  /** How many lines were left out. */
  get leftOut(): number {
    return this.#leftOut;
  }

  /** The lines held, in the order they were decided. */
  lines(): DayLine[] {
    return [...this.#differences, ...this.#others].sort((a, b) => a.order - b.order).map((held) => held.line);
  }
}
