import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type CallEndpoint,
  createClient,
  createNotificationHandler,
  createNotificationUrls,
  isNotificationNotConfirmedError,
  type NotificationHandlerOptions,
  rsaSha256Signer,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import { createDemoMerchant } from '@lintas/sandbox';
import { captureBodies, until, useListeners } from '@lintas/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { philippines } from '../src/index.js';
import { uniqueId, useSandbox } from './setup-sandbox.js';

// The cross-merchant replay: the gateway signs every merchant's notifications with one platform key, and
// a notification names no appId. Merchant A (the attacker) pays, in its own account, an order carrying
// victim B's mchOrderId and amount, captures the signed notification it receives, and posts the raw body
// to B's notification URL.

const setup = useSandbox();
const listen = useListeners();

/** Merchant B's receiver, as the docs show it, with the options given; it records the orders it marks paid. */
async function victimReceiver(options: Partial<NotificationHandlerOptions<[typeof philippines]>>) {
  const paid: string[] = [];
  const amounts: number[] = [];
  const refusals: unknown[] = [];
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
    plugins: [philippines],
    ...options,
    on: {
      'payment.success': (n) => {
        paid.push(n.payload.mchOrderId);
        if ('record' in n && n.record !== undefined) amounts.push(n.record.amount);
      },
    },
    onError: (error) => void refusals.push(error),
  });
  return { url: await listen(toNodeListener(handler)), paid, amounts, refusals };
}

/** Merchant A, registered on the same gateway (one key pair for the file: generating one is slow). */
async function attackerClient() {
  const merchant = createDemoMerchant(setup.sandbox);
  return createClient({
    baseUrl: setup.sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
  }).use(philippines);
}
let attacker: ReturnType<typeof attackerClient> | undefined;

/** The attacker pays B's order id and amount in its own account and returns the signed body it received. */
async function capturedNotification(mchOrderId: string, amount: number): Promise<string> {
  attacker ??= attackerClient();
  const client = await attacker;
  const capture = await captureBodies(listen);
  const payment = await client.philippines.createPayment({
    mchOrderId,
    amount,
    customerName: 'Attacker',
    channelCode: 'PH_GCASH_URL',
    email: 'a@example.com',
    mobile: '09191234567',
    notifyUrl: capture.url,
  });
  setup.sandbox.completePayment({ transactionId: payment.transactionId });
  await until(() => capture.bodies.length > 0);
  return capture.bodies[0] as string;
}

