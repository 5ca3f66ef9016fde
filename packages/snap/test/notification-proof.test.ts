import {
  createMemoryNotificationStore,
  createNotificationUrls,
  isConfigurationError,
  isNotificationStoreTimeoutError,
} from '@lintas/core';
import {
  createDemoMerchant,
  type DemoMerchant,
  generateMerchantKeys,
  type Sandbox,
  startSandbox,
} from '@lintas/sandbox';
import { captureSnapNotifications, stallingNotificationStore, useListeners } from '@lintas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSnapNotificationHandler,
  memorySnapStore,
  type SnapNotificationHandlerOptions,
  type SnapPaymentNotification,
  type SnapStore,
  signSnapNotification,
} from '../src/index.js';
import { idr, partnerReference, rejectionOf, snapClientOf } from './setup-sandbox.js';
import { notifyPath, replay, serveHandler } from './support/snap-receivers.js';

// Issue 42, findings 1 to 3, over real HTTP with the sandbox's SNAP sites: another merchant's genuine
// notification replayed to this merchant's handler runs nothing; a huge unsigned body is refused
// before it is read; notifications naming no transaction are told apart; a transient failure is
// answered so that the gateway sends the notification again.

const platformKeys = generateMerchantKeys();
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ platformKeys, notifications: { backoffMs: [20] } });
});
afterAll(() => sandbox?.close());
const listen = useListeners();

/** A merchant of the cargo site with its SNAP client, whose codes its store records. */
async function cargoMerchant(notifyUrl?: string) {
  const merchant = createDemoMerchant(sandbox, notifyUrl === undefined ? {} : { snapNotifyUrl: notifyUrl });
  const store = memorySnapStore();
  const client = await snapClientOf(sandbox, merchant, 'paycools-cargo', { store });
  const createQris = async (partnerReferenceNo: string) =>
    (
      await client.snap.createQris({
        partnerReferenceNo,
        codAmount: idr('150000.00'),
        frtAmount: idr('12000.00'),
        merchantId: merchant.appId,
      })
    ).referenceNo as string;
  return { merchant, store, client, createQris };
}

/** The handler of the package's README, served on Node's own server: it marks a parcel paid on `00`. */
async function readmeHandler(
  merchant: DemoMerchant,
  store: SnapStore,
  options: Partial<SnapNotificationHandlerOptions> = {},
) {
  const paid: string[] = [];
  const handler = await createSnapNotificationHandler({
    profile: 'paycools-cargo',
    platformPublicKey: sandbox.platformPublicKey,
    createdCodes: { store, partnerId: merchant.appId },
    onError: () => undefined,
    onPayment: async ({ payload }) => {
      if (payload.latestTransactionStatus === '00') paid.push(payload.originalPartnerReferenceNo as string);
    },
    ...options,
  });
  return { paid, url: `${await serveHandler(listen, handler)}${notifyPath}`, handler };
}

/** Merchant A's genuine notification of a QRIS it made with `partnerReferenceNo`, paid into its own account. */
async function attackerNotification(partnerReferenceNo: string) {
  const capture = await captureSnapNotifications(listen);
  const attacker = await cargoMerchant(`${capture.url}${notifyPath}`);
  sandbox.completeSnapPayment({ referenceNo: await attacker.createQris(partnerReferenceNo) });
  await sandbox.notificationsIdle();
  const [notification] = capture.captured;
  if (!notification) throw new Error('the sandbox sent merchant A no notification');
  return notification;
}

