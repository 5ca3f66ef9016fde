import type { MerchantInput } from './control/merchant-controls.js';
import type { RequestLogEntry } from './logging/request-log.js';
import type { DeliveryLogEntry, NotificationOptions } from './notifications/types.js';
import type { ChannelInput } from './state/channels.js';

/** Options of {@link startSandbox}. */
export interface SandboxOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  readonly port?: number;
  /** Interface to bind; default `127.0.0.1`. The control API only answers local callers either way. */
  readonly host?: string;
  /** Merchants registered at start. */
  readonly merchants?: readonly MerchantInput[];
  /**
   * Channels to accept besides the documented ones (`gatewayChannels`): those your gateway
   * account has that no public page shows. A request naming any other channel is refused with 21005
   * "Merchant channel is unavailable".
   */
  readonly channels?: readonly ChannelInput[];
  /**
   * The platform key pair that signs notifications (bare base64 PKCS#8/SPKI DER or PEM); a fresh
   * 2048-bit pair is generated when absent.
   */
  readonly platformKeys?: { readonly privateKey: string; readonly publicKey: string };
  /** Accepted distance between a request's `timestamp` and the sandbox clock; default 300000 (±5 min). */
  readonly timestampWindowMs?: number;
  /** Notification retry policy. */
  readonly notifications?: NotificationOptions;
  /** Complete created payments, payouts and refunds by themselves after `delayMs`. Off by default. */
  readonly autoProgress?: { readonly delayMs: number };
  /** The SNAP sites (`/v2.0/`, `/v2.1/`): how long an access token is valid, in ms; default 900000 (15 min). */
  readonly snap?: { readonly tokenTtlMs?: number };
  /** Validity of report download URLs; default 600000 (10 min). */
  readonly reportUrlTtlMs?: number;
  /**
   * Told of each request to the gateway API once it is answered (the CLI prints one line each). The
   * sandbox prints nothing by itself: without this, it stays quiet.
   */
  readonly onRequest?: (entry: RequestLogEntry) => void;
  /** Told of each notification delivery attempt once it ends (the CLI prints one line each). */
  readonly onDelivery?: (entry: DeliveryLogEntry) => void;
}
