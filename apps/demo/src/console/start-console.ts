import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { rsaSha256Signer } from '@lintas/core';
import type { DemoConfig } from '../config.js';
import type { Resources } from '../resources.js';
import { openTarget } from '../target.js';
import { createCatalog } from './catalog.js';
import { consoleApp } from './console-app.js';
import { createEventHub } from './event-hub.js';
import { startSnapNotifications } from './snap-notifications.js';

/** Options of {@link startConsole}. */
export interface ConsoleOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  readonly port: number;
  /**
   * Host names the console also answers under (a name of this machine in /etc/hosts, a tunnel's name),
   * besides localhost, 127.0.0.0/8 and [::1]; any other `Host` is refused (403).
   */
  readonly allowedHosts?: readonly string[];
}

/** A running console. */
export interface RunningConsole {
  /** The page's URL, e.g. `http://127.0.0.1:8791/`. */
  readonly url: string;
  /** What the console drives: the gateway or sandbox URL and the merchant. */
  readonly baseUrl: string;
  readonly appId: string;
}

/**
 * Starts the QA console on 127.0.0.1: opens the target of `config` (the embedded sandbox, a sandbox
 * started separately, or a real gateway) with a notification receiver, and serves the page and its
 * JSON API. Everything it starts is registered in `resources`.
 */
export async function startConsole(
  config: DemoConfig,
  resources: Resources,
  options: ConsoleOptions,
): Promise<RunningConsole> {
  const hub = createEventHub();
  const target = await openTarget(config, resources, {
    onReceived: (notification) => hub.publish({ type: 'notification', notification }),
    onRefused: (refused) => hub.publish({ type: 'refused', refused }),
    onDelivery: (delivery) => hub.publish({ type: 'delivery', delivery }),
  });
  // A sandbox's SNAP merchants, which the console adds, send their payment notifications here.
  const snapNotifications = target.sandbox
    ? await startSnapNotifications(target.baseUrl, resources, (notification) =>
        hub.publish({ type: 'notification', notification }),
      )
    : undefined;
  const app = consoleApp({
    config,
    target,
    catalog: createCatalog(),
    hub,
    signer: await rsaSha256Signer({ privateKey: target.privateKey }),
    ...(snapNotifications ? { snapNotifications } : {}),
    ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  resources.defer(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, baseUrl: target.baseUrl, appId: target.appId };
}