describe("another merchant's genuine notification, replayed to this merchant's handler", () => {
  it('runs no listener when it names a partnerReferenceNo this merchant created: 404, SNAP form', async () => {
    const victim = await cargoMerchant();
    const receiver = await readmeHandler(victim.merchant, victim.store);
    sandbox.updateMerchant({ appId: victim.merchant.appId, snapNotifyUrl: receiver.url });
    const awb = partnerReference('awb');
    const ownReference = await victim.createQris(awb);
    const stolen = await attackerNotification(awb);
    expect(JSON.parse(stolen.body)).toMatchObject({ originalPartnerReferenceNo: awb, latestTransactionStatus: '00' });

    expect(await replay(receiver.url, stolen)).toEqual({
      status: 404,
      retryAfter: null,
      body: { responseCode: '4045201', responseMessage: 'Transaction Not Found' },
    });
    expect(receiver.paid).toEqual([]);
    // Its own payment of the same parcel, sent by the gateway, is marked paid, once.
    sandbox.completeSnapPayment({ referenceNo: ownReference });
    await sandbox.notificationsIdle();
    expect(receiver.paid).toEqual([awb]);
    expect(await replay(receiver.url, stolen)).toMatchObject({ status: 404 });
    expect(receiver.paid).toEqual([awb]);
  });

  it('runs no listener when it names a partnerReferenceNo this merchant has not created (yet)', async () => {
    const victim = await cargoMerchant();
    const receiver = await readmeHandler(victim.merchant, victim.store);
    const stolen = await attackerNotification(partnerReference('awb'));
    expect(await replay(receiver.url, stolen)).toMatchObject({ status: 404, body: { responseCode: '4045201' } });
    expect(receiver.paid).toEqual([]);
  });

  it('runs no listener on the EZTrans site, whose payments the handler looks up with queryPaymentStatus', async () => {
    const capture = await captureSnapNotifications(listen);
    const attacker = createDemoMerchant(sandbox, { snapNotifyUrl: `${capture.url}${notifyPath}` });
    const attackerClient = await snapClientOf(sandbox, attacker, 'eztrans', {});
    const victim = createDemoMerchant(sandbox);
    const victimClient = await snapClientOf(sandbox, victim, 'eztrans', {});
    const paid: string[] = [];
    const handler = await createSnapNotificationHandler({
      profile: 'eztrans',
      platformPublicKey: sandbox.platformPublicKey,
      confirm: { client: victimClient, merchantId: victim.appId },
      onError: () => undefined,
      onPayment: ({ payload }) => void paid.push(payload.originalPartnerReferenceNo as string),
    });
    const url = `${await serveHandler(listen, handler)}${notifyPath}`;
    const atm = partnerReference('atm');
    const code = (partnerReferenceNo: string, merchant: DemoMerchant, client: typeof victimClient) =>
      client.snap.createAtmQrCode({ partnerReferenceNo, merchantId: merchant.appId, additionalInfo: {} });
    await code(atm, victim, victimClient);
    const made = await code(atm, attacker, attackerClient);
    sandbox.completeSnapPayment({ referenceNo: made.referenceNo as string, amount: idr('50000.00') });
    await sandbox.notificationsIdle();
    const [stolen] = capture.captured;
    expect(await replay(url, stolen as never)).toMatchObject({
      status: 404,
      body: { responseCode: '4045201' },
    });
    expect(paid).toEqual([]);
  });
});

/** A body of `size` bytes as a stream that counts the bytes the handler pulled from it. */
function countedBody(size: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= size) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('a 32 MiB unsigned body with a current X-TIMESTAMP', () => {
  const size = 32 * 1024 * 1024;
  const headers = (extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    'x-timestamp': new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    'x-signature': 'c2lnbmF0dXJl',
    ...extra,
  });

  it.each([
    ['without a content-length', {}],
    ['with its content-length', { 'content-length': String(size) }],
  ])('is refused (413, SNAP form) in milliseconds without being read, %s', async (_, extra) => {
    const victim = await cargoMerchant();
    const { handler, paid } = await readmeHandler(victim.merchant, victim.store);
    const body = countedBody(size);
    const started = performance.now();
    const request = new Request(`http://merchant.example${notifyPath}`, {
      method: 'POST',
      headers: headers(extra),
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    const answer = await handler(request);
    const elapsed = performance.now() - started;
    expect([answer.status, await answer.json()]).toEqual([
      413,
      { responseCode: '4135200', responseMessage: 'Request Entity Too Large. The body is larger than 65536 bytes' },
    ]);
    expect(elapsed).toBeLessThan(250);
    // What a stream pulls ahead (a chunk or two of 64 KiB) past the limit, never the body.
    expect(body.pulled()).toBeLessThanOrEqual(4 * 64 * 1024);
    expect(paid).toEqual([]);
  });

  it('is refused (413, SNAP form) by toNodeListener too, before the upload ends', async () => {
    const victim = await cargoMerchant();
    const { url } = await readmeHandler(victim.merchant, victim.store);
    const { request } = await import('node:http');
    const started = performance.now();
    const answered = await new Promise<{ status: number; body: string; written: number }>((resolve, reject) => {
      let written = 0;
      const piece = Buffer.alloc(256 * 1024, 0x20);
      const post = request(url, { method: 'POST', headers: headers({ 'transfer-encoding': 'chunked' }) }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text, written });
          post.destroy();
        });
      });
      post.on('error', (error) => (post.destroyed ? undefined : reject(error)));
      const write = () => {
        while (written < size && !post.destroyed) {
          written += piece.byteLength;
          if (!post.write(piece)) return void post.once('drain', write);
        }
        if (!post.destroyed) post.end();
      };
      write();
    });
    expect(answered.status).toBe(413);
    expect(JSON.parse(answered.body)).toMatchObject({ responseCode: '4135200' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answered.written).toBeLessThan(size);
  });
});

