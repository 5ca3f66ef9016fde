import { generateKeyPairSync } from 'node:crypto';
import {
  createClient,
  createNotificationHandler,
  isOutcomeUnknownError,
  type NotificationHandlerOptions,
  rsaSha256Signer,
  rsaSha256Verifier,
  signNotification,
  toNodeListener,
} from '@lintas/core';
import { createDemoMerchant } from '@lintas/sandbox';
import { captureBodies, inPool, until, useListeners, useSandbox as useSandboxWith } from '@lintas/testing';
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
const setup = useSandboxWith(philippines, {
  platformKeys: platform,
  notifications: { maxAttempts: 20, backoffMs: [200, 400, 800], timeoutMs: 5000 },
});
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
  const run = async () => {
    seen.runs += 1;
    seen.running += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
    await pause(600);
    seen.running -= 1;
  };
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: platform.publicKey }),
    plugins: [philippines],
    confirm: setup.client,
    onError: (error) => void seen.errors.push(error),
    ...options,
    on: { 'payment.success': run, 'disbursement.success': run },
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
    // The gateway gave up on the first delivery and delivers again once the first lease lapsed, and once
    // the first delivery answered: sent before that (a slow machine), it would find the claim still held.
    const [firstStatus] = await Promise.all([first, pause(leaseMs * 1.1)]);
    const second = post(url, body);
    const statuses = [firstStatus, await second, await post(url, body)];
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

/** Another merchant of the same gateway: what it pays and is paid is signed with the same platform key. */
async function otherMerchant(payoutNotifyUrl: string) {
  const merchant = createDemoMerchant(setup.sandbox, { payoutNotifyUrl });
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return createClient({ baseUrl: setup.sandbox.url, appId: merchant.appId, signer }).use(philippines);
}

/** A payout's params to a GCash wallet, with fresh keys. */
const payoutParams = (amount: number) => ({
  mchOrderId: uniqueId('payout'),
  idempotencyId: uniqueId('idempotency'),
  amount,
  accountNo: '09171234567',
  accountName: 'Ana Reyes',
  payMethodCode: 'EWALLET' as const,
  transferCode: 'GCASH',
});

/** `count` genuine disbursement.success notifications of another merchant's payouts, as it received them. */
async function othersPayoutNotifications(count: number): Promise<string[]> {
  const capture = await captureBodies(listen);
  const other = await otherMerchant(capture.url);
  for (let index = 0; index < count; index++) {
    const payout = await other.philippines.createPayout(payoutParams(10_000 + index));
    setup.sandbox.completePayout({ transactionId: payout.transactionId });
  }
  await until(() => capture.bodies.length === count);
  return capture.bodies;
}

describe('finding 2: replays spend the merchant’s gateway quota', () => {
  const payoutCheck = '/open-api/disbursement/check';

  it('costs one lookup for 200 replays of one notification of another merchant (payouts cannot be bound to a URL)', async () => {
    const { url, seen } = await receiver({});
    const [replayed] = await othersPayoutNotifications(1);
    const before = setup.sandbox.hits(payoutCheck);
    const statuses = await inPool(
      Array.from({ length: 200 }, () => () => post(url, replayed as string)),
      10,
    );
    expect(setup.sandbox.hits(payoutCheck) - before).toBe(1);
    expect(statuses.filter((status) => status !== 409 && status !== 503)).toEqual([]);
    expect(seen.runs).toBe(0);
  });

  it('leaves the merchant’s own payout and its notification working during a flood of replays, under a 10 requests/s limit', async () => {
    const payouts: string[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: platform.publicKey }),
      plugins: [philippines],
      confirm: setup.client,
      onError: () => undefined,
      on: { 'disbursement.success': (n) => void payouts.push(n.payload.mchOrderId) },
    });
    const url = await listen(toNodeListener(handler));
    const flood = await othersPayoutNotifications(40);
    const { appId } = setup.merchant;
    setup.sandbox.updateMerchant({ appId, payoutNotifyUrl: url, rateLimitPerSecond: 10 });
    let flooding = true;
    try {
      // Every replay, 20 at a time, over and over for as long as the merchant pays out.
      const replays = (async () => {
        let sent = 0;
        while (flooding) {
          sent += (
            await inPool(
              flood.map((body) => () => post(url, body)),
              20,
            )
          ).length;
        }
        return sent;
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const own = payoutParams(75_000);
      const outcome = await setup.client.philippines.createPayout(own).then(
        (payout) => payout,
        (error: unknown) => error,
      );
      expect(isOutcomeUnknownError(outcome)).toBe(false);
      expect(outcome).toMatchObject({ mchOrderId: own.mchOrderId });
      setup.sandbox.completePayout({ transactionId: (outcome as { transactionId: string }).transactionId });
      await until(() => payouts.length > 0);
      flooding = false;
      expect(await replays).toBeGreaterThan(flood.length);
      expect(payouts).toEqual([own.mchOrderId]);
    } finally {
      flooding = false;
      setup.sandbox.updateMerchant({ appId, payoutNotifyUrl: null, rateLimitPerSecond: null });
    }
  }, 60_000);
});
