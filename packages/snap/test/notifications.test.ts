import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '@lintas/core';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSnapNotificationHandler,
  memorySnapStore,
  type SnapPaymentNotification,
  type SnapProfileName,
  signSnapNotification,
} from '../src/index.js';
import { idr, partnerReference, type SnapTestClient, snapClientOf } from './setup-sandbox.js';

let sandbox: Sandbox;
let server: Server;
let url: string;
const received: SnapPaymentNotification[] = [];
let failNext = 0;
/** The merchant of each site whose notifications the receivers take, and its SNAP client. */
const merchants = {} as Record<SnapProfileName, { merchant: DemoMerchant; client: SnapTestClient }>;
const handlers = {} as Record<SnapProfileName, (request: Request) => Promise<Response>>;

const onPayment = (notification: SnapPaymentNotification) => {
  if (failNext > 0) {
    failNext -= 1;
    throw new Error('the order database is down');
  }
  received.push(notification);
};

/**
 * The merchant of `profile`'s site, its client (whose store records the codes it creates) and its
 * receiver: the cargo site's proves each notification against the codes the client created, the
 * EZTrans site's looks its payment up with queryPaymentStatus.
 */
async function merchantOf(profile: SnapProfileName) {
  const merchant = createDemoMerchant(sandbox, {
    snapNotifyUrl: `${url}/${profile === 'eztrans' ? 'eztrans' : 'cargo'}/notify`,
  });
  const store = memorySnapStore();
  const client = await snapClientOf(sandbox, merchant, profile, { store });
  merchants[profile] = { merchant, client };
  handlers[profile] = await createSnapNotificationHandler({
    profile,
    platformPublicKey: sandbox.platformPublicKey,
    ...(profile === 'eztrans'
      ? { confirm: { client, merchantId: merchant.appId } }
      : { createdCodes: { store, partnerId: merchant.appId } }),
    onError: () => undefined,
    onPayment,
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ notifications: { backoffMs: [20] } });
  const cargo = toNodeListener((request) => handlers['paycools-cargo'](request));
  const eztrans = toNodeListener((request) => handlers.eztrans(request));
  server = createServer((request, response) =>
    (request.url?.startsWith('/cargo') ? cargo : eztrans)(request, response),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await merchantOf('paycools-cargo');
  await merchantOf('eztrans');
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => server.close(resolve));
});

const clientOf = async (profile: SnapProfileName) => merchants[profile];

const ofReference = (reference: string) => received.filter((n) => n.payload.originalPartnerReferenceNo === reference);

describe('the payment notification of the PayCools cargo site, from the sandbox', () => {
  it('arrives verified and typed with its COD and freight amounts, once', async () => {
    const { merchant, client } = await clientOf('paycools-cargo');
    const partnerReferenceNo = partnerReference('awb');
    const created = await client.snap.createQris({
      partnerReferenceNo,
      codAmount: idr('150000.00'),
      frtAmount: idr('12000.00'),
      merchantId: merchant.appId,
    });
    sandbox.completeSnapPayment({ referenceNo: created.referenceNo as string });
    await sandbox.notificationsIdle();
    const [notification] = ofReference(partnerReferenceNo);
    expect(notification?.profile).toBe('paycools-cargo');
    expect(notification?.payload).toMatchObject({
      originalReferenceNo: created.referenceNo,
      aggregateCodAmount: idr('150000.00'),
      aggregateFrtAmount: idr('12000.00'),
      totalAggregateAmount: idr('162000.00'),
      latestTransactionStatus: '00',
    });
    const [delivery] = sandbox.deliveries().filter((entry) => entry.param.includes(partnerReferenceNo));
    expect(delivery).toMatchObject({ status: 'acknowledged', httpStatus: 200 });
    expect(delivery?.responseBody).toBe('{"responseCode":"2005200","responseMessage":"Successful"}');
  });

  it('is delivered again after the listener threw, and processed once when delivered twice', async () => {
    const { merchant, client } = await clientOf('paycools-cargo');
    const partnerReferenceNo = partnerReference('awb');
    const created = await client.snap.createQris({
      partnerReferenceNo,
      codAmount: idr('1000.00'),
      frtAmount: idr('1000.00'),
      merchantId: merchant.appId,
    });
    failNext = 1;
    sandbox.completeSnapPayment({ referenceNo: created.referenceNo as string });
    await sandbox.notificationsIdle();
    const deliveries = sandbox.deliveries().filter((entry) => entry.param.includes(partnerReferenceNo));
    expect(deliveries.map((entry) => [entry.status, entry.httpStatus])).toEqual([
      ['rejected', 500],
      ['acknowledged', 200],
    ]);
    sandbox.resendNotification({ id: deliveries[0]?.id as string });
    await sandbox.notificationsIdle();
    expect(ofReference(partnerReferenceNo)).toHaveLength(1);
  });
});

