import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createClient,
  createNotificationHandler,
  type NotificationHandler,
  rsaSha256Signer,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import { createAuthorizationUrl, directDebit } from '@lintas/direct-debit';
import { createDemoMerchant } from '@lintas/sandbox';
import { afterAll, describe, expect, it } from 'vitest';
import { neutral } from '../src/index.js';
import { authorizedPayToken, paymentParams } from './fixtures.js';
import { authorizationParams, useSandbox } from './setup-sandbox.js';

// A payment made with createPayment and a pay token (channelType DIRECT_DEBIT) is notified as
// direct.debit.success by the sandbox; the gateway documents no event name for it
// (https://docs.paycools.com/en/v2/Payment/Collection.html). With the direct-debit family given too, the
// handler used to look it up with the direct-debit payment detail only, which lists no such payment.

const setup = useSandbox();
const closers: Array<() => void> = [];
afterAll(() => {
  for (const close of closers) close();
});

async function listen(handler: NotificationHandler): Promise<string> {
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`;
}

/** The merchant's receiver as the docs show it: neutral and direct-debit families, confirmed with its client. */
async function receiver() {
  const paid: string[] = [];
  const refusals: unknown[] = [];
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
    plugins: [neutral, directDebit],
    confirm: setup.client,
    on: {
      'direct.debit.success': (n) => {
        const record = n.record as { readonly transactionId?: unknown; readonly transactionStatus?: unknown };
        paid.push(`${n.payload.transactionId} ${String(record.transactionId)} ${String(record.transactionStatus)}`);
      },
    },
    onError: (error) => void refusals.push(error),
  });
  return { url: await listen(handler), paid, refusals };
}

/** Raw bodies posted to a URL of another merchant, acknowledged. */
async function captureServer(): Promise<{ url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":10000,"message":"Success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, bodies };
}

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 20_000) throw new Error('timed out waiting for the sandbox');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const tokenPayment = (payToken: string, notifyUrl: string) =>
  paymentParams({ channelType: 'DIRECT_DEBIT', channelCode: 'PH_GCASH_DIRECT_DEBIT', payToken, notifyUrl });

describe('direct.debit.* of a payment made with createPayment and a pay token', () => {
  it('is confirmed with the unified status check, over HTTP from the sandbox', async () => {
    const target = await receiver();
    const { transactionId } = await setup.client.neutral.createPayment(
      tokenPayment(await authorizedPayToken(setup), target.url),
    );
    setup.sandbox.completePayment({ transactionId });
    await until(() => target.paid.length > 0 || target.refusals.length > 0);
    expect(target.refusals).toEqual([]);
    // The listener saw the record the status check answered under this merchant's appId.
    expect(target.paid).toEqual([`${transactionId} ${transactionId} COMPLETED`]);
  });

  it("is refused (HTTP 409, not found) when it is another merchant's token payment posted here", async () => {
    const target = await receiver();
    const other = createDemoMerchant(setup.sandbox);
    const otherClient = createClient({
      baseUrl: setup.sandbox.url,
      appId: other.appId,
      signer: await rsaSha256Signer({ privateKey: other.privateKey }),
    }).use(neutral);
    const { requestId } = await otherClient.call(createAuthorizationUrl, authorizationParams());
    const { payToken } = setup.sandbox.authorize(requestId, { appId: other.appId });
    const capture = await captureServer();
    const { transactionId } = await otherClient.neutral.createPayment(tokenPayment(payToken, capture.url));
    setup.sandbox.completePayment({ transactionId, appId: other.appId });
    await until(() => capture.bodies.length > 0);
    const genuine = capture.bodies[0] as string;
    expect(JSON.parse(JSON.parse(genuine).param).eventName).toBe('direct.debit.success');

    const response = await fetch(target.url, { method: 'POST', body: genuine });
    expect(response.status).toBe(409);
    expect(target.paid).toEqual([]);
    expect(target.refusals).toMatchObject([{ name: 'NotificationNotConfirmedError', reason: 'not-found' }]);
  });
});
