import type { DemoClient } from './client.js';
import type { Receiver } from './receiver.js';
import type { SandboxDriver } from './sandbox-driver.js';
import type { Steps } from './steps.js';
import type { Traffic } from './traffic.js';
import type { DemoJournal } from './utils/memory-journal.js';

/** What every scenario works with. */
export interface DemoContext {
  /** One client with every API family. */
  readonly client: DemoClient;
  /**
   * The sandbox (embedded, or started separately and driven over its control API), which plays the
   * payer and the channels (completes payments, authorizes, injects faults); `undefined` against a
   * real gateway.
   */
  readonly sandbox: SandboxDriver | undefined;
  readonly appId: string;
  /** The gateway's (or the sandbox's) base URL the client sends to. */
  readonly baseUrl: string;
  /** The notification receiver: `receiver.url('payments')` is a notifyUrl. */
  readonly receiver: Receiver;
  /** What the client sent and received. */
  readonly traffic: Traffic;
  /** The journal the client writes its money-moving calls ahead to (in memory, for the demo). */
  readonly journal: DemoJournal;
  /** A merchant id unique to this run, e.g. `newId('pay')`. */
  readonly newId: (prefix: string) => string;
  /** Today at the gateway (UTC+8), `YYYY-MM-DD`. */
  readonly today: string;
  /** The groups this run includes (all of them unless `--only` chose some). */
  readonly groups: ReadonlySet<string>;
  /**
   * How many deliveries the receiver had refused and the sandbox had made when this run began. The
   * console runs scenarios again in one process: a run's checks count only what came after.
   */
  readonly before: { readonly refused: number; readonly deliveries: number };
}

/** One scenario: a few dependent steps of one family. */
export interface Scenario {
  /** The group its steps are reported under. */
  readonly family: string;
  run(context: DemoContext, steps: Steps): Promise<void>;
}

/** Why a step is skipped against a real gateway. */
export const NEEDS_SANDBOX = 'needs the sandbox';

/**
 * The sandbox, or `undefined` after recording `titles` as skipped: the steps that drive the sandbox's
 * control API (and those after them) cannot run against a real gateway.
 */
export function sandboxOrSkip(
  context: DemoContext,
  steps: Steps,
  titles: readonly string[],
): SandboxDriver | undefined {
  if (context.sandbox) return context.sandbox;
  for (const title of titles) steps.skip(title, NEEDS_SANDBOX);
  return undefined;
}