describe('the payment notification of the EZTrans site, from the sandbox', () => {
  it('arrives verified and typed with its amount, fee and total', async () => {
    const { merchant, client } = await clientOf('eztrans');
    const partnerReferenceNo = partnerReference('atm');
    const created = await client.snap.createAtmQrCode({
      partnerReferenceNo,
      merchantId: merchant.appId,
      additionalInfo: {},
    });
    sandbox.completeSnapPayment({ referenceNo: created.referenceNo as string, amount: idr('50000.00') });
    await sandbox.notificationsIdle();
    const [notification] = ofReference(partnerReferenceNo);
    expect(notification?.profile).toBe('eztrans');
    expect(notification?.payload).toMatchObject({
      amount: idr('50000.00'),
      feeAmount: idr('0.00'),
      totalAmount: idr('50000.00'),
      latestTransactionStatus: '00',
    });
  });
});

describe('a failed payment', () => {
  it.each(['paycools-cargo', 'eztrans'] as const)('arrives as 06 from the %s site', async (profile) => {
    const { merchant, client } = await clientOf(profile);
    const partnerReferenceNo = partnerReference('failed');
    const created =
      profile === 'eztrans'
        ? await client.snap.createAtmQrCode({ partnerReferenceNo, merchantId: merchant.appId, additionalInfo: {} })
        : await client.snap.createQris({
            partnerReferenceNo,
            codAmount: idr('1.00'),
            frtAmount: idr('1.00'),
            merchantId: merchant.appId,
          });
    sandbox.failSnapPayment({ referenceNo: created.referenceNo as string });
    await sandbox.notificationsIdle();
    const [notification] = ofReference(partnerReferenceNo);
    expect(notification?.payload.latestTransactionStatus).toBe('06');
  });
});

describe('a notification the gateway did not send', () => {
  const body = JSON.stringify({ originalPartnerReferenceNo: 'forged', latestTransactionStatus: '00' });
  const post = async (headers: Record<string, string>, text = body) => {
    const response = await fetch(`${url}/cargo/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: text,
    });
    return { status: response.status, body: (await response.json()) as { responseCode: string } };
  };

  it.each([
    [
      'signed with another key',
      async () => signSnapNotification({ privateKey: otherKey(), url: `${url}/cargo/notify`, body }),
    ],
    [
      'signed for another body',
      async () => signSnapNotification({ privateKey: otherKey(), url: `${url}/cargo/notify`, body: '{}' }),
    ],
    ['without a signature', async () => ({ 'x-timestamp': `${new Date().toISOString().slice(0, 19)}Z` })],
  ])('is refused (401) when %s, and never reaches the listener', async (_, headers) => {
    const before = received.length;
    const answer = await post(await headers());
    expect(answer).toEqual({
      status: 401,
      body: { responseCode: '4015200', responseMessage: expect.stringMatching(/^Unauthorized/) },
    });
    expect(received).toHaveLength(before);
  });
});

function otherKey(): string {
  return String(
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
  );
}
