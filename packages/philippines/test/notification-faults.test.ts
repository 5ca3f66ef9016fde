import { generateKeyPairSync } from 'node:crypto';
import {
  createNotificationHandler,
  type NotificationHandlerOptions,
  rsaSha256Verifier,
  signNotification,
  toNodeListener,
} from '@lintas/core';
import { captureBodies, until, useListeners, useSandbox as useSandboxWith } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { philippines } from '../src/index.js';
import { uniqueId } from './setup-sandbox.js';

// The findings of a review of the notification handler under its dependencies' faults, each over real
// HTTP: the sandbox signs and sends the notifications with a platform key this file holds, so a test can
// also sign a payload the gateway's pages allow but the sandbox never sends.

const platform = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const setup = useSandboxWith(philippines, { platformKeys: platform });
const listen = useListeners();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const paymentQuery = '/open-api/philippines/payment/query';

const post = async (url: string, body: string) =>
  (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status;

/** A payment of the merchant's own, of 500.10 PHP, notified to `notifyUrl`. */
function createPayment(mchOrderId: string, notifyUrl: string) {
  return setup.client.philippines.createPayment({
    mchOrderId,
    amount: 50_010,
    customerName: 'Ana Reyes',
    channelCode: 'PH_GCASH_URL',
    email: 'ana@example.com',
    mobile: '09191234567',
    notifyUrl,
  });
}

/** The merchant's own payment, paid: the signed `payment.success` the sandbox sent for it. */
async function paidNotification(): Promise<{ body: string; mchOrderId: string }> {
  const capture = await captureBodies(listen);
  const mchOrderId = uniqueId('order');
  const payment = await createPayment(mchOrderId, capture.url);
  setup.sandbox.completePayment({ transactionId: payment.transactionId });
  await until(() => capture.bodies.length > 0);
  return { body: capture.bodies[0] as string, mchOrderId };
}

/** The merchant's receiver: counts its listener's runs, and how many ran at once at most. */
async function receiver(options: Partial<NotificationHandlerOptions<[typeof philippines], typeof setup.client>>) {
  const seen = { runs: 0, running: 0, mostAtOnce: 0, errors: [] as unknown[] };
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: platform.publicKey }),
    plugins: [philippines],
    confirm: setup.client,
    onError: (error) => void seen.errors.push(error),
    ...options,
    on: {
      'payment.success': async () => {
        seen.runs += 1;
        seen.running += 1;
        seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
        await pause(600);
        seen.running -= 1;
      },
    },
  });
  return { url: await listen(toNodeListener(handler)), seen };
}

describe('finding 1: a lookup slower than the claim’s lease', () => {
  it('never runs the listener twice at once: the slow lookup ends inside the lease and is answered 503', async () => {
    const leaseMs = 1000;
    const { url, seen } = await receiver({ leaseMs });
    const { body } = await paidNotification();
    // The gateway answers the first lookup after 1.5 leases; the client's own timeout (30 s) would wait.
    setup.sandbox.injectFault({ path: paymentQuery, kind: 'delay', delayMs: leaseMs * 1.5, times: 1 });
    const first = post(url, body);
    // The gateway gave up on the first delivery and delivers again once the first lease lapsed.
    await pause(leaseMs * 1.1);
    const second = post(url, body);
    const statuses = [await first, await second, await post(url, body)];
    expect(seen.mostAtOnce).toBe(1);
    expect(seen.runs).toBe(1);
    expect(statuses).toEqual([503, 200, 200]);
  });
});

describe('finding 4: an event whose status contradicts its name', () => {
  it('never runs the success listener for a payment.success that says FAILED, though the record is FAILED too', async () => {
    const { url, seen } = await receiver({});
    const mchOrderId = uniqueId('failed');
    const payment = await createPayment(mchOrderId, (await captureBodies(listen)).url);
    setup.sandbox.failPayment({ transactionId: payment.transactionId });
    // Signed with the platform key: the gateway's pages do not rule such a payload out.
    const { body } = await signNotification(
      {
        eventName: 'payment.success',
        mchOrderId,
        transactionId: payment.transactionId,
        amount: 50_010,
        transactionStatus: 'FAILED',
      },
      { privateKey: platform.privateKey, plugins: [philippines] },
    );
    const lookups = setup.sandbox.hits(paymentQuery);
    const status = await post(url, body);
    expect(seen.runs).toBe(0);
    expect(status).toBe(400);
    // Refused as it was read: nothing was looked up.
    expect(setup.sandbox.hits(paymentQuery)).toBe(lookups);
    expect(seen.errors).toMatchObject([
      {
        name: 'NotificationPayloadError',
        issues: [{ path: 'transactionStatus', message: expect.stringContaining('contradicts payment.success') }],
      },
    ]);
  });
});