describe('notifications that name no transaction', () => {
  const url = `http://merchant.example${notifyPath}`;
  const signed = async (payload: object) => {
    const body = JSON.stringify(payload);
    const headers = await signSnapNotification({ privateKey: platformKeys.privateKey, url, body });
    return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  };
  const first = { latestTransactionStatus: '00', totalAggregateAmount: idr('162000.00') };
  const second = { latestTransactionStatus: '00', totalAggregateAmount: idr('99000.00') };

  it('are told apart by their text, accepted unconfirmed: each listener runs once, a redelivery none', async () => {
    const received: SnapPaymentNotification[] = [];
    const handler = await createSnapNotificationHandler({
      profile: 'paycools-cargo',
      platformPublicKey: platformKeys.publicKey,
      unconfirmed: true,
      onPayment: (notification) => void received.push(notification),
    });
    const statuses = [
      (await handler(await signed(first))).status,
      (await handler(await signed(second))).status,
      (await handler(await signed(first))).status,
    ];
    expect(statuses).toEqual([200, 200, 200]);
    expect(
      received.map((n) => (n.payload as { totalAggregateAmount?: { value: string } }).totalAggregateAmount?.value),
    ).toEqual(['162000.00', '99000.00']);
    expect(new Set(received.map((n) => n.key)).size).toBe(2);
  });

  it('are refused (404) by a handler that proves notifications with the codes its merchant created', async () => {
    const received: SnapPaymentNotification[] = [];
    const handler = await createSnapNotificationHandler({
      profile: 'paycools-cargo',
      platformPublicKey: platformKeys.publicKey,
      createdCodes: { store: memorySnapStore(), partnerId: 'partner' },
      onError: () => undefined,
      onPayment: (notification) => void received.push(notification),
    });
    const answer = await handler(await signed(first));
    expect([answer.status, await answer.json()]).toEqual([
      404,
      { responseCode: '4045201', responseMessage: 'Transaction Not Found' },
    ]);
    expect(received).toEqual([]);
  });
});

