import { envelopeParam } from '../envelope.js';
import { CallAbortedError } from '../errors/call-aborted-error.js';
import { isLintasError } from '../errors/lintas-error.js';
import { SignatureError } from '../errors/signature-error.js';
import { SigningTimeoutError } from '../errors/signing-timeout-error.js';
import { isLocalSigner } from '../signing/local-signers.js';
import type { ProtocolRequest } from '../types/protocol.js';
import type { AttemptKey, AttemptTarget } from './attempt-target.js';
import { inTime, type StepResult } from './in-time.js';
import { merchantKeys } from './journal.js';

/** How signing one attempt ended: its request, or the typed error it fails with, nothing sent. */
export type Signing =
  | { readonly signed: true; readonly request: ProtocolRequest }
  | {
      readonly signed: false;
      /** `CallAbortedError`, `SigningTimeoutError`, or the signer's failure as a `SignatureError`. */
      readonly error: unknown;
      /** Whether the attempt's deadline passed first. */
      readonly late: boolean;
      /** Whether another attempt may succeed: the protocol could not prepare this one for now. */
      readonly unsent: boolean;
    };

/**
 * Signs one attempt's request inside the attempt's deadline (`timeout` from `startedAt`, which the
 * send then shares) and the caller's signal: the envelope's `param` with `key`'s signer, or the
 * request of the client's protocol (SNAP: its access token, its store and its signature). A signer
 * that signs in memory (`rsaSha256Signer`) cannot hang and signs without a timer or an extra turn; any
 * other signer, and every protocol, is raced, and given a signal that aborts when the call stops
 * waiting. A request signed after the deadline (a signer that held the thread) is not sent either.
 * Never rejects.
 */
export async function signAttempt(target: AttemptTarget, key: AttemptKey, startedAt: number): Promise<Signing> {
  const { protocol } = target.transport;
  let request: ProtocolRequest;
  if (!protocol && isLocalSigner(key.signer)) {
    try {
      request = await signEnvelope(target, key, undefined);
    } catch (error) {
      return unsigned(target, 'refused', error);
    }
  } else {
    const end = await inTime(
      (signal) => (protocol ? protocol.request(target, { signal }) : signEnvelope(target, key, signal)),
      target,
      protocol ? 'the request' : 'the signer',
    );
    if (end.result !== 'done') return unsigned(target, end.result, end.cause);
    if ('unsent' in end.value) return { signed: false, error: end.value.unsent, late: false, unsent: true };
    request = end.value;
  }
  if (target.timeout !== false && performance.now() - startedAt >= target.timeout)
    return unsigned(target, 'late', new Error(`the request was signed after the ${target.timeout} ms deadline`));
  return { signed: true, request };
}

/**
 * The envelope of an attempt signed with `key` (its `param` again, or a new one), given `signal` when
 * the signer may do I/O (a KMS, an HSM); a signer that signs in memory is given none.
 */
async function signEnvelope(
  target: AttemptTarget,
  { signer, param: again }: AttemptKey,
  signal: AbortSignal | undefined,
): Promise<ProtocolRequest> {
  const { transport } = target;
  const param = again ?? envelopeParam(target.params, transport);
  const sign = await (signal ? signer.sign(param, { signal }) : signer.sign(param));
  return { body: JSON.stringify({ appId: transport.appId, sign, param }), param, keyId: signer.keyId };
}

/**
 * The typed error of an attempt whose signing ended as `result`: the caller's abort, the deadline
 * (nothing sent; the same keys are safe to send again), or the signer's failure, as a `SignatureError`
 * (`sign-failed`) with the signer's error as `cause` unless it is one of Lintas's own.
 */
function unsigned(target: AttemptTarget, result: Exclude<StepResult, 'done'>, cause: unknown): Signing {
  const { path, signal, endpoint } = target;
  if (signal?.aborted)
    return { signed: false, error: new CallAbortedError(path, { cause: signal.reason }), late: false, unsent: false };
  if (result === 'late') {
    const keys = merchantKeys(endpoint, target.params);
    const error = new SigningTimeoutError(path, keys, target.timeout || 0, { cause });
    return { signed: false, error, late: true, unsent: false };
  }
  // A protocol's own failures (no access token, a site the endpoint is not on) reach the caller as they are.
  if (isLintasError(cause) || target.transport.protocol)
    return { signed: false, error: cause, late: false, unsent: false };
  const message = `${path} was not sent: its signer failed (see cause). Nothing was sent; send the call again with the same keys once the signer works`;
  return { signed: false, error: new SignatureError('sign-failed', message, { cause }), late: false, unsent: false };
}
