import type { FaultRegistry } from './faults/fault-registry.js';
import type { HitCounter } from './faults/hit-counter.js';
import type { LogChanges } from './logging/log-changes.js';
import type { RequestLog } from './logging/request-log.js';
import type { Notifier } from './notifications/notifier.js';
import type { RateLimiter } from './protocol/rate-limiter.js';
import type { ReportUrlSigner } from './reports/report-url-signer.js';
import type { SnapState } from './snap/snap-state.js';
import type { ChannelCatalog } from './state/channels.js';
import type { Store } from './state/store.js';
import type { IdGenerator } from './utils/ids.js';
import type { TimerSet } from './utils/timer-set.js';

/** Settings resolved from the start options. */
export interface SandboxSettings {
  readonly timestampWindowMs: number;
  readonly reportUrlTtlMs: number;
  /** Delay after which created payments, payouts and refunds complete by themselves; `null` = never. */
  readonly autoProgressDelayMs: number | null;
  /** How long a SNAP access token is valid. */
  readonly snapTokenTtlMs: number;
}

/** What operations, lifecycle steps and routes share: one per running sandbox. */
export interface SandboxContext {
  readonly store: Store;
  /** The SNAP sites' state: access tokens, the day's `X-EXTERNAL-ID`s, transactions. */
  readonly snap: SnapState;
  readonly ids: IdGenerator;
  readonly notifier: Notifier;
  readonly faults: FaultRegistry;
  readonly hits: HitCounter;
  /** The last requests to the gateway API. */
  readonly requests: RequestLog;
  /** Wakes the readers that follow the request and delivery logs. */
  readonly logChanges: LogChanges;
  readonly rateLimiter: RateLimiter;
  readonly reportSigner: ReportUrlSigner;
  /** Auto-progress timers, cancelled on close. */
  readonly timers: TimerSet;
  readonly settings: SandboxSettings;
  /** The channels the sandbox accepts: the documented ones and those given at start. */
  readonly channels: ChannelCatalog;
  /** The sandbox's base URL (known once it listens), used in the URLs it hands out. */
  readonly url: () => string;
  /** Platform public key (bare base64 SPKI DER) that verifies notification signatures. */
  readonly platformPublicKey: string;
  readonly now: () => number;
}
