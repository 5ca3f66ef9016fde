import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDeliveryLine, formatRequestLine } from '../src/cli/format-log-line.js';
import type { DeliveryLogEntry, RequestLogEntry } from '../src/index.js';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { paymentParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

describe('request log, delivery listener and pages', () => {
  let t: TestSandbox;
  let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
  const requests: RequestLogEntry[] = [];
  const deliveries: DeliveryLogEntry[] = [];
  beforeAll(async () => {
    receiver = await startNotificationReceiver();
    t = await startTestSandbox({
      notifications: { backoffMs: [10] },
      onRequest: (entry) => void requests.push(entry),
      onDelivery: (entry) => void deliveries.push(entry),
    });
  });
  afterAll(async () => {
    await t.sandbox.close();
    await receiver.close();
  });

  it('logs every API request with its merchant and answer, tells the listener, and serves the log', async () => {
    const created = await t.gateway.call('/open-api/payment/generate', paymentParams());
    expect(created.code).toBe(10000);
    await t.gateway.call('/open-api/payment/query', {}); // refused: transactionId or mchOrderId is required
    const refusedSignature = await fetch(`${t.sandbox.url}/open-api/payment/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: t.merchant.appId, sign: 'AAAA', param: '{"timestamp":"1"}' }),
    });
    expect(refusedSignature.status).toBe(200);

    const logged = t.sandbox.requests().slice(-3);
    expect(logged.map((entry) => [entry.path, entry.appId, entry.code])).toEqual([
      ['/open-api/payment/generate', t.merchant.appId, 10000],
      ['/open-api/payment/query', t.merchant.appId, 21002],
      ['/open-api/payment/query', null, 21001],
    ]);
    expect(logged[0]).toMatchObject({ method: 'POST', httpStatus: 200, message: 'Success', fault: null });
    // Each request's body and answer as they went over the wire, numbered in order.
    expect(logged.map((entry) => entry.id)).toEqual([logged[0]!.id, logged[0]!.id + 1, logged[0]!.id + 2]);
    const envelope = JSON.parse(logged[0]!.requestBody ?? '{}') as { appId: string; sign: string; param: string };
    expect(envelope.appId).toBe(t.merchant.appId);
    expect(JSON.parse(envelope.param)).toHaveProperty('timestamp');
    expect(JSON.parse(logged[0]!.responseBody ?? '{}')).toEqual({
      code: 10000,
      message: 'Success',
      data: created.data,
    });
    expect(JSON.parse(logged[2]!.requestBody ?? '{}')).toMatchObject({ sign: 'AAAA' });
    expect(JSON.parse(logged[2]!.responseBody ?? '{}')).toMatchObject({ code: 21001 });
    expect(requests.slice(-3)).toEqual(logged);
    const served = await t.control.get('/requests');
    expect(served.json.slice(-3)).toEqual(logged);
  });

  it('records the fault that shaped an answer', async () => {
    t.sandbox.injectFault({ path: '/open-api/account/balance', kind: 'http', status: 502 });
    await t.gateway.call('/open-api/account/balance', {}).catch(() => undefined);
    expect(t.sandbox.requests().at(-1)).toMatchObject({
      path: '/open-api/account/balance',
      httpStatus: 502,
      code: null,
      fault: 'http',
      // Answered before the body was read, with no envelope.
      requestBody: null,
      responseBody: null,
    });
    await fetch(`${t.sandbox.url}/open-api/no/such/path`, { method: 'POST', body: '{}' });
    expect(t.sandbox.requests().at(-1)).toMatchObject({ httpStatus: 404, requestBody: null, responseBody: null });
  });

  it('keeps at most 64 KiB of a body', async () => {
    const file = 'A'.repeat(100_000);
    await t.gateway
      .call('/open-api/v1/file/upload', {
        fileName: 'a.pdf',
        fileContent: file,
        businessType: 'SPLIT_PAYMENT_RECEIVER_RELATION',
        countryCode: 'ID',
      })
      .catch(() => undefined);
    const kept = t.sandbox.requests().at(-1);
    expect(kept?.path).toBe('/open-api/v1/file/upload');
    expect(kept?.requestBody).toHaveLength(65_536);
  });

  it('delivers a notification again as it was sent, when asked by its id', async () => {
    const created = await t.gateway.call('/open-api/payment/generate', paymentParams({ notifyUrl: receiver.url }));
    t.sandbox.completePayment(created.data.transactionId);
    await t.sandbox.notificationsIdle();
    const first = t.sandbox.deliveries().filter((entry) => entry.param.includes(created.data.transactionId));
    expect(first).toHaveLength(1);
    const sent = receiver.received.filter((one) => one.body.param.includes(created.data.transactionId));
    expect(sent).toHaveLength(1);

    const resent = await t.control.post('/notifications/resend', { id: first[0]!.id });
    expect(resent).toEqual({
      status: 200,
      json: { id: first[0]!.id, url: first[0]!.url, eventName: 'payment.success' },
    });
    await t.sandbox.notificationsIdle();
    const again = receiver.received.filter((one) => one.body.param.includes(created.data.transactionId));
    expect(again).toHaveLength(2);
    expect(again[1]!.body).toEqual(again[0]!.body);
    const logged = t.sandbox.deliveries().filter((entry) => entry.id === first[0]!.id);
    expect(logged.map((entry) => [entry.attempt, entry.status])).toEqual([
      [1, 'acknowledged'],
      [1, 'acknowledged'],
    ]);
    expect(await t.control.post('/notifications/resend', { id: 'NT404' })).toMatchObject({
      status: 404,
      json: { error: { reason: 'not_found' } },
    });
    expect((await t.control.post('/notifications/resend', {})).status).toBe(400);
  });

  it('tells the delivery listener of each attempt, as logged', async () => {
    const created = await t.gateway.call('/open-api/payment/generate', paymentParams({ notifyUrl: receiver.url }));
    t.sandbox.completePayment(created.data.transactionId);
    await t.sandbox.notificationsIdle();
    const mine = deliveries.filter((entry) => entry.param.includes(created.data.transactionId));
    expect(mine.map((entry) => [entry.eventName, entry.status])).toEqual([['payment.success', 'acknowledged']]);
    expect(t.sandbox.deliveries()).toEqual(expect.arrayContaining(mine));
    expect(formatDeliveryLine(mine[0]!)).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d  notify payment.success → ${receiver.url}/?: acknowledged \\(HTTP 200\\)$`),
    );
  });

  it('formats terminal lines for refused deliveries and destroyed connections', () => {
    const delivery = {
      id: 'NT1',
      url: 'http://127.0.0.1:9/n',
      eventName: 'payment.failed',
      attempt: 2,
      status: 'failed',
      error: 'ECONNREFUSED',
      willRetry: true,
      at: new Date().toISOString(),
      param: '{}',
    } as const;
    expect(formatDeliveryLine(delivery)).toMatch(
      /notify payment.failed → http:\/\/127.0.0.1:9\/n: failed \(ECONNREFUSED\), attempt 2, will retry$/,
    );
    const request = {
      id: 1,
      requestBody: null,
      responseBody: null,
      at: Date.now(),
      method: 'POST',
      path: '/open-api/payment/generate',
      appId: 'a',
      httpStatus: 0,
      code: 10000,
      message: 'Success',
      fault: 'reset-after',
      durationMs: 3,
    };
    expect(formatRequestLine(request)).toMatch(
      /POST \/open-api\/payment\/generate → connection destroyed \(3 ms\) \[fault reset-after\]$/,
    );
  });

  it('serves a home page listing what it holds through the control API, with the actions it offers', async () => {
    const response = await fetch(`${t.sandbox.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    for (const title of [
      'Payments',
      'Payouts',
      'Refunds',
      'Static codes',
      'Pay tokens',
      'Merchants',
      'API requests',
      'Notification deliveries',
    ]) {
      expect(html).toContain(`<h2>${title}`);
    }
    for (const route of [
      '/payments/complete',
      '/payouts/fail',
      '/refunds/complete',
      '/authorizations/authorize',
      '/tokens/cancel',
    ]) {
      expect(html).toContain(route);
    }
    expect(html).toMatch(/read\(["']\/requests["']\)/);
    // The script is the compiled source of a type-checked function, self-contained: it parses on its
    // own and names nothing from the module it came from.
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/__name|import\(|require\(/);
    expect(script).toContain('"refreshMs":1000');
    expect(html).toContain('<section id="detail" hidden></section>');
  });

  it('tells its URL and platform public key at /__sandbox/info', async () => {
    const response = await fetch(`${t.sandbox.url}/__sandbox/info`);
    expect(await response.json()).toEqual({ url: t.sandbox.url, platformPublicKey: t.sandbox.platformPublicKey });
  });

  it('still answers an unknown path with the gateway-shaped JSON 404', async () => {
    const response = await fetch(`${t.sandbox.url}/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'Not found', data: null });
  });

  it('shows a QR code of the pay data on the page of a QR payment, and none for a URL payment', async () => {
    const qr = await t.gateway.call('/open-api/philippines/payment/generate', {
      mchOrderId: `qr-${Date.now()}`,
      amount: 50010,
      customerName: 'Juan',
      channelCode: 'PH_QRPH_DYNAMIC',
      email: 'juan@example.com',
      mobile: '09171234567',
      notifyUrl: 'http://127.0.0.1:9/notify',
    });
    const page = await (await fetch(qr.data.cashierUrl)).text();
    expect(page).toContain('<svg');
    expect(page).toContain(`data-pay-data="${qr.data.payData}"`);
    const url = await t.gateway.call('/open-api/payment/generate', paymentParams({ channelCode: 'PH_GCASH_URL' }));
    const urlPage = await (await fetch(url.data.payData)).text();
    expect(urlPage).toContain('Sandbox payment');
    expect(urlPage).not.toContain('<svg');
  });
});
