import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Client,
  createClient,
  createNotificationHandler,
  defineEndpoint,
  type KnownNotification,
  type Notification,
  type NotificationErrorContext,
  rsaSha256Signer,
  rsaSha256Verifier,
  toNodeListener,
} from '../../src/index.js';
import { listen, type RunningServer, signatureOnly } from './helpers.js';
import { type TestEvents, testPlugins } from './test-events.js';

// Endpoints defined here: core must not depend on the family packages (a workspace cycle).
const transactionData = v.looseObject({
  mchOrderId: v.string(),
  transactionId: v.string(),
  transactionStatus: v.string(),
});

const createPayment = defineEndpoint({
  path: '/open-api/payment/generate',
  params: v.strictObject({
    mchOrderId: v.string(),
    currency: v.string(),
    countryCode: v.string(),
    channelCode: v.string(),
    customerName: v.string(),
    email: v.string(),
    mobile: v.string(),
    amount: v.number(),
    notifyUrl: v.string(),
    terminalType: v.string(),
    channelType: v.optional(v.string()),
    payToken: v.optional(v.string()),
  }),
  data: transactionData,
  retry: { keys: ['mchOrderId'] },
});

const createPayout = defineEndpoint({
  path: '/open-api/philippines/disbursement/transfer',
  params: v.strictObject({
    mchOrderId: v.string(),
    idempotencyId: v.string(),
    amount: v.number(),
    accountNo: v.string(),
    accountName: v.string(),
    payMethodCode: v.string(),
    transferCode: v.string(),
  }),
  data: transactionData,
  retry: { keys: ['mchOrderId', 'idempotencyId'] },
});

const createRefund = defineEndpoint({
  path: '/open-api/payment/refund',
  params: v.strictObject({
    originalTransactionId: v.string(),
    mchRefundOrderId: v.string(),
    refundAmount: v.number(),
    refundReason: v.string(),
    refundCallbackUrl: v.string(),
  }),
  data: v.looseObject({ mchRefundOrderId: v.string(), refundTransactionId: v.string(), refundStatus: v.string() }),
  retry: { keys: ['mchRefundOrderId'] },
});

const createCheckout = defineEndpoint({
  path: '/open-api/payment/checkout/generate',
  params: v.strictObject({
    mchOrderId: v.string(),
    countryCode: v.string(),
    currency: v.string(),
    amount: v.number(),
    customerName: v.string(),
    email: v.string(),
    mobile: v.string(),
    notifyUrl: v.string(),
    redirectUrl: v.string(),
  }),
  data: v.looseObject({ checkoutId: v.string() }),
  retry: { keys: ['mchOrderId'] },
});

const createAuthorizationUrl = defineEndpoint({
  path: '/open-api/direct/debit/token/apply',
  params: v.strictObject({
    requestId: v.string(),
    userId: v.string(),
    channelCode: v.string(),
    countryCode: v.string(),
    notifyUrl: v.string(),
    redirectUrl: v.string(),
    terminalType: v.string(),
  }),
  data: v.looseObject({ requestId: v.string(), authUrl: v.string() }),
  retry: { keys: ['requestId'] },
});

let sandbox: Sandbox;
let merchant: DemoMerchant;
let client: Client;
let nodeServer: RunningServer;
let honoUrl: string;
let closeHono: () => Promise<void>;

/** Every notification the listeners finished processing, in order. */
const processed: Notification[] = [];
/** Every listener run, successful or not, by notification key. */
const runs = new Map<string, number>();
const errors: { error: unknown; context: NotificationErrorContext }[] = [];
/** Keys whose listener throws on its first run, or takes this long on it (ms). */
const failFirstRun = new Set<string>();
const slowFirstRun = new Map<string, number>();

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

async function listener(notification: Notification): Promise<void> {
  const run = (runs.get(notification.key) ?? 0) + 1;
  runs.set(notification.key, run);
  if (run === 1 && failFirstRun.has(notification.key)) throw new Error('the order database is down');
  const slow = run === 1 ? slowFirstRun.get(notification.key) : undefined;
  if (slow !== undefined) await new Promise((resolve) => setTimeout(resolve, slow));
  processed.push(notification);
}

function received<TEventName extends keyof TestEvents & string>(
  eventName: TEventName,
  id: (n: KnownNotification<TestEvents, TEventName>) => string,
  value: string,
) {
  const found = processed
    .filter((n) => n.eventName === eventName)
    .map((n) => n as unknown as KnownNotification<TestEvents, TEventName>)
    .filter((n) => n.known && id(n) === value);
  expect(found, `${eventName} ${value}`).toHaveLength(1);
  return found[0] as KnownNotification<TestEvents, TEventName>;
}

