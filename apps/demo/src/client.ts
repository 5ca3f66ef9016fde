import { type ClientConfig, type ClientHooks, createClient, type Signer } from '@lintas/core';
import { directDebit } from '@lintas/direct-debit';
import { indonesia } from '@lintas/indonesia';
import { malaysia } from '@lintas/malaysia';
import { neutral } from '@lintas/neutral';
import { philippines } from '@lintas/philippines';
import { splitV1 } from '@lintas/split-v1';
import { thailand } from '@lintas/thailand';

/** What the demo's client is built from. */
export interface DemoClientOptions {
  readonly baseUrl: string;
  readonly appId: string;
  readonly signer: Signer;
  readonly hooks: ClientHooks;
  /** Sends each attempt instead of the global `fetch` (the console and `--verbose` record them). */
  readonly fetch?: NonNullable<ClientConfig['fetch']>;
}

/**
 * Every API family the demo uses, in the order its client adds them: the notification receiver reads
 * and confirms the events these families declare.
 */
export const demoPlugins = [neutral, philippines, indonesia, thailand, malaysia, splitV1, directDebit] as const;

/** One client with every API family ({@link demoPlugins}), as a merchant using all of them would build it. */
export function createDemoClient(options: DemoClientOptions) {
  return createClient({
    ...options,
    // Short backoff: the demo shows retries happen, it does not need to wait for them.
    retry: { limit: 2, initialDelay: 50, backoffLimit: 500, maxRetryAfter: 2_000 },
    timeout: 10_000,
  })
    .use(neutral)
    .use(philippines)
    .use(indonesia)
    .use(thailand)
    .use(malaysia)
    .use(splitV1)
    .use(directDebit);
}

/** The demo's client, with every family. */
export type DemoClient = ReturnType<typeof createDemoClient>;
