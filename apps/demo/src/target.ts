import { createDemoMerchant, generateMerchantKeys, startSandbox } from '@lintas/sandbox';
import { ConfigError, type DemoConfig } from './config.js';
import { startReceiver, type Receiver, type ReceiverOptions } from './receiver.js';
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

/**
 * Opens the target of `config`: the gateway it names; a sandbox started separately, where it registers
 * a merchant with a fresh key pair; or the embedded sandbox on 127.0.0.1 with a freshly generated demo
 * merchant. The merchant's payout notifications go to the receiver. What it starts is registered in
 * `resources`; `listeners` hear of each notification the receiver accepts or refuses, and of each delivery.
 */
export async function openTarget(
  config: DemoConfig,
  resources: Resources,
  listeners: Pick<ReceiverOptions, 'onReceived' | 'onRefused' | 'onDelivery'> = {},
): Promise<Target> {
  if (config.target === 'gateway') {
    const receiver = await startReceiver({
      ...listeners,
      platformPublicKey: config.platformPublicKey,
      port: config.receiverPort,
      publicBaseUrl: config.notifyBaseUrl,
    });
    resources.defer(() => receiver.close());
    return {
      baseUrl: config.baseUrl,
      appId: config.appId,
      privateKey: config.privateKey,
      sandbox: undefined,
      receiver,
    };
  }
  if (config.target === 'remote-sandbox') {
    const receiver = await startReceiver({
      ...listeners,
      platformPublicKey: await platformPublicKeyOf(config.sandboxUrl),
      port: config.receiverPort,
    });
    resources.defer(() => receiver.close());
    const sandbox = remoteDriver(config.sandboxUrl);
    const keys = generateMerchantKeys();
    const { appId } = await sandbox.addMerchant({
      publicKey: keys.publicKey,
      payoutNotifyUrl: receiver.url('payouts'),
    });
    return { baseUrl: config.sandboxUrl, appId, privateKey: keys.privateKey, sandbox, receiver };
  }
  // Quick notification retries: a refused delivery shows in the report within a second.
  const sandbox = await startSandbox({ notifications: { backoffMs: [50, 200, 500] } });
  resources.defer(() => sandbox.close());
  const receiver = await startReceiver({
    ...listeners,
    platformPublicKey: sandbox.platformPublicKey,
    port: config.receiverPort,
  });
  resources.defer(() => receiver.close());
  const merchant = createDemoMerchant(sandbox, { payoutNotifyUrl: receiver.url('payouts') });
  return {
    baseUrl: sandbox.url,
    appId: merchant.appId,
    privateKey: merchant.privateKey,
    sandbox: embeddedDriver(sandbox),
    receiver,
  };
}
