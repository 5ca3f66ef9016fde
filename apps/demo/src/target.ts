import { rsaSha256Signer } from '@lintas/core';
import { createDemoMerchant, generateMerchantKeys, startSandbox } from '@lintas/sandbox';
import { createDemoClient } from './client.js';
import { ConfigError, type DemoConfig } from './config.js';
import { type Receiver, type ReceiverOptions, startReceiver } from './receiver.js';
import type { Resources } from './resources.js';
import { embeddedDriver, remoteDriver, type SandboxDriver } from './sandbox-driver.js';

/** What the demo runs against, and the receiver of its notifications. */
export interface Target {
  readonly baseUrl: string;
  readonly appId: string;
  /** Goes to the signer and nowhere else. */
  readonly privateKey: string;
  /** The sandbox's controls (embedded or over HTTP), or `undefined` against a real gateway. */
  readonly sandbox: SandboxDriver | undefined;
  readonly receiver: Receiver;
}

async function platformPublicKeyOf(sandboxUrl: string): Promise<string> {
  try {
    const response = await fetch(`${sandboxUrl}/__sandbox/info`);
    const info = (await response.json()) as { platformPublicKey?: unknown };
    if (typeof info.platformPublicKey === 'string') return info.platformPublicKey;
  } catch {
    // Reported below: nothing that answers like a sandbox is there.
  }
  throw new ConfigError(
    `no Lintas sandbox answered at ${sandboxUrl}/__sandbox/info: start one with \`pnpm sandbox\`, or check the URL`,
  );
}

type ReceiverListeners = Pick<ReceiverOptions, 'onReceived' | 'onRefused' | 'onDelivery'>;

/**
 * Starts the receiver of `merchant`'s notifications, which confirms each with the gateway through a
 * client of that merchant, made as the scenarios' is. It is a client of its own: the receiver outlives
 * a run's client (the console runs scenarios again and again), and its lookups are not the calls a
 * scenario counts.
 */
async function startMerchantReceiver(
  merchant: { readonly baseUrl: string; readonly appId: string; readonly privateKey: string },
  options: Omit<ReceiverOptions, 'confirm'>,
  resources: Resources,
): Promise<Receiver> {
  const confirm = createDemoClient({
    baseUrl: merchant.baseUrl,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
    hooks: {},
  });
  const receiver = await startReceiver({ ...options, confirm });
  resources.defer(() => receiver.close());
  return receiver;
}

/**
 * Opens the target of `config`: the gateway it names; a sandbox started separately, where it registers
 * a merchant with a fresh key pair; or the embedded sandbox on 127.0.0.1 with a freshly generated demo
 * merchant. The merchant's payout notifications go to the receiver, which confirms each notification
 * with the gateway under the merchant's appId. What it starts is registered in `resources`; `listeners`
 * hear of each notification the receiver accepts or refuses, and of each delivery.
 */
export async function openTarget(
  config: DemoConfig,
  resources: Resources,
  listeners: ReceiverListeners = {},
): Promise<Target> {
  if (config.target === 'gateway') {
    const merchant = { baseUrl: config.baseUrl, appId: config.appId, privateKey: config.privateKey };
    const receiver = await startMerchantReceiver(
      merchant,
      {
        ...listeners,
        platformPublicKey: config.platformPublicKey,
        port: config.receiverPort,
        publicBaseUrl: config.notifyBaseUrl,
      },
      resources,
    );
    return { ...merchant, sandbox: undefined, receiver };
  }
  if (config.target === 'remote-sandbox') {
    const platformPublicKey = await platformPublicKeyOf(config.sandboxUrl);
    const sandbox = remoteDriver(config.sandboxUrl);
    const keys = generateMerchantKeys();
    const { appId } = await sandbox.addMerchant({ publicKey: keys.publicKey });
    const merchant = { baseUrl: config.sandboxUrl, appId, privateKey: keys.privateKey };
    const receiver = await startMerchantReceiver(
      merchant,
      { ...listeners, platformPublicKey, port: config.receiverPort },
      resources,
    );
    // The dashboard's "Disbursement Notification URL", once the receiver listens.
    await sandbox.updateMerchant({ appId, payoutNotifyUrl: receiver.url('payouts') });
    return { ...merchant, sandbox, receiver };
  }
  // Quick notification retries: a refused delivery shows in the report within a second.
  const sandbox = await startSandbox({ notifications: { backoffMs: [50, 200, 500] } });
  resources.defer(() => sandbox.close());
  const { appId, privateKey } = createDemoMerchant(sandbox);
  const merchant = { baseUrl: sandbox.url, appId, privateKey };
  const receiver = await startMerchantReceiver(
    merchant,
    { ...listeners, platformPublicKey: sandbox.platformPublicKey, port: config.receiverPort },
    resources,
  );
  sandbox.updateMerchant({ appId, payoutNotifyUrl: receiver.url('payouts') });
  return { ...merchant, sandbox: embeddedDriver(sandbox), receiver };
}
