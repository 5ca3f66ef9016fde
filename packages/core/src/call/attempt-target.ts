import type { Signer } from '../signing/signer.js';
import type { CallWatch } from '../types/observer.js';
import type { ProtocolCall } from '../types/protocol.js';
import type { Transport } from './transport.js';

/**
 * What one attempt needs: the call's params to sign (without `timestamp`), where to send them, its
 * timeout and the caller's signal; as a client's protocol sees the call, when it has one.
 */
export interface AttemptTarget extends ProtocolCall {
  readonly transport: Transport;
  /** The endpoint's path, as hooks name it. */
  readonly path: string;
  readonly timeout: number | false;
  readonly signal: AbortSignal | undefined;
  /** What the client's observers watch the call with, if it has any. */
  readonly watch: CallWatch | undefined;
}

/**
 * What signs one request of an attempt (the envelope's; a client's protocol signs its own): one of the
 * client's signers, over a new `param` or over the `param` of the attempt's request the gateway
 * refused with 21001, signed again as it is with the next key.
 */
export interface AttemptKey {
  readonly signer: Signer;
  /** The `param` to sign again; `undefined`: a new one, with a fresh `timestamp`. */
  readonly param: string | undefined;
}