beforeAll(async () => {
  sandbox = await startSandbox({ notifications: { maxAttempts: 8, backoffMs: [50, 100, 200, 400], timeoutMs: 1000 } });
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: sandbox.platformPublicKey }),
    plugins: testPlugins,
    // The sandbox's notifications, read and verified as they are: confirmation is tested beside it.
    unconfirmed: signatureOnly,
    on: {
      'payment.success': listener,
      'payment.failed': listener,
      'disbursement.success': listener,
      'disbursement.failed': listener,
      'checkout.payment.success': listener,
      'token.create.success': listener,
      'token.create.failed': listener,
      'token.cancel.success': listener,
      'direct.debit.success': listener,
      'direct.debit.failed': listener,
      default: listener,
    },
    onError: (error, context) => errors.push({ error, context }),
  });
  nodeServer = await listen(toNodeListener(handler));
  // Refunds go to a second endpoint served by @hono/node-server, the handler used as it is.
  const hono = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => hono.once('listening', resolve));
  honoUrl = `http://127.0.0.1:${(hono.address() as AddressInfo).port}/refunds`;
  closeHono = () => new Promise((resolve) => hono.close(() => resolve()));

  merchant = createDemoMerchant(sandbox, { payoutNotifyUrl: `${nodeServer.url}/payouts` });
  client = createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
  });
});

afterAll(async () => {
  await sandbox?.close();
  await nodeServer?.close();
  await closeHono?.();
});

beforeEach(() => {
  errors.length = 0;
});

/** Creates a payment of `amount` centavos; `directDebit` pays it with that token on PH_GCASH_DIRECT_DEBIT. */
async function payment(amount = 50010, directDebit?: { payToken: string }) {
  const mchOrderId = unique('order');
  const created = await client.call(createPayment, {
    mchOrderId,
    currency: 'PHP',
    countryCode: 'PH',
    ...(directDebit
      ? { channelType: 'DIRECT_DEBIT', channelCode: 'PH_GCASH_DIRECT_DEBIT', payToken: directDebit.payToken }
      : { channelCode: 'PH_GCASH_URL' }),
    customerName: 'Juan Dela Cruz',
    email: 'juan@example.com',
    mobile: '09171234567',
    amount,
    notifyUrl: `${nodeServer.url}/payments`,
    terminalType: 'WEB',
  });
  return { mchOrderId, transactionId: created.transactionId };
}

/** Applies for a direct-debit authorization of `user-1` under `requestId` (notified to `/authorizations`). */
function applyToken(requestId: string) {
  return client.call(createAuthorizationUrl, {
    requestId,
    userId: 'user-1',
    channelCode: 'PH_GCASH_DIRECT_DEBIT',
    countryCode: 'PH',
    notifyUrl: `${nodeServer.url}/authorizations`,
    redirectUrl: 'https://merchant.example/return',
    terminalType: 'WEB',
  });
}

