/** One attempt of a call, as {@link CallMetadata} lists it. Holds no key and no signature. */
export interface AttemptMetadata {
  /** 1 for the first attempt, 2 for the first retry, ... */
  readonly attempt: number;
  /** HTTP status of the answer; `undefined` when none arrived (see `failure`). */
  readonly status: number | undefined;
  /** The gateway's `code` in the answer, when the answer was its `{ code, message, data }` envelope. */
  readonly code: number | undefined;
  /** Milliseconds from sending the attempt to its answer or its failure. */
  readonly durationMs: number;
  /** Why no answer arrived: the attempt timed out, the connection failed, or the call was aborted. */
  readonly failure: 'timeout' | 'network' | 'aborted' | undefined;
  /**
   * The `keyId` of the signer that signed this request (never the key itself); `undefined` when it
   * declares none, or when the attempt was not signed. A request the gateway refused with 21001 (its
   * signature does not verify) and signed again with your next key is listed again, with the same
   * `attempt` and the next key's id.
   */
  readonly keyId: string | undefined;
}

/**
 * What happened during one call: every attempt, how long it all took and the last answer as it came.
 * Get it with `.withMetadata()` on a call, or from `error.metadata` when a call fails. It holds no key
 * and no signature of yours; `body` is the gateway's answer, unchanged.
 */
export interface CallMetadata {
  /** Path of the endpoint, e.g. `/open-api/philippines/disbursement/transfer`. */
  readonly endpoint: string;
  /** Each attempt sent, in order: more than one when the call was retried. Empty when nothing was sent. */
  readonly attempts: readonly AttemptMetadata[];
  /** Milliseconds from the call to its outcome: attempts, backoff delays and any recovery lookup. */
  readonly durationMs: number;
  /** HTTP status of the last answer; `undefined` when no attempt was answered. */
  readonly status: number | undefined;
  /** The gateway's `code` in the last answer, when it was the envelope. */
  readonly code: number | undefined;
  /** The last answer's body, as received (the raw JSON text); `undefined` when no attempt was answered. */
  readonly body: string | undefined;
  /**
   * `true` when the endpoint's recovery looked the operation up because an attempt may have been
   * committed without a readable answer (a money-moving call only): the data then comes from that
   * lookup, while `status`, `code` and `body` stay those of the call's last answer.
   */
  readonly recovered: boolean;
  /**
   * The `keyId` of the signer of the call's last signed request (see {@link AttemptMetadata.keyId}):
   * after an answer, the key the gateway verified it with. `undefined` when nothing was signed, or the
   * signer declares no `keyId`.
   */
  readonly keyId: string | undefined;
}

/** The data of a call together with its {@link CallMetadata}. */
export interface WithMetadata<TData> {
  /** The call's result, exactly what awaiting the call gives. */
  readonly data: TData;
  /** What happened during the call. */
  readonly metadata: CallMetadata;
}

/**
 * What every endpoint method returns: a promise of the call's data that can also give its metadata.
 *
 * @example
 * ```ts
 * const { data, metadata } = await client.philippines.queryPayment({ mchOrderId: 'order-1' }).withMetadata();
 * console.log(metadata.attempts.length, metadata.status, metadata.durationMs);
 * ```
 */
export interface CallPromise<TData> extends Promise<TData> {
  /** Resolves with the data and what happened during the call; rejects like the call itself. */
  withMetadata(): Promise<WithMetadata<TData>>;
}
