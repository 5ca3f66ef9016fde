/**
 * Where a client records the gateway's id of each record it created (SNAP BI's `referenceNo` of a QRIS
 * or an ATM code, under its `partnerReferenceNo`), so that every process of the merchant can tell a
 * notification naming one of them from another merchant's that names the same `partnerReferenceNo`.
 * `@lintas/stores` has it on Redis and PostgreSQL (in their SNAP stores); a SNAP client keeps one in
 * memory without it.
 *
 * Every method acts on the entry under `key` atomically, across processes.
 */
export interface CreatedRecordStore {
  /**
   * Notes, until `expiresAt` (epoch milliseconds), that a create of `key` is about to be sent: `getRecord`
   * answers `null` until its reference is recorded. A reference recorded under `key` already is kept.
   */
  expectRecord(key: string, expiresAt: number): Promise<void>;
  /** Records `reference`, the gateway's id of the record created under `key`, until `expiresAt`. */
  putRecord(key: string, reference: string, expiresAt: number): Promise<void>;
  /**
   * The reference recorded under `key`; `null` when a create of it was sent and no reference is recorded
   * (its answer not arrived yet, or lost); `undefined` when none was sent (or its entry expired).
   */
  getRecord(key: string): Promise<string | null | undefined>;
}
