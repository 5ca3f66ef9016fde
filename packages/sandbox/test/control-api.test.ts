import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient, testKeys } from './helpers/gateway-client.js';
import { orderId, paymentParams, payoutParams, refundParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

describe('control API', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.sandbox.close());

  it('registers a merchant with a chosen appId, balances and rate limit; refuses a taken appId', async () => {
    const keys = await testKeys();
    const created = await t.control.post('/merchants', {
      appId: 'merchant-from-curl',
      publicKey: keys.publicKey,
      balances: { PHP: 12_345 },
      rateLimitPerSecond: 50,
      payoutNotifyUrl: 'http://127.0.0.1:9/payouts',
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      appId: 'merchant-from-curl',
      rateLimitPerSecond: 50,
      payoutNotifyUrl: 'http://127.0.0.1:9/payouts',
      balances: expect.objectContaining({ PHP: 12_345, IDR: 100_000_000 }),
    });
    const again = await t.control.post('/merchants', { appId: 'merchant-from-curl', publicKey: keys.publicKey });
    expect(again.status).toBe(409);
    expect(again.json.error.reason).toBe('invalid_state');
  });

  it('refuses a malformed key with 400 and no key material in the answer', async () => {
    const answer = await t.control.post('/merchants', { publicKey: 'bm90IGEga2V5' });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toContain('publicKey is not a valid RSA public key');
    expect(JSON.stringify(answer.json)).not.toContain('bm90IGEga2V5');
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const response = await fetch(`${t.sandbox.url}/__sandbox/payments/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1',
    });
    expect(response.status).toBe(400);
  });

  it('updates a merchant and sets a balance', async () => {
    const updated = await t.control.patch(`/merchants/${t.merchant.appId}`, {
      payoutNotifyUrl: 'http://127.0.0.1:9/p',
    });
    expect(updated.json.payoutNotifyUrl).toBe('http://127.0.0.1:9/p');
    const balances = await t.control.post('/balances', { appId: t.merchant.appId, currency: 'PHP', amount: 777_00 });
    expect(balances.json.PHP).toBe(777_00);
    expect((await t.gateway.call('/open-api/account/balance', {})).data.balance).toBe('777.00');
    expect((await t.control.get(`/merchants/${t.merchant.appId}/balances`)).json.PHP).toBe(777_00);
    expect((await t.control.post('/balances', { appId: 'nobody', currency: 'PHP', amount: 1 })).status).toBe(404);
    expect((await t.control.post('/balances', { appId: t.merchant.appId, currency: 'php', amount: 1 })).status).toBe(
      400,
    );
  });

  it("changes a merchant's registered public key: the old key is refused 21001 from the next request, the new one served", async () => {
    const [current, next] = await Promise.all([testKeys(), testKeys()]);
    const { json: merchant } = await t.control.post('/merchants', { publicKey: current.publicKey });
    const signedWith = (keys: typeof current) => gatewayClient(t.sandbox.url, { appId: merchant.appId, ...keys });
    const balance = (keys: typeof current) => signedWith(keys).call('/open-api/account/balance', {});
    expect((await balance(current)).code).toBe(10000);
    expect((await balance(next)).code).toBe(21001);

    const updated = await t.control.patch(`/merchants/${merchant.appId}`, { publicKey: next.publicKey });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ appId: merchant.appId, publicKey: next.publicKey });
    expect((await balance(current)).code).toBe(21001);
    expect((await balance(next)).code).toBe(10000);
    expect(t.sandbox.state().merchants.find((m) => m.appId === merchant.appId)?.publicKey).toBe(next.publicKey);

    // A key that is not one is refused before anything changes: the registered key and settings stay.
    const refused = await t.control.patch(`/merchants/${merchant.appId}`, {
      publicKey: 'bm90IGEga2V5',
      payoutNotifyUrl: 'http://127.0.0.1:9/payouts',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toContain('publicKey is not a valid RSA public key');
    expect(JSON.stringify(refused.json)).not.toContain('bm90IGEga2V5');
    expect((await balance(next)).code).toBe(10000);
    expect(t.sandbox.state().merchants.find((m) => m.appId === merchant.appId)?.payoutNotifyUrl).toBeNull();
    expect((await t.control.patch('/merchants/nobody', { publicKey: next.publicKey })).status).toBe(404);
  });

  it('completes and fails payments by transactionId or mchOrderId', async () => {
    const a = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
    const done = await t.control.post('/payments/complete', { transactionId: a.transactionId });
    expect(done.json).toMatchObject({ transactionId: a.transactionId, status: 'COMPLETED' });
    const again = await t.control.post('/payments/complete', { transactionId: a.transactionId });
    expect(again.status).toBe(409);
    const b = paymentParams();
    await t.gateway.call('/open-api/payment/generate', b);
    const failed = await t.control.post('/payments/fail', {
      mchOrderId: b['mchOrderId'],
      failedCode: -10006,
      failedMessage: 'Network Reject',
    });
    expect(failed.json).toMatchObject({ status: 'FAILED', failedCode: -10006, failedMessage: 'Network Reject' });
    const query = await t.gateway.call('/open-api/payment/query', { mchOrderId: b['mchOrderId'] });
    expect(query.data.failedCode).toBe(-10006);
    expect((await t.control.post('/payments/complete', { transactionId: 'TX0' })).status).toBe(404);
    expect((await t.control.post('/payments/complete', {})).status).toBe(400);
    expect((await t.control.post('/payments/fail', { transactionId: a.transactionId, failedCode: 'x' })).status).toBe(
      400,
    );
  });

  it('completes and fails payouts and refunds', async () => {
    await t.control.post('/balances', { appId: t.merchant.appId, currency: 'PHP', amount: 10_000_000 });
    const p1 = (await t.gateway.call('/open-api/philippines/disbursement/transfer', payoutParams())).data;
    const p2 = (await t.gateway.call('/open-api/philippines/disbursement/transfer', payoutParams())).data;
    expect((await t.control.post('/payouts/complete', { transactionId: p1.transactionId })).json.status).toBe(
      'COMPLETED',
    );
    expect((await t.control.post('/payouts/fail', { mchOrderId: p2.mchOrderId })).json).toMatchObject({
      status: 'FAILED',
      failedCode: -10004,
    });

    const payment = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
    t.sandbox.completePayment(payment.transactionId);
    const refundOrder = orderId('RF');
    const refund = (
      await t.gateway.call(
        '/open-api/payment/refund',
        refundParams(payment.transactionId, { mchRefundOrderId: refundOrder, refundAmount: 100 }),
      )
    ).data;
    const failed = await t.control.post('/refunds/fail', {
      mchRefundOrderId: refundOrder,
      failedCode: -10009,
      failedMessage: 'Channel Refund Failed',
    });
    expect(failed.json).toMatchObject({ refundTransactionId: refund.refundTransactionId, status: 'FAILED' });
    expect((await t.control.post('/refunds/complete', { mchRefundOrderId: refundOrder })).status).toBe(409);
  });

  it('lists the operations it serves in /operations, each on its own path but those two sites share, each answering its path', async () => {
    const { json } = await t.control.get('/operations');
    expect(json).toEqual(t.sandbox.operations());
    expect(json).toContainEqual({
      family: 'philippines',
      name: 'createPayment',
      path: '/open-api/philippines/payment/generate',
    });
    expect(json).toContainEqual({ family: 'neutral', name: 'listRefunds', path: '/open-api/refund/payments' });
    const listed: string[] = json.map((operation: { path: string }) => operation.path);
    // Paths two countries' sites share: Indonesia's and Malaysia's payouts (served as Malaysia's when the
    // params name an `accountType` or a `transferCode`), Thailand's and Malaysia's QR codes (as Malaysia's for a Malaysian channel).
    const shared = listed.filter((path, index) => listed.indexOf(path) !== index);
    expect(shared.sort()).toEqual(['/open-api/disbursement', '/open-api/qr/generate']);
    expect(json.filter((operation: { path: string }) => shared.includes(operation.path))).toEqual([
      { family: 'indonesia', name: 'createDisbursement', path: '/open-api/disbursement' },
      { family: 'thailand', name: 'createQrCode', path: '/open-api/qr/generate' },
      { family: 'malaysia', name: 'createPayout', path: '/open-api/disbursement' },
      { family: 'malaysia', name: 'createQrCode', path: '/open-api/qr/generate' },
    ]);
    const paths: string[] = [...new Set<string>(listed)];
    // Served: a signed call with empty params is answered by the operation (refused as params, 21002, or
    // answered, 10000, by those that take none), where an unknown path is answered 404.
    const envelopePaths = paths.filter((path: string) => path.startsWith('/open-api/'));
    const answers = await Promise.all(
      envelopePaths.map(async (path: string) => ({ path, code: (await t.gateway.call(path, {})).code })),
    );
    expect(answers.filter(({ code }) => code !== 21002 && code !== 10000)).toEqual([]);
    // The SNAP sites' paths answer SNAP's form: an envelope without SNAP's headers is refused for them.
    const snapAnswers = await Promise.all(
      paths
        .filter((path: string) => !path.startsWith('/open-api/'))
        .map(async (path: string) => {
          const response = await fetch(`${t.sandbox.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          });
          return { path, responseCode: ((await response.json()) as { responseCode: string }).responseCode };
        }),
    );
    expect(snapAnswers.length).toBeGreaterThan(0);
    expect(snapAnswers.filter(({ responseCode }) => !/^40[01]\d{4}$/.test(responseCode))).toEqual([]);
    expect((await t.gateway.call('/open-api/not/an/operation', {})).code).toBe(404);
  });

  it('lists everything held in /state', async () => {
    const { json } = await t.control.get('/state');
    expect(Object.keys(json).sort()).toEqual(
      [
        'authorizations',
        'checkouts',
        'files',
        'merchants',
        'payments',
        'payouts',
        'receivers',
        'refunds',
        'reports',
        'splitPayments',
        'splitReturns',
        'staticCodes',
        'tickets',
        'tokens',
      ].sort(),
    );
    expect(json.payments.length).toBe(t.sandbox.state().payments.length);
    expect(json.payments.length).toBeGreaterThan(0);
    expect(json.merchants.some((m: { appId: string }) => m.appId === t.merchant.appId)).toBe(true);
  });

  it('answers 404 JSON for an unknown control route', async () => {
    const response = await fetch(`${t.sandbox.url}/__sandbox/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, message: 'Not found', data: null });
  });
});

describe('auto-progress', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ autoProgress: { delayMs: 50 } });
  });
  afterAll(() => t.sandbox.close());

  it('completes payments, payouts and refunds after the delay', async () => {
    const payment = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
    const payout = (await t.gateway.call('/open-api/philippines/disbursement/transfer', payoutParams())).data;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(
      (await t.gateway.call('/open-api/payment/query', { transactionId: payment.transactionId })).data
        .transactionStatus,
    ).toBe('COMPLETED');
    expect(
      (await t.gateway.call('/open-api/disbursement/check', { transactionId: payout.transactionId })).data
        .transactionStatus,
    ).toBe('COMPLETED');
    const refund = (
      await t.gateway.call('/open-api/payment/refund', refundParams(payment.transactionId, { refundAmount: 10 }))
    ).data;
    expect(refund.refundStatus).toBe('PENDING');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [listed] = (
      await t.gateway.call('/open-api/refund/payments', { originalTransactionId: payment.transactionId })
    ).data;
    expect(listed.refundStatus).toBe('COMPLETE');
  });

  it('leaves a payment that was moved meanwhile alone', async () => {
    const payment = (await t.gateway.call('/open-api/payment/generate', paymentParams())).data;
    t.sandbox.failPayment(payment.transactionId);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(
      (await t.gateway.call('/open-api/payment/query', { transactionId: payment.transactionId })).data
        .transactionStatus,
    ).toBe('FAILED');
  });
});
