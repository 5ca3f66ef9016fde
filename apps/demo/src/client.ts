import { type CallJournal, type ClientConfig, type ClientHooks, createClient, type Signer } from '@lintas/core';
import { useEveryFamily } from './families.js';

/** What the demo's client is built from. */
export interface DemoClientOptions {
  readonly baseUrl: string;
  readonly appId: string;
  readonly signer: Signer;
  readonly hooks: ClientHooks;
  /** Sends each attempt instead of the global `fetch` (the console and `--verbose` record them). */
  readonly fetch?: NonNullable<ClientConfig['fetch']>;
  /** Writes each money-moving call ahead (the end-of-day scenario matches the day's package with it). */
  readonly journal?: CallJournal;
}

/** The demo's retries: a short backoff, as the demo shows retries happen and need not wait for them. */
export const demoRetry = { limit: 2, initialDelay: 50, backoffLimit: 500, maxRetryAfter: 2_000 } as const;

/** How long the demo's clients wait for an answer, in milliseconds. */
export const demoTimeout = 10_000;

/** One client with every API family (`demoPlugins`), as a merchant using all of them would build it. */
export function createDemoClient(options: DemoClientOptions) {
  return useEveryFamily(
    createClient({
      ...options,
      retry: demoRetry,
      timeout: demoTimeout,
    }),
  );
}

/** The demo's client, with every family. */
export type DemoClient = ReturnType<typeof createDemoClient>;
