/**
 * How `reconcile()` (`@lintas/stores`) settles a journaled operation whose outcome was lost when the
 * gateway documents no status check that finds it by the merchant's keys: one strategy per operation,
 * declared beside its retry policy (`retry.settlement`), each justified by the gateway page it names.
 * - `'re-drive'`: the request is sent again, params and `extraParams`, with the same keys (only when the
 *   reconcile run allows it): a success, or a refusal that proves the operation in place, settles it;
 * - `'probe'`: a harmless call whose answer tells whether the operation exists (what it costs is stated);
 * - `'notification'`: a verified notification the gateway sends once the operation is used, confirmed
 *   with the gateway and kept by the notification handler's store, carrying the entry's keys;
 * - `'unreachable'`: nothing the gateway answered can have reached anyone, so nobody can use what it
 *   made (it expires): settled as abandoned, with the reason.
 *
 * `TParams` are the operation's params; `TContext` what a probe receives (the endpoint's `RecoverContext`).
 */
export type SettlementStrategy<TParams, TContext> =
  | ReDriveStrategy
  | ProbeStrategy<TContext>
  | NotificationStrategy<TParams>
  | UnreachableStrategy;

/**
 * Settles by sending the journaled request again with the same keys: the keys make it safe (the gateway
 * refuses a second operation under them), but it may complete an intent that never reached the gateway,
 * later than the merchant meant, so `reconcile()` re-drives only when its run allows it.
 */
export interface ReDriveStrategy {
  readonly strategy: 're-drive';
  /**
   * Gateway codes that refuse the request sent again because the operation is in place: a record exists
   * under its keys (a duplicate refusal: 21007, 21015, ...), or the state it asks for holds (21006 for a
   * deletion). The entry settles as committed; a refusal proves that, not the operation's fields, so
   * every param but the keys is listed as unconfirmed.
   */
  readonly committedCodes: readonly number[];
  /** Codes that refuse it because nothing exists under the keys: not committed, once the window has passed. */
  readonly absentCodes?: readonly number[];
  /** What such a refusal leaves unconfirmed besides the params, e.g. `['status']`. */
  readonly unconfirmed?: readonly string[];
  /** The gateway's page that documents the codes. */
  readonly page: string;
}

/** Settles by a harmless call whose answer tells whether the operation exists. */
export interface ProbeStrategy<TContext> {
  readonly strategy: 'probe';
  /**
   * What the probe does when the operation exists, in words: its cost. The entry then settles as
   * abandoned (nobody can use what was made), with this text.
   */
  readonly cost: string;
  /** The gateway's page that documents the probe's call and its answers. */
  readonly page: string;
  /**
   * Runs the probe: resolves with the record it found (the operation existed), or rejects with the
   * gateway's "not found" (`GatewayError` 21006) when nothing exists under the keys; anything else it
   * throws leaves the entry for a later run or a person.
   */
  probe(context: TContext): Promise<unknown>;
}

/**
 * Settles by a verified notification of the gateway's that names the operation's keys, confirmed with the
 * gateway by the notification handler and kept in its store (`@lintas/stores`); with none, nothing the
 * gateway answered reached anyone (`otherwise`), and the entry is abandoned.
 */
export interface NotificationStrategy<TParams> {
  readonly strategy: 'notification';
  /** The events whose confirmed delivery proves the operation, e.g. `['token.create.success']`. */
  readonly events: readonly string[];
  /** Which member of the notification's payload carries which param: `{ requestId: 'requestId' }`. */
  readonly match: { readonly [TMember in string]: keyof TParams & string };
  /** Why, with no such notification, nothing the gateway answered can have reached anyone. */
  readonly otherwise: string;
  /** The gateway's page that documents the notification and the members it carries. */
  readonly page: string;
}

/** Settles as abandoned: nothing the gateway answered can have reached anyone, so nobody can use it. */
export interface UnreachableStrategy {
  readonly strategy: 'unreachable';
  /** Why nothing the gateway answered can have reached anyone, and what becomes of what it made. */
  readonly reason: string;
  /** The gateway's page that documents it. */
  readonly page: string;
}
