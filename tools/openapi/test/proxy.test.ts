import { networkInterfaces } from 'node:os';
import { createDemoMerchant, type RequestLogEntry, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProxyProcess, post, type RawAnswer, startProxyProcess } from '../src/proxy-process.js';

let sandbox: Sandbox;
let proxy: ProxyProcess;
let privateKey: string;
/** Every request the sandbox received (the gateway's side of the proxy). */
const received: RequestLogEntry[] = [];
/** Every answer the proxy gave, to look for the key in. */
const answers: RawAnswer[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ onRequest: (entry) => received.push(entry) });
  const merchant = createDemoMerchant(sandbox);
  privateKey = merchant.privateKey;
  proxy = await startProxyProcess([], {
    LINTAS_BASE_URL: sandbox.url,
    LINTAS_APP_ID: merchant.appId,
    LINTAS_PRIVATE_KEY: merchant.privateKey,
  });
});
afterAll(async () => {
  await proxy?.stop();
  await sandbox?.close();
});

const json = { 'content-type': 'application/json' };
/** A POST to the proxy, as `host` names it (its own address by default). */
async function call(path: string, body: unknown, headers: Record<string, string> = json) {
  const answer = await post(`${proxy.url}${path}`, JSON.stringify(body), headers);
  answers.push(answer);
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, any> };
}

const payment = (mchOrderId: string) => ({
  mchOrderId,
  amount: 50010,
  customerName: 'Juan dela Cruz',
  channelCode: 'PH_GCASH_URL',
  email: 'juan@example.com',
  mobile: '09171234567',
  notifyUrl: 'https://merchant.example.com/notifications',
});

describe('lintas proxy, over HTTP against the sandbox', () => {
  it("signs and sends an operation's plain params, answering the gateway's answer and the call's metadata", async () => {
    const { status, body } = await call('/philippines/createPayment', payment('proxy-order-1'));
    expect(status).toBe(200);
    expect(body['operation']).toBe('philippines.createPayment');
    expect(body['answer']).toMatchObject({ code: 10000, data: { transactionId: expect.any(String) } });
    expect(body['data']).toEqual(expect.objectContaining({ transactionId: body['answer'].data.transactionId }));
    expect(body['metadata']).toMatchObject({
      endpoint: '/open-api/philippines/payment/generate',
      code: 10000,
      recovered: false,
    });
    expect(body['metadata'].attempts).toHaveLength(1);
    expect(received.at(-1)).toMatchObject({ path: '/open-api/philippines/payment/generate', code: 10000 });
  });

  it('takes the raw gateway path with an unsigned param, and signs it', async () => {
    const { status, body } = await call('/open-api/philippines/payment/query', {
      param: JSON.stringify({ mchOrderId: 'proxy-order-1', timestamp: 1 }),
    });
    expect(status).toBe(200);
    expect(body['operation']).toBe('philippines.queryPayment');
    expect(body['answer']).toMatchObject({ code: 10000, data: { mchOrderId: 'proxy-order-1' } });
  });

  it("answers a refusal of the gateway with its answer (422), and the SDK's refusal of a param without sending it (400)", async () => {
    const refused = await call('/philippines/queryPayment', { mchOrderId: 'proxy-no-such-order' });
    expect(refused.status).toBe(422);
    expect(refused.body['answer']).toMatchObject({ code: 21006 });
    expect(refused.body['error']).toMatchObject({ name: 'GatewayError', code: 21006 });
    const before = received.length;
    const invalid = await call('/philippines/createPayment', { ...payment('proxy-order-2'), mobile: '12345' });
    expect(invalid.status).toBe(400);
    expect(invalid.body['error']).toMatchObject({
      name: 'RequestValidationError',
      issues: [expect.objectContaining({ path: 'mobile' })],
    });
    expect(received.length).toBe(before);
  });

  describe('as an attacker', () => {
    const port = () => new URL(proxy.url).port;
    // Each row: what a page or a machine other than the merchant's tool sends, and the status refusing it.
    const attacks: [string, () => Record<string, string>, number][] = [
      ['another machine named in Host', () => ({ ...json, host: `evil.example:${port()}` }), 403],
      [
        'a page on a name rebound to 127.0.0.1 (DNS rebinding)',
        () => ({ ...json, host: `127.0.0.1.nip.io:${port()}`, origin: `http://127.0.0.1.nip.io:${port()}` }),
        403,
      ],
      ['a page of another site posting across sites', () => ({ ...json, origin: 'https://evil.example' }), 403],
      ['a form a page posts without a preflight', () => ({ 'content-type': 'text/plain' }), 415],
    ];
    it.each(attacks)('refuses %s, and sends nothing', async (_, headers, status) => {
      const before = received.length;
      const answer = await call('/philippines/createPayment', payment('proxy-attack'), headers());
      expect(answer.status).toBe(status);
      expect(received.length).toBe(before);
    });

    it('listens on 127.0.0.1 only: another address of this machine is refused a connection', async () => {
      expect(new URL(proxy.url).hostname).toBe('127.0.0.1');
      const external = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (external) {
        await expect(
          post(`http://${external.address}:${port()}/philippines/queryPayment`, '{}', json),
        ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      }
    });

    it('never prints the key, nor answers it, whatever it was asked', async () => {
      await call('/philippines/createPayment', { ...payment('proxy-order-3'), amount: -1 });
      const body = privateKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
      const pieces = Array.from({ length: Math.floor(body.length / 32) }, (_, index) =>
        body.slice(index * 32, index * 32 + 32),
      );
      const seen = proxy.output() + answers.map((answer) => answer.text).join('\n');
      expect(seen).toContain('lintas proxy: listening on');
      for (const piece of pieces) expect(seen).not.toContain(piece);
    });
  });
});
