import { createDemoMerchant, startSandbox, type Sandbox } from '@lintas/sandbox';
import type { DemoConfig } from './config.js';
import { startReceiver, type Receiver } from './receiver.js';
import type { Resources } from './resources.js';

/** What the demo runs against, and the receiver of its notifications. */
export interface Target {
  readonly baseUrl: string;
  readonly appId: string;
  /** Goes to the signer and nowhere else. */
  readonly privateKey: string;
  /** The embedded sandbox, or `undefined` against a real gateway. */
  readonly sandbox: Sandbox | undefined;
  readonly receiver: Receiver;
}

/**
 * Opens the target of `config`: the gateway it names, or the embedded sandbox on 127.0.0.1 with a
 * freshly generated demo merchant whose payout notifications go to the receiver. What it starts is
 * registered in `resources`.
 */
export async function openTarget(config: DemoConfig, resources: Resources): Promise<Target> {
  if (config.target === 'gateway') {
    const receiver = await startReceiver({
      platformPublicKey: config.platformPublicKey,
      port: config.receiverPort,
      publicBaseUrl: config.notifyBaseUrl,
    });
    resources.defer(() => receiver.close());
    return { baseUrl: config.baseUrl, appId: config.appId, privateKey: config.privateKey, sandbox: undefined, receiver };
  }
  // Quick notification retries: a refused delivery shows in the report within a second.
  const sandbox = await startSandbox({ notifications: { backoffMs: [50, 200, 500] } });
  resources.defer(() => sandbox.close());
  const receiver = await startReceiver({ platformPublicKey: sandbox.platformPublicKey, port: config.receiverPort });
  resources.defer(() => receiver.close());
  const merchant = createDemoMerchant(sandbox, { payoutNotifyUrl: receiver.url('payouts') });
  return { baseUrl: sandbox.url, appId: merchant.appId, privateKey: merchant.privateKey, sandbox, receiver };
}
