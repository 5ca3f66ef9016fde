import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { SandboxContext } from './context.js';
import { type SandboxControls, sandboxControls } from './control/sandbox-controls.js';
import { FaultRegistry } from './faults/fault-registry.js';
import { HitCounter } from './faults/hit-counter.js';
import { exportPublicKey, importPrivateKey, importPublicKey } from './keys/import-key.js';
import { LogChanges } from './logging/log-changes.js';
import { RequestLog } from './logging/request-log.js';
import { Notifier } from './notifications/notifier.js';
import { operationsByPath } from './operations/index.js';
import type { SandboxOptions } from './options.js';
import { RateLimiter } from './protocol/rate-limiter.js';
import { ReportUrlSigner } from './reports/report-url-signer.js';
import { createApp } from './server/create-app.js';
import { gatewayHandler } from './server/gateway-handler.js';
import { gatewayPrefix, nodeGateway } from './server/node-gateway.js';
import { snapHandler } from './snap/snap-handler.js';
import { snapProfileOf } from './snap/snap-profiles.js';
import { SnapState } from './snap/snap-state.js';
import { ChannelCatalog } from './state/channels.js';
import { Store } from './state/store.js';
import { IdGenerator } from './utils/ids.js';
import { TimerSet } from './utils/timer-set.js';

/** A running sandbox: its address, its platform key, and every control method. */
export interface Sandbox extends SandboxControls {
  /** Base URL, e.g. `http://127.0.0.1:41234`; the SDK's gateway URL. */
  readonly url: string;
  /** The port it listens on. */
  readonly port: number;
  /** The interface it is bound to. */
  readonly host: string;
  /** Platform public key (bare base64 SPKI DER) that verifies notification signatures. */
  readonly platformPublicKey: string;
  /** Stops listening, drops open connections, cancels pending notifications and auto-progress. */
  close(): Promise<void>;
}

/** Requests kept for `requests()` and the home page. */
const REQUEST_LOG_LIMIT = 500;

function platformKeyPair(options: SandboxOptions): { privateKey: KeyObject; publicKey: KeyObject } {
  if (options.platformKeys) {
    return {
      privateKey: importPrivateKey(options.platformKeys.privateKey, 'platformKeys.privateKey'),
      publicKey: importPublicKey(options.platformKeys.publicKey, 'platformKeys.publicKey'),
    };
  }
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function baseUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Starts a stateful local emulator of the gateway on `127.0.0.1` (a random port by default).
 *
 * @example
 * ```ts
 * import { startSandbox, createDemoMerchant } from '@lintas/sandbox';
 *
 * const sandbox = await startSandbox();
 * const merchant = createDemoMerchant(sandbox); // { appId, privateKey, publicKey }
 * // point the SDK at sandbox.url, sign with merchant.privateKey, verify notifications with
 * // sandbox.platformPublicKey, then drive payments: sandbox.completePayment({ transactionId })
 * await sandbox.close();
 * ```
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const keys = platformKeyPair(options);
  const ids = new IdGenerator();
  let url = '';
  const logChanges = new LogChanges();
  const context: SandboxContext = {
    store: new Store(),
    snap: new SnapState(),
    ids,
    notifier: new Notifier(keys.privateKey, ids, options.notifications, (entry) => {
      options.onDelivery?.(entry);
      logChanges.changed();
    }),
    faults: new FaultRegistry(),
    hits: new HitCounter(),
    requests: new RequestLog(REQUEST_LOG_LIMIT, (entry) => {
      options.onRequest?.(entry);
      logChanges.changed();
    }),
    logChanges,
    rateLimiter: new RateLimiter(),
    reportSigner: new ReportUrlSigner(),
    timers: new TimerSet(),
    settings: {
      timestampWindowMs: options.timestampWindowMs ?? 5 * 60 * 1000,
      reportUrlTtlMs: options.reportUrlTtlMs ?? 10 * 60 * 1000,
      autoProgressDelayMs: options.autoProgress?.delayMs ?? null,
      snapTokenTtlMs: options.snap?.tokenTtlMs ?? 15 * 60 * 1000,
    },
    channels: new ChannelCatalog(options.channels),
    url: () => url,
    platformPublicKey: exportPublicKey(keys.publicKey),
    now: () => Date.now(),
  };
  const controls = sandboxControls(context);
  for (const merchant of options.merchants ?? []) controls.addMerchant(merchant);

  const app = createApp(context, controls);
  const operations = operationsByPath();
  const gateway = nodeGateway(gatewayHandler(context, operations));
  const snap = nodeGateway(snapHandler(context, operations));
  const pages = getRequestListener(app.fetch);
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith(gatewayPrefix)) gateway(request, response);
    else if (snapProfileOf(request.url ?? '/')) snap(request, response);
    else void pages(request, response);
  });
  const address = await listen(server, options.port ?? 0, host);
  url = baseUrl(host, address.port);

  let closed: Promise<void> | undefined;
  return {
    ...controls,
    url,
    port: address.port,
    host,
    platformPublicKey: context.platformPublicKey,
    close() {
      closed ??= new Promise<void>((resolve) => {
        context.timers.clear();
        context.notifier.close();
        logChanges.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