/** B's own order, waiting for its payer. */
async function victimOrder(notifyUrl: string, amount: number): Promise<string> {
  const mchOrderId = uniqueId('victim');
  await setup.client.philippines.createPayment({
    mchOrderId,
    amount,
    customerName: 'Ana Reyes',
    channelCode: 'PH_GCASH_URL',
    email: 'ana@example.com',
    mobile: '09191234567',
    notifyUrl,
  });
  return mchOrderId;
}

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe("another merchant's notification replayed to a Philippine merchant", () => {
  it('is acted on by a handler that only verifies the signature (the attack), which must be asked for by name', async () => {
    // A handler with neither confirm nor boundUrls cannot be created (finding 6): the attack needs the
    // merchant to accept the event on its signature alone, by naming it in unconfirmed.
    const verifier = rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey });
    const verifyOnly = { verifier, plugins: [philippines], on: { 'payment.success': () => undefined } } as const;
    expect(() => createNotificationHandler(verifyOnly)).toThrow("unconfirmed: ['payment.success']");
    const victim = await victimReceiver({ unconfirmed: ['payment.success'] });
    const mchOrderId = await victimOrder(victim.url, 120_000);
    const replayed = await capturedNotification(mchOrderId, 120_000);
    expect((await post(victim.url, replayed)).status).toBe(200);
    expect(victim.paid).toEqual([mchOrderId]);
    // The gateway holds no such payment for B: its order is still waiting.
    expect(await setup.client.philippines.queryPayment({ mchOrderId })).toMatchObject({
      transactionStatus: 'PENDING',
    });
  }, 90_000);

  it('marks 0 orders paid with confirm, whether B has such an order or not, and runs B own notification with its record', async () => {
    const victim = await victimReceiver({ confirm: setup.client });
    const mchOrderId = await victimOrder(victim.url, 120_000);
    const withOrder = await post(victim.url, await capturedNotification(mchOrderId, 120_000));
    const withoutOrder = await post(victim.url, await capturedNotification(uniqueId('no-order'), 50_000));
    expect([withOrder.status, withoutOrder.status]).toEqual([409, 409]);
    expect(victim.paid).toEqual([]);
    expect(victim.refusals).toHaveLength(2);
    expect(victim.refusals.map((error) => isNotificationNotConfirmedError(error) && error.reason)).toEqual([
      'differs',
      'not-found',
    ]);
    // B's own order is PENDING under another transaction: the notification names another payment.
    expect(victim.refusals[0]).toMatchObject({ fields: ['transactionId', 'transactionStatus'] });

    // B's own payment, notified by the sandbox to B's handler: confirmed, and the record is handed over.
    const own = await setup.client.philippines.queryPayment({ mchOrderId });
    setup.sandbox.completePayment({ transactionId: own.transactionId });
    await until(() => victim.paid.length > 0);
    expect(victim.paid).toEqual([mchOrderId]);
    expect(victim.amounts).toEqual([120_000]);
  }, 90_000);

  it('is refused before any lookup with bound notification URLs', async () => {
    let lookups = 0;
    const call: CallEndpoint = (endpoint, params) => {
      lookups += 1;
      return setup.client.call(endpoint, params);
    };
    const urls = createNotificationUrls({ secret: 'a-secret-of-at-least-32-characters!!' });
    const victim = await victimReceiver({ confirm: { call }, boundUrls: urls });
    const mchOrderId = uniqueId('victim');
    const boundUrl = await urls.bind(`${victim.url}/notifications`, { mchOrderId });
    await setup.client.philippines.createPayment({
      mchOrderId,
      amount: 120_000,
      customerName: 'Ana Reyes',
      channelCode: 'PH_GCASH_URL',
      email: 'ana@example.com',
      mobile: '09191234567',
      notifyUrl: boundUrl,
    });
    // The attacker knows B's base URL, and the bound URL of another of B's orders at best.
    const replayed = await capturedNotification(uniqueId('other'), 120_000);
    const otherOrder = await urls.bind(`${victim.url}/notifications`, { mchOrderId: uniqueId('other') });
    const answers = [await post(`${victim.url}/notifications`, replayed), await post(otherOrder, replayed)];
    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
    expect(lookups).toBe(0);
    expect(victim.paid).toEqual([]);
    expect(
      victim.refusals.every((error) => isNotificationNotConfirmedError(error) && error.reason === 'url-mismatch'),
    ).toBe(true);
    // The secret never shows.
    expect(JSON.stringify(urls)).not.toContain('a-secret');
    expect(String(urls)).not.toContain('a-secret');

    // B's own notification to its bound URL passes the MAC, then is confirmed with one lookup.
    const own = await setup.client.philippines.queryPayment({ mchOrderId });
    lookups = 0;
    setup.sandbox.completePayment({ transactionId: own.transactionId });
    await until(() => victim.paid.length > 0);
    expect(victim.paid).toEqual([mchOrderId]);
    expect(lookups).toBe(1);
  }, 90_000);
});

// `lintas-sandbox listen --forward-to`, as a merchant's engineer runs it beside the sandbox: the built CLI
// as a process (it runs until Ctrl+C), forwarding to a receiver built as the docs show it, which verifies
// the platform's signature and confirms the payment with the gateway before marking the order paid.
// A child process starts slowly on a machine that runs suites side by side: its lines are awaited, not timed.
const CLI = join(dirname(createRequire(import.meta.url).resolve('@lintas/sandbox/package.json')), 'dist/cli.js');

let child: ChildProcessWithoutNullStreams | undefined;
afterAll(() => void child?.kill('SIGKILL'));

describe('lintas-sandbox listen --forward-to', () => {
  it("delivers the merchant's notifications to a local receiver that verifies and confirms them, until Ctrl+C", async () => {
    const paid: string[] = [];
    const refusals: unknown[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
      plugins: [philippines],
      confirm: setup.client,
      on: { 'payment.success': (n) => void paid.push(n.payload.mchOrderId) },
      onError: (error) => void refusals.push(error),
    });
    const receiver = await listen(toNodeListener(handler));

    const started = spawn(process.execPath, [CLI, 'listen', '--forward-to', receiver, '--url', setup.sandbox.url]);
    child = started;
    let output = '';
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<number | null>((resolve) => started.once('exit', resolve));
    await expect
      .poll(() => output, { timeout: 20_000 })
      .toContain(`Ready: forwarding the sandbox's notifications to ${receiver}`);

    // The order's own notifyUrl answers nothing (port 9): only the forwarded copy reaches the receiver.
    const mchOrderId = uniqueId('listen');
    const payment = await setup.client.philippines.createPayment({
      mchOrderId,
      amount: 50_010,
      customerName: 'Juan dela Cruz',
      channelCode: 'PH_GCASH_URL',
      email: 'juan@example.com',
      mobile: '09171234567',
      notifyUrl: 'http://127.0.0.1:9/notifications',
    });
    setup.sandbox.completePayment({ transactionId: payment.transactionId });

    await expect.poll(() => paid, { timeout: 10_000 }).toEqual([mchOrderId]);
    expect(refusals).toEqual([]);
    await expect
      .poll(() => output, { timeout: 10_000 })
      .toMatch(/notify payment\.success → \S+: acknowledged \(HTTP 200\) {2}\[NT\d+\]/);
    started.kill('SIGINT');
    expect(await exit).toBe(0);
  });
});
