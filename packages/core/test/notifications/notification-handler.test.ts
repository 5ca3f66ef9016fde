import { createServer as createNodeServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryNotificationStore,
  createNotificationHandler,
  isNotificationEnvelopeError,
  isNotificationPayloadError,
  isNotificationRawBodyError,
  isNotificationStoreTimeoutError,
  isNotificationUnhandledError,
  isSignatureError,
  type KnownNotification,
  type Notification,
  type NotificationErrorContext,
  type NotificationHandlerOptions,
  type NotificationStore,
  rsaSha256Signer,
  rsaSha256Verifier,
  signNotification,
  toNodeListener,
  type Verifier,
} from '../../src/index.js';
import { listen, platformKeys, post, type RunningServer, samples, signatureOnly, stallingStore } from './helpers.js';
import { type TestEvents, testPlugins } from './test-events.js';

const platform = platformKeys();
const stranger = platformKeys();
let verifier: Verifier;
const servers: RunningServer[] = [];
const ACK = '{"code":10000,"message":"Success"}';

beforeAll(async () => {
  verifier = await rsaSha256Verifier({ publicKey: platform.publicKey });
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const sign = (payload: { eventName: string; [key: string]: unknown }) =>
  signNotification(payload, { privateKey: platform.privateKey });
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serves a notification handler on node:http through toNodeListener, recording onError calls. */
async function serveHandler(
  options: Omit<NotificationHandlerOptions<typeof testPlugins>, 'verifier' | 'onError'> & {
    verifier?: NotificationHandlerOptions<typeof testPlugins>['verifier'];
  },
) {
  const errors: { error: unknown; context: NotificationErrorContext }[] = [];
  const handler = createNotificationHandler({
    verifier,
    plugins: testPlugins,
    unconfirmed: signatureOnly,
    ...options,
    onError: (error, context) => errors.push({ error, context }),
  });
  const server = await listen(toNodeListener(handler));
  servers.push(server);
  return { url: `${server.url}/notifications`, errors };
}

describe('createNotificationHandler over node:http (toNodeListener)', () => {
  it('runs the listener of the eventName with the typed notification, then acknowledges exactly as the gateway requires', async () => {
    const events: string[] = [];
    const received: KnownNotification<TestEvents, 'payment.success'>[] = [];
    const { url } = await serveHandler({
      on: {
        'payment.success': async (notification, { request }) => {
          events.push(`listener started (${request.headers.get('x-trace')})`);
          await delay(50);
          received.push(notification);
          events.push('listener done');
        },
      },
    });
    const { body } = await sign(samples.payment);
    const answer = await post(url, body, { 'content-type': 'application/json', 'x-trace': 't-1' });
    events.push('answered');
    expect(answer).toMatchObject({ status: 200, contentType: 'application/json', text: ACK });
    expect(events).toEqual(['listener started (t-1)', 'listener done', 'answered']);
    expect(received[0]?.payload).toMatchObject({ mchOrderId: 'order-1', amount: 50010, transactionId: 'TX-PAY-1' });
  });

  it('answers HTTP 500 with a non-10000 code when the listener throws, without leaking its message, and runs it again on redelivery', async () => {
    let runs = 0;
    const { url, errors } = await serveHandler({
      on: {
        'disbursement.failed': () => {
          runs += 1;
          if (runs === 1) throw new Error('database password=hunter2 unreachable');
        },
      },
    });
    const { body } = await sign(samples.payout);
    const failed = await post(url, body);
    expect(failed.status).toBe(500);
    expect(failed.json.code).not.toBe(10000);
    expect(failed.text).not.toContain('hunter2');
    expect(errors.map(({ context }) => context.stage)).toEqual(['listener']);
    expect(errors[0]?.context.notification?.key).toBe('disbursement.failed:TX-PAYOUT-1');

    const redelivered = await post(url, body);
    expect(redelivered.text).toBe(ACK);
    expect(runs).toBe(2);
  });

  it('acknowledges a duplicate delivery without running the listener again', async () => {
    let runs = 0;
    const { url } = await serveHandler({
      on: {
        'payment.refund.success': () => {
          runs += 1;
        },
      },
    });
    const { body } = await sign(samples.refund);
    for (let delivery = 0; delivery < 3; delivery++) expect((await post(url, body)).text).toBe(ACK);
    expect(runs).toBe(1);
  });

  it('treats a re-signed copy with other whitespace as the same notification', async () => {
    let runs = 0;
    const { url } = await serveHandler({
      on: {
        'payment.refund.success': () => {
          runs += 1;
        },
      },
    });
    const first = await sign(samples.refund);
    const param = JSON.stringify(samples.refund, null, 1);
    const signer = await rsaSha256Signer({ privateKey: platform.privateKey });
    const second = JSON.stringify({ param, sign: await signer.sign(param) });
    expect(param).not.toBe(first.param);
    expect((await post(url, first.body)).text).toBe(ACK);
    expect((await post(url, second)).text).toBe(ACK);
    expect(runs).toBe(1);
  });

  it('runs the listener once for concurrent deliveries of one notification; the others are told to come back', async () => {
    let runs = 0;
    // The listener holds its claim until the seven other deliveries have been answered, so the test
    // does not depend on how fast a loaded machine delivers them.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { url } = await serveHandler({
      on: {
        'checkout.payment.success': async () => {
          runs += 1;
          await held;
        },
      },
    });
    const { body } = await sign(samples.checkout);
    let answered = 0;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(url, body).then((answer) => {
          answered += 1;
          if (answered === 7) release();
          return answer;
        }),
      ),
    );
    expect(runs).toBe(1);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 503, 503, 503, 503, 503, 503, 503]);
    for (const answer of answers.filter(({ status }) => status === 503)) expect(answer.json.code).not.toBe(10000);
    expect((await post(url, body)).text).toBe(ACK);
    expect(runs).toBe(1);
  });

  it('never lets a delivery that outlived its lease free the claim of the delivery that took over (one process, memory store)', async () => {
    // Delivery 1 overruns leaseMs and then fails; delivery 2 claims the notification meanwhile. Delivery
    // 1's release must leave delivery 2's claim alone, so delivery 3 is told to come back instead of
    // running the listener beside delivery 2.
    const running = { now: 0, most: 0 };
    let finishFirst = (): void => undefined;
    let finishSecond = (): void => undefined;
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    const second = new Promise<void>((resolve) => (finishSecond = resolve));
    const started: number[] = [];
    let runs = 0;
    let clock = 0; // the store's clock: leases lapse when the test says so, not when a loaded machine is slow
    const { url } = await serveHandler({
      leaseMs: 1000,
      store: createMemoryNotificationStore({ now: () => clock }),
      on: {
        'payment.success': async () => {
          runs += 1;
          const run = runs;
          started.push(run);
          running.now += 1;
          running.most = Math.max(running.most, running.now);
          try {
            if (run === 1) {
              await first;
              throw new Error('the first delivery fails after its lease');
            }
            if (run === 2) await second;
          } finally {
            running.now -= 1;
          }
        },
      },
    });
    const { body } = await sign(samples.payment);
    const delivery1 = post(url, body);
    while (started.length < 1) await delay(5);
    clock = 1500; // delivery 1's lease lapses
    const delivery2 = post(url, body);
    while (started.length < 2) await delay(5);
    finishFirst();
    expect((await delivery1).status).toBe(500);
    const delivery3 = await post(url, body);
    expect(delivery3.status).toBe(503);
    finishSecond();
    expect((await delivery2).text).toBe(ACK);
    expect(runs).toBe(2);
    expect(running.most).toBe(2); // deliveries 1 and 2 overlapped (the lease lapsed), never 3 at once
    expect((await post(url, body)).text).toBe(ACK);
    expect(runs).toBe(2);
  });

  it('runs concurrent distinct notifications in parallel', async () => {
    const seen: string[] = [];
    const { url } = await serveHandler({
      on: {
        'payment.success': async (n) => {
          await delay(20);
          seen.push(n.payload.transactionId);
        },
      },
    });
    const bodies = await Promise.all(
      ['A', 'B', 'C'].map((id) => sign({ ...samples.payment, transactionId: `TX-${id}` })),
    );
    const answers = await Promise.all(bodies.map(({ body }) => post(url, body)));
    expect(answers.every((answer) => answer.text === ACK)).toBe(true);
    expect(seen.sort()).toEqual(['TX-A', 'TX-B', 'TX-C']);
  });

  it('treats each event of one object as its own notification', async () => {
    const seen: string[] = [];
    const { url } = await serveHandler({ on: { default: (n) => void seen.push(n.key) } });
    await post(
      url,
      (await sign({ ...samples.payment, eventName: 'payment.failed', transactionStatus: 'FAILED' })).body,
    );
    await post(url, (await sign(samples.payment)).body);
    expect(seen).toEqual(['payment.failed:TX-PAY-1', 'payment.success:TX-PAY-1']);
  });

  it('refuses a notification that fails verification with 400/401, runs nothing, and reports it', async () => {
    let runs = 0;
    const { url, errors } = await serveHandler({
      on: {
        default: () => {
          runs += 1;
        },
      },
    });
    const good = await sign(samples.payment);
    const forged = await signNotification(samples.payment, { privateKey: stranger.privateKey });
    const cases: [string, number][] = [
      [forged.body, 401],
      [JSON.stringify({ param: good.param.replace('50010', '50011'), sign: good.sign }), 401],
      [JSON.stringify({ param: good.param }), 401],
      ['{"param":', 400],
      ['', 400],
      ['{"hello":"world"}', 400],
      [(await sign({ ...samples.payment, amount: 'a lot' })).body, 400],
    ];
    for (const [body, status] of cases) {
      const answer = await post(url, body);
      expect(answer.status, body).toBe(status);
      expect(answer.json.code).toBe(status * 100);
      expect(answer.json.message.length).toBeGreaterThan(20);
    }
    expect(runs).toBe(0);
    expect(errors).toHaveLength(cases.length);
    expect(errors.every(({ context }) => context.stage === 'verification')).toBe(true);
    expect(isSignatureError(errors[0]?.error)).toBe(true);
    expect(isNotificationPayloadError(errors.at(-1)?.error)).toBe(true);
  });

  it('hands an unknown eventName, verified, to default', async () => {
    const unknown: Notification[] = [];
    const withDefault = await serveHandler({ on: { default: (n) => void unknown.push(n) } });
    const { body } = await sign({ eventName: 'coupon.issued', couponId: 'CP1' });
    expect((await post(withDefault.url, body)).text).toBe(ACK);
    expect(unknown[0]).toMatchObject({ known: false, eventName: 'coupon.issued', payload: { couponId: 'CP1' } });
  });

  it('does not acknowledge an event no listener handles, known or not, and reports it as unhandled', async () => {
    const { url, errors } = await serveHandler({ on: { 'payment.success': () => undefined } });
    for (const payload of [{ eventName: 'coupon.issued', couponId: 'CP1' }, samples.refund]) {
      const answer = await post(url, (await sign(payload)).body);
      expect([answer.status, answer.json.code]).toEqual([501, 50100]);
    }
    expect(
      errors.map(({ error, context }) => [context.stage, isNotificationUnhandledError(error) && error.eventName]),
    ).toEqual([
      ['unhandled', 'coupon.issued'],
      ['unhandled', samples.refund.eventName],
    ]);
  });

  it('acknowledges events no listener handles when acknowledgeUnhandled is set', async () => {
    const { url, errors } = await serveHandler({
      acknowledgeUnhandled: true,
      on: { 'payment.success': () => undefined },
    });
    expect((await post(url, (await sign({ eventName: 'coupon.issued', couponId: 'CP1' })).body)).text).toBe(ACK);
    expect(errors).toEqual([]);
  });

  it('answers payment.verification with the reply its listener returns, on every delivery', async () => {
    let asked = 0;
    const { url } = await serveHandler({
      on: {
        'payment.verification': (n) => {
          asked += 1;
          return { code: 10000, message: 'Success', data: { mchOrderId: n.payload.mchOrderId, amount: 150000 } };
        },
      },
    });
    const { body } = await sign({
      eventName: 'payment.verification',
      mchOrderId: 'va-1',
      channelCode: 'ALFAMART_VA',
      referenceNumber: 'R1',
      mobile: '0812345678',
      createTime: '2026-11-21 10:21:23',
    });
    const first = await post(url, body);
    const again = await post(url, body);
    expect([first.status, JSON.parse(first.text)]).toEqual([
      200,
      { code: 10000, message: 'Success', data: { mchOrderId: 'va-1', amount: 150000 } },
    ]);
    expect(again.text).toBe(first.text);
    expect(asked).toBe(2);
  });

  it('acknowledges a payment.verification whose listener returns nothing', async () => {
    const { url } = await serveHandler({ on: { 'payment.verification': () => undefined } });
    const { body } = await sign({ eventName: 'payment.verification', mchOrderId: 'va-1', referenceNumber: 'R1' });
    expect((await post(url, body)).text).toBe(ACK);
  });

  it('runs the listener on every delivery with store: false', async () => {
    let runs = 0;
    const { url } = await serveHandler({
      store: false,
      on: {
        'token.create.success': () => {
          runs += 1;
        },
      },
    });
    const { body } = await sign(samples.authorization);
    await post(url, body);
    await post(url, body);
    expect(runs).toBe(2);
  });

  it('answers 503 when the store cannot claim, and still acknowledges when it cannot record completion', async () => {
    let runs = 0;
    const failingClaim: NotificationStore = {
      claim: () => Promise.reject(new Error('redis down')),
      renew: () => Promise.resolve(true),
      complete: () => Promise.resolve(),
      release: () => Promise.resolve(),
    };
    const claimFails = await serveHandler({
      store: failingClaim,
      on: {
        default: () => {
          runs += 1;
        },
      },
    });
    const { body } = await sign(samples.directDebit);
    const refused = await post(claimFails.url, body);
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('5');
    expect(runs).toBe(0);
    expect(claimFails.errors[0]?.context.stage).toBe('store');

    const failingComplete: NotificationStore = {
      ...failingClaim,
      claim: () => Promise.resolve('claimed'),
      complete: () => Promise.reject(new Error('redis down')),
    };
    const completeFails = await serveHandler({
      store: failingComplete,
      on: {
        default: () => {
          runs += 1;
        },
      },
    });
    expect((await post(completeFails.url, body)).text).toBe(ACK);
    expect(runs).toBe(1);
    expect(completeFails.errors.map(({ context }) => context.stage)).toEqual(['store']);
  });

  it('answers 503 within a tenth of the lease while the store stalls, and runs the listener once when it returns', async () => {
    const stalling = stallingStore();
    let runs = 0;
    const leaseMs = 2000;
    const { url, errors } = await serveHandler({
      store: stalling.store,
      leaseMs,
      on: {
        default: () => {
          runs += 1;
        },
      },
    });
    const { body } = await sign(samples.directDebit);
    const started = Date.now();
    const answers = await Promise.all([post(url, body), post(url, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503]);
    expect(Date.now() - started).toBeLessThan(leaseMs);
    expect(errors.some(({ error }) => isNotificationStoreTimeoutError(error) && error.call === 'claim')).toBe(true);
    expect(runs).toBe(0);
    // The store returns: the claims it was asked for land, then their releases (same token) free them.
    stalling.answer();
    // The gateway delivers again until acknowledged: a claim left behind would answer 503 until it lapsed.
    await expect.poll(async () => (await post(url, body)).text, { timeout: leaseMs / 2 }).toBe(ACK);
    expect((await post(url, body)).text).toBe(ACK);
    expect(runs).toBe(1);
  });

  it('answers 500 on every delivery while the verifier cannot be created, and reports why', async () => {
    const { url, errors } = await serveHandler({ verifier: rsaSha256Verifier({ publicKey: 'not a key' }), on: {} });
    const answer = await post(url, (await sign(samples.payment)).body);
    expect(answer.status).toBe(500);
    expect(errors[0]?.error).toMatchObject({ name: 'SignatureError', reason: 'invalid-key' });
  });

  it('refuses a body over 64 KiB by default, and one whose envelope is not flat, without verifying or running anything', async () => {
    let runs = 0;
    const { url, errors } = await serveHandler({
      on: {
        default: () => {
          runs += 1;
        },
      },
    });
    const { param, sign: signature } = await sign(samples.payment);
    // A genuine notification padded past 64 KiB (real ones are 1 to 2 KB).
    const padded = JSON.stringify({ param, sign: signature, padding: 'x'.repeat(64 * 1024) });
    expect((await post(url, padded)).status).toBe(413);
    const chunked = await fetch(url, {
      method: 'POST',
      body: new Blob([padded]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // Just under the limit, nested arrays: refused after one pass over the text.
    const nested = JSON.stringify({ param, sign: signature }).replace(
      /}$/,
      `,"x":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
    );
    const refused = await post(url, nested);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('holds an object or an array');
    expect(isNotificationEnvelopeError(errors.at(-1)?.error)).toBe(true);
    expect(runs).toBe(0);
  });

  it('runs the listener once for a signed notification and refuses its variants with lone surrogates, which encode to the same bytes', async () => {
    const seen: string[] = [];
    const { url } = await serveHandler({ on: { 'payment.success': (n) => void seen.push(n.key) } });
    const { body } = await sign({ ...samples.payment, transactionId: 'TX-\uFFFD-9' });
    const answers = [await post(url, body)];
    for (const surrogate of ['\\ud800', '\\udbff', '\\udc00', '\\udfff']) {
      answers.push(await post(url, body.replace('\uFFFD', surrogate)));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 400, 400, 400]);
    expect(seen).toEqual(['payment.success:TX-\uFFFD-9']);
  });

  it('refuses a replayed token creation, which carries no event time, with maxAgeMs and requireEventTime', async () => {
    const saved: string[] = [];
    const { expiresTime: _expires, ...untimed } = samples.authorization;
    const { body } = await sign(untimed);
    const lenient = await serveHandler({
      maxAgeMs: 60_000,
      on: { 'token.create.success': (n) => void saved.push(n.key) },
    });
    // Without requireEventTime, an old token creation replayed years later would still re-save the token.
    expect((await post(lenient.url, body)).status).toBe(200);
    const strict = await serveHandler({
      maxAgeMs: 60_000,
      requireEventTime: true,
      on: { 'token.create.success': (n) => void saved.push(n.key) },
    });
    const refused = await post(strict.url, body);
    expect([refused.status, refused.json.code]).toEqual([400, 40000]);
    expect(refused.json.message).toContain('carries no event time');
    expect(saved).toHaveLength(1);
    expect(strict.errors[0]?.error).toMatchObject({ name: 'NotificationExpiredError', eventTime: undefined });
  });

  it('refuses other methods with 405 and bodies over the limit with 413', async () => {
    const { url } = await serveHandler({ on: {}, maxBodyBytes: 1000 });
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await post(url, JSON.stringify({ param: 'x'.repeat(5000), sign: 'y' }))).status).toBe(413);
  });
});

describe('createNotificationHandler in frameworks', () => {
  it('works as it is as the fetch callback of @hono/node-server', async () => {
    const seen: string[] = [];
    const handler = createNotificationHandler({
      verifier,
      plugins: testPlugins,
      unconfirmed: signatureOnly,
      onError: () => undefined,
      on: { 'payment.success': (n) => void seen.push(n.payload.mchOrderId) },
    });
    const server = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push({ url: '', close: () => new Promise((resolve) => server.close(() => resolve())) });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
    expect((await post(url, (await sign(samples.payment)).body)).text).toBe(ACK);
    expect(
      (await post(url, (await signNotification(samples.payment, { privateKey: stranger.privateKey })).body)).status,
    ).toBe(401);
    expect(seen).toEqual(['order-1']);
  });

  it('works in a Hono route through c.req.raw', async () => {
    const seen: string[] = [];
    const handler = createNotificationHandler({
      verifier,
      plugins: testPlugins,
      unconfirmed: signatureOnly,
      on: { 'payment.refund.success': (n) => void seen.push(n.payload.refundTransactionId) },
    });
    const app = new Hono().post('/notifications', (c) => handler(c.req.raw));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push({ url: '', close: () => new Promise((resolve) => server.close(() => resolve())) });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`;
    expect((await post(url, (await sign(samples.refund)).body)).text).toBe(ACK);
    expect(seen).toEqual(['RF-1']);
  });

  it('answers 400 with the fix, and reports a NotificationRawBodyError, when a middleware already read the Request body', async () => {
    const errors: unknown[] = [];
    const seen: string[] = [];
    const handler = createNotificationHandler({
      verifier,
      plugins: testPlugins,
      unconfirmed: signatureOnly,
      onError: (error) => errors.push(error),
      on: { default: (n) => void seen.push(n.eventName) },
    });
    const app = new Hono().post('/notifications', async (c) => {
      await c.req.raw.clone().text(); // a clone leaves the body readable
      await c.req.raw.json(); // a logging middleware that reads it does not
      return handler(c.req.raw);
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push({ url: '', close: () => new Promise((resolve) => server.close(() => resolve())) });
    const answer = await post(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`,
      (await sign(samples.payment)).body,
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('already read');
    expect(seen).toEqual([]);
    expect(isNotificationRawBodyError(errors[0])).toBe(true);
  });

  async function serveExpress(configure: (app: express.Express, listener: ReturnType<typeof toNodeListener>) => void) {
    const errors: unknown[] = [];
    const seen: string[] = [];
    const handler = createNotificationHandler({
      verifier,
      plugins: testPlugins,
      unconfirmed: signatureOnly,
      onError: (error) => errors.push(error),
      on: { default: (n) => void seen.push(n.eventName) },
    });
    const app = express();
    configure(app, toNodeListener(handler));
    const server = createNodeServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push({
      url: '',
      close: () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    });
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`, errors, seen };
  }

  it('works in Express with no body parser on the route (reads the stream)', async () => {
    const { url, seen } = await serveExpress((app, listener) => app.post('/notifications', listener));
    expect((await post(url, (await sign(samples.staticPayment)).body)).text).toBe(ACK);
    expect(seen).toEqual(['static.order.payment.success']);
  });

  it('works in Express behind express.raw(), which leaves a Buffer in req.body', async () => {
    const { url, seen } = await serveExpress((app, listener) =>
      app.post('/notifications', express.raw({ type: '*/*' }), listener),
    );
    expect((await post(url, (await sign(samples.payout)).body)).text).toBe(ACK);
    expect(seen).toEqual(['disbursement.failed']);
  });

  it('works in Express behind express.text()', async () => {
    const { url, seen } = await serveExpress((app, listener) =>
      app.post('/notifications', express.text({ type: '*/*' }), listener),
    );
    expect((await post(url, (await sign(samples.payout)).body)).text).toBe(ACK);
    expect(seen).toEqual(['disbursement.failed']);
  });

  it('answers 400 with the fix when express.json() parsed the body already, and reports it', async () => {
    const { url, errors, seen } = await serveExpress((app, listener) => {
      app.use(express.json());
      app.post('/notifications', listener);
    });
    const answer = await post(url, (await sign(samples.payment)).body);
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(40000);
    expect(answer.json.message).toContain('express.raw(');
    expect(answer.json.message).toContain('not the parsed JSON');
    expect(seen).toEqual([]);
    expect(isNotificationRawBodyError(errors[0])).toBe(true);
  });

  it('reads the stream when express.json() skipped a request of another content type', async () => {
    const { url, seen } = await serveExpress((app, listener) => {
      app.use(express.json());
      app.post('/notifications', listener);
    });
    expect((await post(url, (await sign(samples.payment)).body, { 'content-type': 'text/plain' })).text).toBe(ACK);
    expect(seen).toEqual(['payment.success']);
  });
});