describe('a transient failure', () => {
  const down = () => Promise.reject(new Error('ECONNREFUSED'));

  it('of the notification store answers 503 (5035200); the redelivery runs the listener once', async () => {
    const victim = await cargoMerchant();
    const working = createMemoryNotificationStore();
    let storeDown = true;
    const store = {
      ...working,
      claim: (...args: Parameters<typeof working.claim>) => (storeDown ? down() : working.claim(...args)),
    };
    const receiver = await readmeHandler(victim.merchant, victim.store, { store });
    sandbox.updateMerchant({ appId: victim.merchant.appId, snapNotifyUrl: receiver.url });
    const awb = partnerReference('awb');
    const reference = await victim.createQris(awb);
    sandbox.completeSnapPayment({ referenceNo: reference });
    await sandbox.notificationsIdle();
    const [first, second] = sandbox.deliveries().filter((delivery) => delivery.param.includes(awb));
    expect([first?.httpStatus, first?.responseBody]).toEqual([
      503,
      '{"responseCode":"5035200","responseMessage":"Service Unavailable. Send it again later"}',
    ]);
    expect(second?.status).toBe('rejected');
    expect(receiver.paid).toEqual([]);
    storeDown = false;
    sandbox.resendNotification({ id: first?.id as string });
    await sandbox.notificationsIdle();
    expect(receiver.paid).toEqual([awb]);
  });

  it('of a notification store that stalls answers 503 (5035200, retry-after) within a tenth of the lease; once it answers, the listener runs once', async () => {
    const stalling = stallingNotificationStore();
    const errors: unknown[] = [];
    const runs: string[] = [];
    const leaseMs = 2000;
    const handler = await createSnapNotificationHandler({
      profile: 'paycools-cargo',
      platformPublicKey: platformKeys.publicKey,
      unconfirmed: true,
      store: stalling.store,
      leaseMs,
      onError: (error) => void errors.push(error),
      onPayment: ({ key }) => void runs.push(key),
    });
    const url = `http://merchant.example${notifyPath}`;
    const body = JSON.stringify({
      originalReferenceNo: 'REF-STALL',
      originalPartnerReferenceNo: 'awb-stall',
      latestTransactionStatus: '00',
    });
    const deliver = async () => {
      const headers = await signSnapNotification({ privateKey: platformKeys.privateKey, url, body });
      const answer = await handler(new Request(url, { method: 'POST', headers, body }));
      return [answer.status, answer.headers.get('retry-after'), await answer.json()];
    };
    const started = performance.now();
    expect(await deliver()).toEqual([
      503,
      '5',
      { responseCode: '5035200', responseMessage: 'Service Unavailable. Send it again later' },
    ]);
    expect(performance.now() - started).toBeLessThan(leaseMs);
    expect(errors.some((error) => isNotificationStoreTimeoutError(error) && error.call === 'claim')).toBe(true);
    expect(runs).toEqual([]);
    // The store answers again: the claim it was asked for lands, then its release (same token) frees it.
    stalling.answer();
    await expect.poll(async () => (await deliver())[0], { timeout: leaseMs / 2 }).toBe(200);
    expect((await deliver())[0]).toBe(200);
    expect(runs).toHaveLength(1);
  });

  it('of the store of created codes answers 503 (5035200, retry-after), and runs no listener', async () => {
    const victim = await cargoMerchant();
    const receiver = await readmeHandler(victim.merchant, { ...victim.store, getRecord: down });
    const stolen = await attackerNotification(partnerReference('awb'));
    const answer = await replay(receiver.url, stolen);
    expect(answer).toEqual({
      status: 503,
      retryAfter: '5',
      body: { responseCode: '5035200', responseMessage: 'Service Unavailable. Send it again later' },
    });
    expect(receiver.paid).toEqual([]);
  });

  it('of the listener answers 500 (5005201), so the gateway sends it again', async () => {
    const victim = await cargoMerchant();
    let fail = true;
    const receiver = await readmeHandler(victim.merchant, victim.store, {
      onPayment: () => {
        if (fail) throw new Error('the parcels database is down');
      },
    });
    sandbox.updateMerchant({ appId: victim.merchant.appId, snapNotifyUrl: receiver.url });
    const awb = partnerReference('awb');
    sandbox.completeSnapPayment({ referenceNo: await victim.createQris(awb) });
    await sandbox.notificationsIdle();
    const [first] = sandbox.deliveries().filter((delivery) => delivery.param.includes(awb));
    expect([first?.httpStatus, first?.responseBody]).toEqual([
      500,
      '{"responseCode":"5005201","responseMessage":"Internal Server Error. Please retry the process again"}',
    ]);
    fail = false;
    sandbox.resendNotification({ id: first?.id as string });
    await sandbox.notificationsIdle();
    expect(
      sandbox
        .deliveries()
        .filter((delivery) => delivery.param.includes(awb))
        .at(-1)?.httpStatus,
    ).toBe(200);
  });
});

describe('the claim of a notification', () => {
  it('runs the listener once for two deliveries at once: the other is answered 503 (5035200, retry-after) meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const handler = await createSnapNotificationHandler({
      profile: 'paycools-cargo',
      platformPublicKey: platformKeys.publicKey,
      unconfirmed: true,
      onError: () => undefined,
      onPayment: async ({ key }) => {
        runs.push(key);
        await held;
      },
    });
    const url = `http://merchant.example${notifyPath}`;
    const body = JSON.stringify({
      originalReferenceNo: 'REF-CLAIM',
      originalPartnerReferenceNo: 'awb-claim',
      latestTransactionStatus: '00',
    });
    const delivery = async () =>
      handler(
        new Request(url, {
          method: 'POST',
          headers: await signSnapNotification({ privateKey: platformKeys.privateKey, url, body }),
          body,
        }),
      );
    const first = delivery();
    await expect.poll(() => runs.length).toBe(1);
    const second = await delivery();
    expect([second.status, second.headers.get('retry-after'), await second.json()]).toEqual([
      503,
      '5',
      { responseCode: '5035200', responseMessage: 'Service Unavailable. Send it again later' },
    ]);
    release();
    expect((await first).status).toBe(200);
    const third = await delivery();
    expect([third.status, await third.json()]).toEqual([
      200,
      { responseCode: '2005200', responseMessage: 'Successful' },
    ]);
    expect(runs).toHaveLength(1);
  });
});

