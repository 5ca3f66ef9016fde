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
