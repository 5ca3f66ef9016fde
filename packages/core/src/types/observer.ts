import type { Action, OutcomeKind } from '../call/decide.js';
import type { AnyEndpoint } from './endpoint.js';
import type { AttemptMetadata, CallMetadata } from './metadata.js';

/**
 * One attempt of a call as an observer is told of it, once the call has decided what follows: when it
 * was answered and how long it took, what it showed and what the call does next. Holds no key and no
 * signature.
 */
export interface AttemptReport extends AttemptMetadata {
  /** What the attempt showed: `success`, `refused`, `lost`, `rate-limited`, ... */
  readonly outcome: OutcomeKind;
  /**
   * What the call does next: `retry`, `resign` (the same request signed with your next key, after
   * 21001), `settle`, `recover`, `unknown` or `fail`.
   */
  readonly action: Action;
  /**
   * The typed error the call rejects with if it ends after this attempt (or the cause of its
   * `OutcomeUnknownError`); `undefined` after a success.
   */
  readonly error: unknown;
  /** What the attempt failed with, as the runtime or the gateway said it (`beforeRetry`'s `error`). */
  readonly reason: unknown;
}

/** What an observer is told of one call while it runs. Neither is awaited, and what they throw is ignored. */
export interface CallWatch {
  /** Attempt number `attempt` is signed and about to be sent; `param` is the signed `param` string. */
  sending?(attempt: number, param: string): void;
  /** An attempt ended, and the call decided what follows it. */
  attempted?(report: AttemptReport): void;
}

/** One call, as its observers see it start. */
export interface ObservedCall {
  /** The endpoint called: its path and its retry policy (with the merchant keys of a write). */
  readonly endpoint: AnyEndpoint;
  /** The params as the call was given them, before validation. */
  readonly params: unknown;
  /** What happened so far: complete once the call has settled. */
  metadata(): CallMetadata;
}

/**
 * What watches every call of a client: a log (`logging()` of `@lintas/core/logging`) or a tracer
 * (`tracing()` of `@lintas/core/tracing`), each in an entry point of its own, so that a client without
 * them bundles none of their code. An observer never changes a call: the client ignores what it throws.
 *
 * @example
 * ```ts
 * import { createClient } from '@lintas/core';
 * import { logging } from '@lintas/core/logging';
 *
 * const client = createClient({ baseUrl, appId, signer, log: logging({ level: 'debug' }) });
 * ```
 */
export interface CallObserver {
  /**
   * Runs one call: calls `run` once, with what watches its attempts, and settles as the promise `run`
   * returns does, once it has written its line or ended its span.
   */
  observe<TData>(call: ObservedCall, run: (watch: CallWatch | undefined) => Promise<TData>): Promise<TData>;
}