describe('notifications from @lintas/sandbox, end to end', () => {
  it('delivers payment.success to the handler, typed, and the sandbox records the acknowledgement', async () => {
    const { mchOrderId, transactionId } = await payment();
    sandbox.completePayment({ transactionId });
    await sandbox.notificationsIdle();

    const n = received('payment.success', (x) => x.payload.transactionId, transactionId);
    expect(n.kind).toBe('payment');
    expect(n.key).toBe(`payment.success:${transactionId}`);
    expect(n.payload).toMatchObject({
      mchOrderId,
      transactionId,
      amount: 50010,
      transactionStatus: 'COMPLETED',
      channelCode: 'PH_GCASH_URL',
    });
    expect(n.payload.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(n.payload.returnTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const attempts = sandbox.deliveries().filter((entry) => entry.param === n.param);
    expect(attempts.map(({ status, httpStatus }) => [status, httpStatus])).toEqual([['acknowledged', 200]]);
    expect(attempts[0]?.responseBody).toBe('{"code":10000,"message":"Success"}');
    expect(errors).toEqual([]);
  });

  it('delivers payment.failed with the failure code and message', async () => {
    const { transactionId } = await payment();
    sandbox.failPayment({ transactionId }, { failedCode: -10004, failedMessage: 'Transaction Channel Rejected' });
    await sandbox.notificationsIdle();
    const n = received('payment.failed', (x) => x.payload.transactionId, transactionId);
    expect(n.payload).toMatchObject({
      transactionStatus: 'FAILED',
      failedCode: -10004,
      failedMessage: 'Transaction Channel Rejected',
    });
  });

  it('delivers disbursement.success and disbursement.failed to the payout notification URL of the merchant', async () => {
    const payouts = [];
    for (let index = 0; index < 2; index++) {
      const mchOrderId = unique('payout');
      payouts.push(
        await client.call(createPayout, {
          mchOrderId,
          idempotencyId: unique('idem').slice(0, 30),
          amount: 100000,
          accountNo: '09171234567',
          accountName: 'Juan Dela Cruz',
          payMethodCode: 'EWALLET',
          transferCode: 'GCASH',
        }),
      );
    }
    const [succeeds, fails] = payouts as [(typeof payouts)[number], (typeof payouts)[number]];
    sandbox.completePayout({ transactionId: succeeds.transactionId });
    sandbox.failPayout(
      { transactionId: fails.transactionId },
      { failedCode: -10005, failedMessage: 'Transaction Destination Account Error' },
    );
    await sandbox.notificationsIdle();

    const success = received('disbursement.success', (x) => x.payload.transactionId, succeeds.transactionId);
    expect(success.kind).toBe('payout');
    expect(success.payload).toMatchObject({
      mchOrderId: succeeds.mchOrderId,
      amount: 100000,
      countryCode: 'PH',
      currency: 'PHP',
      transactionStatus: 'COMPLETED',
    });
    const failure = received('disbursement.failed', (x) => x.payload.transactionId, fails.transactionId);
    expect(failure.payload).toMatchObject({
      transactionStatus: 'FAILED',
      failedCode: -10005,
      failedMessage: 'Transaction Destination Account Error',
    });
  });

  it('delivers payment.refund.success and payment.refund.failed to the refundCallbackUrl, served through @hono/node-server', async () => {
    const { transactionId } = await payment(100000);
    sandbox.completePayment({ transactionId });
    const first = await client.call(createRefund, {
      originalTransactionId: transactionId,
      mchRefundOrderId: unique('refund'),
      refundAmount: 30000,
      refundReason: 'customer asked',
      refundCallbackUrl: honoUrl,
    });
    sandbox.completeRefund(first.refundTransactionId);
    const second = await client.call(createRefund, {
      originalTransactionId: transactionId,
      mchRefundOrderId: unique('refund'),
      refundAmount: 20000,
      refundReason: 'second thoughts',
      refundCallbackUrl: honoUrl,
    });
    sandbox.failRefund(second.refundTransactionId);
    await sandbox.notificationsIdle();

    const success = received('payment.refund.success', (x) => x.payload.refundTransactionId, first.refundTransactionId);
    expect(success.kind).toBe('refund');
    expect(success.key).toBe(`payment.refund.success:${first.refundTransactionId}`);
    expect(success.payload).toMatchObject({
      originalTransactionId: transactionId,
      refundAmount: 30000,
      refundStatus: 'COMPLETE',
      refundReason: 'customer asked',
    });
    const failure = received('payment.refund.failed', (x) => x.payload.refundTransactionId, second.refundTransactionId);
    expect(failure.payload).toMatchObject({ refundStatus: 'FAILED', failedCode: -10009 });
    expect(
      sandbox
        .deliveries()
        .filter((entry) => entry.url === honoUrl)
        .every((entry) => entry.status === 'acknowledged'),
    ).toBe(true);
  });

  it('delivers checkout.payment.success with the checkout and the paying transaction', async () => {
    const mchOrderId = unique('checkout');
    const { checkoutId } = await client.call(createCheckout, {
      mchOrderId,
      countryCode: 'PH',
      currency: 'PHP',
      amount: 25000,
      customerName: 'Juan Dela Cruz',
      email: 'juan@example.com',
      mobile: '09171234567',
      notifyUrl: `${nodeServer.url}/checkouts`,
      redirectUrl: 'https://merchant.example/return',
    });
    const { payment: paying } = sandbox.payCheckout(checkoutId);
    await sandbox.notificationsIdle();
    const n = received('checkout.payment.success', (x) => x.payload.checkoutId, checkoutId);
    expect(n.kind).toBe('checkout-payment');
    expect(n.payload).toMatchObject({
      mchOrderId,
      transactionId: paying.transactionId,
      amount: 25000,
      countryCode: 'PH',
      currency: 'PHP',
      transactionStatus: 'COMPLETED',
    });
  });

  it('delivers static.order.payment.success once per payment of a static code, each under its own key', async () => {
    const mchOrderId = unique('static');
    sandbox.seedStaticCode({ appId: merchant.appId, mchOrderId, notifyUrl: `${nodeServer.url}/static-codes` });
    const first = sandbox.payStaticCode(mchOrderId, { amount: 10000 });
    const second = sandbox.payStaticCode(mchOrderId, { amount: 25000 });
    await sandbox.notificationsIdle();
    const one = received('static.order.payment.success', (x) => x.payload.transactionId, first.transactionId);
    const two = received('static.order.payment.success', (x) => x.payload.transactionId, second.transactionId);
    expect(one.kind).toBe('static-payment');
    expect([one.payload.mchOrderId, two.payload.mchOrderId]).toEqual([mchOrderId, mchOrderId]);
    expect([one.payload.amount, two.payload.amount]).toEqual([10000, 25000]);
    expect(one.key).not.toBe(two.key);
  });

  it('delivers token.create.success, token.cancel.success and token.create.failed for direct-debit authorizations', async () => {
    const granted = unique('req').slice(0, 32);
    const refused = unique('req').slice(0, 32);
    await applyToken(granted);
    await applyToken(refused);
    const token = sandbox.authorize(granted);
    sandbox.rejectAuthorization(refused);
    await sandbox.notificationsIdle();
    sandbox.cancelToken({ payToken: token.payToken });
    await sandbox.notificationsIdle();

    const created = received('token.create.success', (x) => x.payload.requestId, granted);
    expect(created.kind).toBe('authorization');
    expect(created.payload).toMatchObject({
      userId: 'user-1',
      payToken: token.payToken,
      tokenStatus: 'ACTIVED',
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
    });
    expect(created.key).toBe(`token.create.success:${granted}:${token.payToken}`);
    const cancelled = received('token.cancel.success', (x) => x.payload.requestId, granted);
    expect(cancelled.payload).toMatchObject({ tokenStatus: 'INACTIVED', inactiveType: 'MCH_CANCEL' });
    expect(cancelled.payload.inactiveTime).toBeDefined();
    received('token.create.failed', (x) => x.payload.requestId, refused);
  });

  it('delivers direct.debit.success for a payment made with an authorized token', async () => {
    const requestId = unique('req').slice(0, 32);
    await applyToken(requestId);
    const { payToken } = sandbox.authorize(requestId);
    const { mchOrderId, transactionId } = await payment(30000, { payToken });
    sandbox.completePayment({ transactionId });
    await sandbox.notificationsIdle();

    const n: KnownNotification<TestEvents, 'direct.debit.success'> = received(
      'direct.debit.success',
      (x) => x.payload.transactionId,
      transactionId,
    );
    expect(n.kind).toBe('direct-debit-payment');
    expect(n.key).toBe(`direct.debit.success:${transactionId}`);
    expect(n.payload).toMatchObject({
      mchOrderId,
      transactionId,
      amount: 30000,
      transactionStatus: 'COMPLETED',
      channelCode: 'PH_GCASH_DIRECT_DEBIT',
    });
    expect(processed.some((x) => x.eventName === 'payment.success' && x.param.includes(transactionId))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('processes exactly once a notification whose listener failed once: the sandbox redelivers after the 500', async () => {
    const { transactionId } = await payment();
    const key = `payment.success:${transactionId}`;
    failFirstRun.add(key);
    sandbox.completePayment({ transactionId });
    await sandbox.notificationsIdle();

    expect(runs.get(key)).toBe(2);
    received('payment.success', (x) => x.payload.transactionId, transactionId);
    const attempts = sandbox.deliveries().filter((entry) => entry.param.includes(transactionId));
    expect(
      attempts.map(({ attempt, status, httpStatus, willRetry }) => ({ attempt, status, httpStatus, willRetry })),
    ).toEqual([
      { attempt: 1, status: 'rejected', httpStatus: 500, willRetry: true },
      { attempt: 2, status: 'acknowledged', httpStatus: 200, willRetry: false },
    ]);
    expect(JSON.parse(attempts[0]?.responseBody ?? '{}')).toMatchObject({ code: 50000 });
    expect(errors.map(({ context }) => context.stage)).toEqual(['listener']);
  });

  it('runs a slow listener once when the sandbox times out and redelivers meanwhile: later attempts are held off, then acknowledged', async () => {
    const { transactionId } = await payment();
    const key = `payment.success:${transactionId}`;
    slowFirstRun.set(key, 2000);
    sandbox.completePayment({ transactionId });
    await sandbox.notificationsIdle();

    expect(runs.get(key)).toBe(1);
    received('payment.success', (x) => x.payload.transactionId, transactionId);
    const attempts = sandbox.deliveries().filter((entry) => entry.param.includes(transactionId));
    expect(attempts[0]).toMatchObject({ attempt: 1, status: 'failed' });
    expect(attempts.slice(1, -1).every((entry) => entry.status === 'rejected' && entry.httpStatus === 503)).toBe(true);
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts.at(-1)).toMatchObject({ status: 'acknowledged', httpStatus: 200 });
  });
});