describe('a handler that looks payments up with queryPaymentStatus (EZTrans)', () => {
  it('answers 503 while the payment is not final there, or the lookup fails for now, then runs the listener once', async () => {
    const merchant = createDemoMerchant(sandbox);
    const client = await snapClientOf(sandbox, merchant, 'eztrans', {});
    const paid: string[] = [];
    const handler = await createSnapNotificationHandler({
      profile: 'eztrans',
      platformPublicKey: platformKeys.publicKey,
      confirm: { client, merchantId: merchant.appId },
      onError: () => undefined,
      onPayment: ({ payload }) => void paid.push(payload.originalPartnerReferenceNo as string),
    });
    const atm = partnerReference('atm');
    const { referenceNo } = await client.snap.createAtmQrCode({
      partnerReferenceNo: atm,
      merchantId: merchant.appId,
      additionalInfo: {},
    });
    const url = `http://merchant.example${notifyPath}`;
    const body = JSON.stringify({
      originalReferenceNo: referenceNo,
      originalPartnerReferenceNo: atm,
      amount: idr('50000.00'),
      feeAmount: idr('0.00'),
      totalAmount: idr('50000.00'),
      latestTransactionStatus: '00',
    });
    const deliver = async () => {
      const headers = await signSnapNotification({ privateKey: platformKeys.privateKey, url, body });
      const answer = await handler(new Request(url, { method: 'POST', headers, body }));
      return [answer.status, ((await answer.json()) as { responseCode: string }).responseCode];
    };
    // Still pending (03) at the gateway.
    expect(await deliver()).toEqual([503, '5035200']);
    sandbox.completeSnapPayment({ referenceNo: referenceNo as string, amount: idr('50000.00') });
    // The lookup answered by the gateway's 500 (service 55): out of reach for now.
    sandbox.injectFault({ path: '/v2.0/debit/status', kind: 'business-code', code: 5005501, times: 1 });
    expect(await deliver()).toEqual([503, '5035200']);
    expect(paid).toEqual([]);
    expect(await deliver()).toEqual([200, '2005200']);
    expect(await deliver()).toEqual([200, '2005200']);
    expect(paid).toEqual([atm]);
  });
});

describe('a handler with a bound URL per order', () => {
  it('runs the listener for a notification posted to the URL bound to its partnerReferenceNo, and for no other', async () => {
    const urls = createNotificationUrls({ secret: 'a secret of the merchant, 32 characters or more' });
    const received: string[] = [];
    const handler = await createSnapNotificationHandler({
      profile: 'paycools-cargo',
      platformPublicKey: platformKeys.publicKey,
      boundUrls: urls,
      onError: () => undefined,
      onPayment: ({ payload }) => void received.push(payload.originalPartnerReferenceNo as string),
    });
    const deliver = async (url: string, partnerReferenceNo: string) => {
      const body = JSON.stringify({
        originalReferenceNo: `REF-${partnerReferenceNo}`,
        originalPartnerReferenceNo: partnerReferenceNo,
        latestTransactionStatus: '00',
      });
      const headers = await signSnapNotification({ privateKey: platformKeys.privateKey, url, body });
      return (await handler(new Request(url, { method: 'POST', headers, body }))).status;
    };
    const own = await urls.bind(`https://shop.example${notifyPath}`, { originalPartnerReferenceNo: 'awb-1' });
    expect([await deliver(own, 'awb-1'), await deliver(own, 'awb-2')]).toEqual([200, 401]);
    expect(received).toEqual(['awb-1']);
  });
});

describe('createSnapNotificationHandler', () => {
  const base = {
    profile: 'paycools-cargo' as const,
    platformPublicKey: generateMerchantKeys().publicKey,
    onPayment: () => undefined,
  };

  it('refuses a handler that nothing would prove a notification to, naming the options that do', async () => {
    const error = await rejectionOf(createSnapNotificationHandler(base));
    expect(isConfigurationError(error) && error.option).toBe('createdCodes');
    expect((error as Error).message).toContain('unconfirmed: true');
  });

  it('refuses confirm on a site that documents no status query', async () => {
    const error = await rejectionOf(
      createSnapNotificationHandler({
        ...base,
        confirm: { client: { call: () => Promise.reject() }, merchantId: 'm' },
      }),
    );
    expect(isConfigurationError(error) && error.option).toBe('confirm');
  });
});
