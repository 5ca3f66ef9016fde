/**
 * Records keyed by merchant and a merchant-chosen id (order number, request id…): the same id may
 * be used by two merchants.
 */
export class ScopedMap<T extends { readonly appId: string }> {
  readonly #records = new Map<string, T>();
  readonly #idOf: (record: T) => string;

  constructor(idOf: (record: T) => string) {
    this.#idOf = idOf;
  }

  /** The merchant's record with this id. */
  get(appId: string, id: string): T | undefined {
    return this.#records.get(`${appId}\u0000${id}`);
  }

  /** Stores (or replaces) a record. */
  put(record: T): void {
    this.#records.set(`${record.appId}\u0000${this.#idOf(record)}`, record);
  }

  /** Every record, in insertion order. */
  values(): IterableIterator<T> {
    return this.#records.values();
  }
}
