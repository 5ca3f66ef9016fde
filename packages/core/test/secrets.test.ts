import { generateKeyPairSync } from 'node:crypto';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  type RequestEvent,
  type ResponseEvent,
  type RetryEvent,
  rsaSha256Signer,
  rsaSha256Verifier,
} from '../src/index.js';
import { queryOrder } from './helpers/endpoints.js';
import { refusal, startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKeyText = keys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
const pemText = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
// Any 40-character run of the key is enough to prove a leak.
const fragments = [privateKeyText.slice(100, 140), pemText.split('\n')[5] ?? 'unreachable'];
let gateway: TestGateway;

function expectNoKey(text: string): void {
  for (const fragment of fragments) expect(text).not.toContain(fragment);
}

beforeAll(async () => {
  gateway = await startTestGateway(keys.publicKey);
});
afterAll(() => gateway.close());

describe('secrets', () => {
  it('never appear in inspect or JSON of a signer, a verifier or a client', async () => {
    const signer = await rsaSha256Signer({ privateKey: privateKeyText });
    const verifier = await rsaSha256Verifier({ publicKey: keys.publicKey });
    const client = createClient({ baseUrl: gateway.url, appId: 'app-1', signer });
    for (const value of [signer, verifier, client]) {
      expectNoKey(inspect(value, { depth: 10, showHidden: true }));
      expectNoKey(JSON.stringify(value));
    }
    expect(JSON.parse(JSON.stringify(signer))).toEqual({ algorithm: 'RSA-SHA256' });
    expect(JSON.parse(JSON.stringify(client))).toEqual({ appId: 'app-1', baseUrl: gateway.url, plugins: [] });
    expect(inspect(client)).toContain('LintasClient');
  });

  it("shows a signer's keyId beside its algorithm, and refuses a keyId that is a key rather than its name", async () => {
    const named = await rsaSha256Signer({ privateKey: privateKeyText, keyId: 'merchant-key-2026' });
    expect(JSON.parse(JSON.stringify(named))).toEqual({ algorithm: 'RSA-SHA256', keyId: 'merchant-key-2026' });
    expect(inspect(named)).toBe('RsaSha256Signer {"algorithm":"RSA-SHA256","keyId":"merchant-key-2026"}');
    expect(named.keyId).toBe('merchant-key-2026');
    for (const keyId of [pemText, privateKeyText, '', 42]) {
      const refused = await rsaSha256Signer({ privateKey: privateKeyText, keyId: keyId as string }).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(TypeError);
      expect((refused as Error).message).toMatch(/^rsaSha256Signer: keyId must name your key in 1 to 256 characters/);
      expectNoKey(String(refused));
    }
  });

  it('never appear in hook events, and hooks see every attempt in order', async () => {
    const events: (RequestEvent | ResponseEvent | RetryEvent)[] = [];
    const client = createClient({
      baseUrl: gateway.url,
      appId: 'app-1',
      signer: await rsaSha256Signer({ privateKey: pemText }),
      retry: { initialDelay: 5 },
      hooks: {
        beforeRequest: [(event) => void events.push(event)],
        afterResponse: [(event) => void events.push(event)],
        beforeRetry: [
          (event) => void events.push(event),
          () => {
            throw new Error('a broken logger');
          },
        ],
      },
    });
    gateway.script(
      '/open-api/test/query',
      refusal(21020, 'Too many requests'),
      success({ mchOrderId: 'o', transactionId: 't', amount: 1, transactionStatus: 'PENDING' }),
    );
    await client.call(queryOrder, { mchOrderId: 'o' });
    expect(
      events.map((event) => ['param' in event ? 'request' : 'status' in event ? 'response' : 'retry', event.attempt]),
    ).toEqual([
      ['request', 1],
      ['response', 1],
      ['retry', 2],
      ['request', 2],
      ['response', 2],
    ]);
    expect(events[1]).toMatchObject({ status: 200, code: 21020, endpoint: '/open-api/test/query' });
    const text = JSON.stringify(events) + inspect(events, { depth: 10 });
    expectNoKey(text);
    for (const request of gateway.requests) expect(text).not.toContain(request.sign);
  });

  it('never appear in the error of a key that cannot be imported', async () => {
    const broken = `${privateKeyText.slice(0, 300)}!!${privateKeyText.slice(300)}`;
    const error = await rsaSha256Signer({ privateKey: broken }).catch((caught: unknown) => caught);
    expectNoKey(inspect(error, { depth: 10 }) + JSON.stringify(error));
  });
});
