import type { Signer } from '@lintas/core';
import type { Context } from 'hono';
import { createDemoClient, type DemoClient } from '../client.js';
import type { DemoConfig } from '../config.js';
import type { Target } from '../target.js';
import { createIdFactory } from '../utils/ids.js';
import { type CallHistory, createCallHistory } from './call-history.js';
import type { Operation } from './catalog.js';
import { createChannelList } from './channel-list.js';
import type { EventHub } from './event-hub.js';
import { createSnapAccounts, type SnapAccounts } from './snap-calls.js';
import type { SnapNotifications } from './snap-notifications.js';

/** What the console's HTTP app is made with. */
export interface ConsoleAppOptions {
  readonly config: DemoConfig;
  readonly target: Target;
  readonly catalog: readonly Operation[];
  readonly hub: EventHub;
  readonly signer: Signer;
  /** On a sandbox: the receiver of the SNAP merchants' payment notifications. */
  readonly snapNotifications?: SnapNotifications;
  /** Host names the console also answers under, besides localhost, 127.0.0.0/8 and [::1]. */
  readonly allowedHosts?: readonly string[];
}

/** What every group of the console's routes works with: the options, and what the app made of them. */
export interface ConsoleContext extends ConsoleAppOptions {
  /** The client the console's calls go through. */
  readonly client: DemoClient;
  /** A client that checks params through the SDK and never sends (see `checkParams`). */
  readonly checker: DemoClient;
  /** A new merchant id with `prefix`: letters and digits only, as some ids allow nothing else. */
  readonly newId: (prefix: string) => string;
  /** The channel codes a form offers for `channelCode`, by operation and country. */
  readonly channelsOf: ReturnType<typeof createChannelList>;
  readonly history: CallHistory;
  /** The console's SNAP merchants on the sandbox, one per SNAP site. */
  readonly snapAccounts: SnapAccounts;
  /** The operation a route's `:family` and `:name` name, if the console offers it. */
  readonly operationOf: (c: Context) => Operation | undefined;
}

/** The context of the console's routes, made once per app. */
export function createConsoleContext(options: ConsoleAppOptions): ConsoleContext {
  const { target, catalog, signer } = options;
  const ids = createIdFactory();
  const client = createDemoClient({ baseUrl: target.baseUrl, appId: target.appId, signer, hooks: {} });
  const checker = createDemoClient({
    baseUrl: target.baseUrl,
    appId: target.appId,
    signer,
    hooks: {},
    fetch: () => Promise.reject(new Error('the console only checks these params')),
  });
  // A sandbox says which channels it accepts; a gateway lists the channels a checkout can offer.
  const { sandbox } = target;
  const channelsOf = createChannelList(
    sandbox
      ? {
          name: 'sandbox',
          list: async (countryCode) =>
            (await sandbox.channels()).filter((channel) => channel.countryCode === countryCode),
        }
      : {
          name: 'gateway',
          list: async (countryCode) => (await client.neutral.listCheckoutChannels({ countryCode })).list,
        },
  );
  return {
    ...options,
    client,
    checker,
    newId: (prefix) => ids(prefix).replaceAll('-', ''),
    channelsOf,
    history: createCallHistory(target.baseUrl),
    snapAccounts: createSnapAccounts(sandbox, options.snapNotifications),
    operationOf: (c) =>
      catalog.find((operation) => operation.family === c.req.param('family') && operation.name === c.req.param('name')),
  };
}

/** A request's JSON body as an object (anything else reads as `{}`). */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => ({}));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
