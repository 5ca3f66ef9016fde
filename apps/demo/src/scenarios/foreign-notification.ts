import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { rsaSha256Signer } from '@lintas/core';
import { createDemoClient } from '../client.js';
import type { SandboxDriver } from '../sandbox-driver.js';
import type { DemoContext } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { phWalletPayment } from './payer.js';

/** The step's title. */
export const FOREIGN_TITLE = "another merchant's notification refused at confirmation (HTTP 409)";

/** A fresh merchant key pair (base64 DER), made off the event loop. */
async function merchantKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const keys = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'der' },
  });
  return { publicKey: keys.publicKey.toString('base64'), privateKey: keys.privateKey.toString('base64') };
}

/**
 * The attack that confirmation stops: another merchant of the same gateway pays an order in its own
 * account with the demo's notification URL as its `notifyUrl`. The gateway signs that `payment.success`
 * with its one platform key and delivers it here: the signature verifies, but the receiver looks the
 * payment up under the demo's appId, finds none, and answers HTTP 409 to every delivery, never
 * acknowledging it. Without `confirm` the receiver would record it as the demo's own payment.
 */
export async function foreignNotificationRefused(context: DemoContext, sandbox: SandboxDriver, steps: Steps) {
  const { receiver } = context;
  await steps.run(FOREIGN_TITLE, async () => {
    const keys = await merchantKeys();
    const { appId } = await sandbox.addMerchant({ publicKey: keys.publicKey });
    const other = createDemoClient({
      baseUrl: context.baseUrl,
      appId,
      signer: await rsaSha256Signer({ privateKey: keys.privateKey }),
      hooks: {},
    });
    const notifyUrl = receiver.url('payments');
    // Letters and digits only, as every family's lookup of a payment takes it (WebPay's detail does).
    const mchOrderId = context.newId('other').replaceAll('-', '');
    const payment = await other.neutral.createPayment(phWalletPayment(mchOrderId, 4_200, notifyUrl));
    await sandbox.completePayment({ transactionId: payment.transactionId, appId });
    await sandbox.notificationsIdle();

    const key = `payment.success:${payment.transactionId}`;
    const deliveries = (await sandbox.deliveries()).filter(
      (delivery) => delivery.url === notifyUrl && delivery.param.includes(`"${payment.transactionId}"`),
    );
    check(deliveries.length > 0, `the gateway delivered no notification of ${payment.transactionId} to ${notifyUrl}`);
    const refusals = receiver.refused.filter((refused) => refused.key === key);
    for (const delivery of deliveries) {
      checkEqual(delivery.eventName, 'payment.success', 'the event delivered');
      check(
        delivery.httpStatus === 409,
        `attempt ${delivery.attempt} was answered HTTP ${delivery.httpStatus}, expected 409 (${refusals[0]?.reason})`,
      );
      check(delivery.status !== 'acknowledged', `attempt ${delivery.attempt} was acknowledged`);
    }
    checkEqual(refusals.length, deliveries.length, 'the deliveries the receiver refused');
    for (const refused of refusals) {
      checkEqual(refused.stage, 'confirmation', 'the stage it was refused at');
      checkEqual(refused.notConfirmed, 'not-found', 'why it was not confirmed');
    }
    check(
      !receiver.received.some((notification) => notification.key === key),
      `the receiver recorded ${key} as the demo's own`,
    );
    return passed(
      `payment.success of ${payment.transactionId}, paid to merchant ${appId}, signed by the gateway: verified, not found under this appId, ${deliveries.length} deliveries each answered HTTP 409, never acknowledged`,
    );
  });
}
