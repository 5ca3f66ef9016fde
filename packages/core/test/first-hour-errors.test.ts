import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import {
  createDemoMerchant,
  type DemoMerchant,
  generateMerchantKeys,
  type Sandbox,
  startSandbox,
} from '@lintas/sandbox';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createClientFromEnv,
  defineEndpoint,
  isConfigurationError,
  isGatewayError,
  isNetworkError,
  isOutcomeUnknownError,
  isRequestValidationError,
  isSignatureError,
  rsaSha256Signer,
  rsaSha256Verifier,
} from '../src/index.js';
import { createOrder, queryOrder } from './helpers/endpoints.js';
import { queryPayment } from './helpers/sandbox-endpoints.js';

// The errors a merchant meets in the first hour, asserted word for word: each must say what to do.

/** A payout-like variant: the pay method tells the two shapes apart. */
const createTransfer = defineEndpoint({
  path: '/open-api/test/transfer',
  params: v.variant('payMethodCode', [
    v.strictObject({
      mchOrderId: v.string(),
      amount: v.number(),
      payMethodCode: v.literal('BANK'),
      accountNo: v.string(),
    }),
    v.strictObject({
      mchOrderId: v.string(),
      amount: v.number(),
      payMethodCode: v.literal('EWALLET'),
      accountNo: v.pipe(v.string(), v.regex(/^09\d{9}$/, 'must be a wallet number such as 09171234567')),
    }),
  ]),
  data: v.looseObject({}),
  retry: { keys: ['mchOrderId'] },
});

let sandbox: Sandbox;
let merchant: DemoMerchant;
const other = generateMerchantKeys();

beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
});
afterAll(() => sandbox.close());

/** A TCP server on 127.0.0.1 that runs `received` with the socket once a request's first bytes arrive. */
async function onRequest(received: (socket: Socket) => void) {
  const server = createServer((socket) => socket.once('data', () => received(socket)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** A client of the server on `port`, signing with a key of its own. */
const clientOf = async (port: number, options: Pick<Parameters<typeof createClient>[0], 'retry' | 'fetch'>) =>
  createClient({
    baseUrl: `http://127.0.0.1:${port}`,
    appId: 'app-1',
    signer: await rsaSha256Signer({ privateKey: other.privateKey }),
    ...options,
  });

const offline = async () =>
  createClient({
    baseUrl: 'http://127.0.0.1:1',
    appId: 'app-1',
    signer: await rsaSha256Signer({ privateKey: other.privateKey }),
  });

describe('errors of the first hour', () => {
  it('says which key is missing and how to give it when the private key is undefined', async () => {
    const error = await rsaSha256Signer({ privateKey: undefined as never }).catch((caught: unknown) => caught);
    expect(isSignatureError(error) && error.reason).toBe('invalid-key');
    expect((error as Error).message).toBe(
      'rsaSha256Signer: privateKey is undefined. Pass your merchant private key (is LINTAS_PRIVATE_KEY set in this environment?). Accepted: PEM (BEGIN PRIVATE KEY or BEGIN RSA PRIVATE KEY), or its base64 alone without the BEGIN and END lines as the merchant dashboard issues it; either on one line with literal \\n for its line breaks, with CRLF line breaks, in quotes or with spaces around; or a KeyObject or a CryptoKey.',
    );
    const empty = await rsaSha256Signer({ privateKey: '' }).catch((caught: unknown) => caught);
    expect((empty as Error).message).toMatch(
      /^rsaSha256Signer: privateKey is an empty string\. Pass your merchant private key/,
    );
    const verifier = await rsaSha256Verifier({ publicKey: undefined as never }).catch((caught: unknown) => caught);
    expect((verifier as Error).message).toBe(
      "rsaSha256Verifier: publicKey is undefined. Pass the gateway's platform public key (is LINTAS_PLATFORM_PUBLIC_KEY set in this environment?). Accepted: PEM (BEGIN PUBLIC KEY or BEGIN RSA PUBLIC KEY), or its base64 alone without the BEGIN and END lines as the merchant dashboard shows it; either on one line with literal \\n for its line breaks, with CRLF line breaks, in quotes or with spaces around; or a KeyObject or a CryptoKey.",
    );
  });

  it('names the appId and the key mismatch on 21001, over real HTTP', async () => {
    const client = createClient({
      baseUrl: sandbox.url,
      appId: merchant.appId,
      signer: await rsaSha256Signer({ privateKey: other.privateKey }),
    });
    const error = await client
      .call(queryPayment, { mchOrderId: 'order-1', countryCode: 'PH' })
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21001);
    expect((error as Error).message).toBe(
      `/open-api/payment/query answered 21001: Request sign error. The signature does not verify with the public key registered for appId "${merchant.appId}": the private key this client signs with is not the private half of the public key uploaded for appId "${merchant.appId}" in the merchant dashboard. Sign with the matching private key (LINTAS_PRIVATE_KEY), or upload the public half of this key for appId "${merchant.appId}".`,
    );
  });

  it('names the appId and where to find the right one on 21003, over real HTTP', async () => {
    const client = createClient({
      baseUrl: sandbox.url,
      appId: 'no-such-app',
      signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
    });
    const error = await client
      .call(queryPayment, { mchOrderId: 'order-1', countryCode: 'PH' })
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21003);
    expect((error as Error).message).toBe(
      '/open-api/payment/query answered 21003: Request appId error. The gateway does not accept appId "no-such-app" at this base URL: check the appId (LINTAS_APP_ID) against the application id in the merchant dashboard, and that it belongs to this environment (test and production applications have different ids and URLs).',
    );
  });

  it('says "is required" for a missing field and suggests the field a misspelled one meant', async () => {
    const client = await offline();
    const error = await client.call(queryOrder, { mchOrderID: 'order-1' } as never).catch((caught: unknown) => caught);
    expect(isRequestValidationError(error)).toBe(true);
    if (!isRequestValidationError(error)) return;
    expect(error.issues).toEqual([
      { path: 'mchOrderId', message: 'mchOrderId is required' },
      { path: 'mchOrderID', message: 'unknown field mchOrderID — did you mean mchOrderId?' },
    ]);
    expect(error.message).toBe(
      'Invalid params for /open-api/test/query: mchOrderId is required; unknown field mchOrderID — did you mean mchOrderId?',
    );
    const unrelated = await client
      .call(queryOrder, { mchOrderId: 'order-1', colour: 'red' } as never)
      .catch((caught: unknown) => caught);
    expect((unrelated as Error).message).toBe(
      'Invalid params for /open-api/test/query: unknown field colour (fields: mchOrderId)',
    );
  });

  it('reports every field of a variant at once when the field choosing the variant is missing', async () => {
    const client = await offline();
    const error = await client.call(createTransfer, {} as never).catch((caught: unknown) => caught);
    expect(isRequestValidationError(error)).toBe(true);
    if (!isRequestValidationError(error)) return;
    expect(error.message).toBe(
      'Invalid params for /open-api/test/transfer: payMethodCode is required: one of "BANK" | "EWALLET"; mchOrderId is required; amount is required; accountNo is required',
    );
    expect(error.issues.map((issue) => issue.path)).toEqual(['payMethodCode', 'mchOrderId', 'amount', 'accountNo']);
  });

  it('names the field and the rule and never repeats the value: a private key given as the amount stays out of the message', async () => {
    const client = await offline();
    const error = await client
      .call(createOrder, {
        mchOrderId: 'order-1',
        amount: other.privateKey,
        notifyUrl: 'https://merchant.example/n',
      } as never)
      .catch((caught: unknown) => caught);
    expect(isRequestValidationError(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toBe(
      `Invalid params for /open-api/test/create: amount must be an integer in minor units of the call's currency, e.g. toMinorUnits('500.10', 'PHP') gives 50010 (IDR counts whole rupiah: toMinorUnits('50000', 'IDR') gives 50000) (received a string of ${other.privateKey.length} characters)`,
    );
    expect(JSON.stringify(error)).not.toContain(other.privateKey.slice(40, 80));
    expect(JSON.stringify((error as { issues: unknown }).issues)).not.toContain(other.privateKey.slice(40, 80));
  });

  it('keeps messages short for huge inputs: values and unknown keys are shortened', async () => {
    const client = await offline();
    const huge = 'A'.repeat(2_000_000);
    const params = {
      mchOrderId: huge,
      amount: 1,
      notifyUrl: huge,
      [huge]: 1,
      ...Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`extra${index}`, index])),
    };
    const error = await client.call(createOrder, params as never).catch((caught: unknown) => caught);
    expect(isRequestValidationError(error)).toBe(true);
    if (!isRequestValidationError(error)) return;
    expect(error.message.length).toBeLessThan(2000);
    expect(error.message).toContain(
      'mchOrderId must be at most 32 characters (received a string of 2000000 characters)',
    );
    expect(error.message).toContain('unknown field AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA… (2000000 characters)');
    expect(error.issues.every((issue) => issue.message.length <= 300 && issue.path.length < 100)).toBe(true);
    expect(JSON.stringify(error.issues).length).toBeLessThan(2_000_000);
  });

  it('names the host and port a NetworkError could not reach, and what to check', async () => {
    const port = await closedPort();
    const client = createClient({
      baseUrl: `http://127.0.0.1:${port}`,
      appId: 'app-1',
      signer: await rsaSha256Signer({ privateKey: other.privateKey }),
      retry: { limit: 0 },
    });
    const error = await client.call(queryOrder, { mchOrderId: 'order-1' }).catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    if (!isNetworkError(error)) return;
    expect([error.host, error.port, error.code]).toEqual(['127.0.0.1', port, 'ECONNREFUSED']);
    expect(error.message).toBe(
      `/open-api/test/query could not reach 127.0.0.1:${port} (ECONNREFUSED): nothing accepts connections there. Check the client's baseUrl (LINTAS_BASE_URL) and that the gateway or sandbox is running.`,
    );
  });

  it('never says "could not reach" of a request whose connection closed after it was sent: it may have reached the gateway', async () => {
    // A server that reads the whole request, then resets the connection without answering.
    const { server, port } = await onRequest((socket) => socket.resetAndDestroy());
    try {
      const client = await clientOf(port, { retry: { limit: 0 } });
      const error = await client.call(queryOrder, { mchOrderId: 'order-1' }).catch((caught: unknown) => caught);
      expect(isNetworkError(error) && error.code).toMatch(/ECONNRESET|UND_ERR_SOCKET/);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^/open-api/test/query sent its request to 127\\.0\\.0\\.1:${port} and got no answer \\((ECONNRESET|UND_ERR_SOCKET)\\): the connection ended after the request went out, so the gateway may have acted on it: its outcome is unknown\\. Look it up by its keys with the operation’s status check before sending it again \\(a read may be sent again as it is\\)\\.$`,
        ),
      );
      expect((error as Error).message).not.toContain('could not reach');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says of a lost payout whose request was sent that its outcome is unknown and how to recover, never "could not reach"', async () => {
    // The request reaches the server (a payout committed there); then the merchant's own fetch gives up
    // on it, as a fetch with a timer of its own does: an error with no system code.
    const own = new AbortController();
    let received = 0;
    const { server, port } = await onRequest(() => {
      received += 1;
      own.abort();
    });
    try {
      const client = await clientOf(port, { fetch: (input, init) => fetch(input, { ...init, signal: own.signal }) });
      const params = {
        mchOrderId: 'payout-1',
        amount: 150000,
        payMethodCode: 'BANK',
        accountNo: '001234567890',
      } as const;
      const error = await client.call(createTransfer, params).catch((caught: unknown) => caught);
      expect(isOutcomeUnknownError(error) && error.keys).toEqual({ mchOrderId: 'payout-1' });
      expect(received).toBe(1);
      const cause = (error as Error).cause;
      expect(isNetworkError(cause) && cause.message).toBe(
        `/open-api/test/transfer sent its request to 127.0.0.1:${port} and got no answer: the connection ended after the request went out, so the gateway may have acted on it: its outcome is unknown. Look it up by its keys with the operation’s status check before sending it again (a read may be sent again as it is).`,
      );
      expect(String((error as Error).message)).not.toContain('could not reach');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('says what each missing client option is and where it comes from', async () => {
    const signer = await rsaSha256Signer({ privateKey: other.privateKey });
    expect(() => createClient({ baseUrl: undefined as never, appId: 'app-1', signer })).toThrow(
      "createClient: baseUrl is required: the gateway's URL for your account, or a @lintas/sandbox URL (is LINTAS_BASE_URL set?)",
    );
    expect(() => createClient({ baseUrl: 'http://127.0.0.1:1', appId: undefined as never, signer })).toThrow(
      'createClient: appId is required: the application id of your merchant dashboard (is LINTAS_APP_ID set?)',
    );
    expect(() => createClient({ baseUrl: '127.0.0.1:4010', appId: 'app-1', signer })).toThrow(
      'createClient: baseUrl must be an absolute URL with its scheme, e.g. https://openapi.example.com or http://127.0.0.1:8790',
    );
  });

  it('refuses every wrong client option with a ConfigurationError naming the option', async () => {
    const signer = await rsaSha256Signer({ privateKey: other.privateKey });
    const base = { baseUrl: 'http://127.0.0.1:1', appId: 'app-1', signer };
    const cases: [Parameters<typeof createClient>[0], string, string][] = [
      [{ ...base, baseUrl: undefined as never }, 'baseUrl', 'baseUrl is required'],
      [{ ...base, baseUrl: '127.0.0.1:8790' }, 'baseUrl', 'baseUrl must be an absolute URL'],
      [{ ...base, baseUrl: 'ftp://127.0.0.1' }, 'baseUrl', 'baseUrl must be an http(s) URL, not ftp:'],
      [{ ...base, appId: '' }, 'appId', 'appId is required'],
      [{ ...base, signer: undefined as never }, 'signer', 'signer is required: pass `await rsaSha256Signer'],
      [
        { ...base, timeout: 0 },
        'timeout',
        'timeout must be a positive number of milliseconds (or false for none), not 0',
      ],
      [{ ...base, timeout: Number.NaN }, 'timeout', 'not NaN'],
      [
        { ...base, retry: { limit: -1 } },
        'retry.limit',
        'retry.limit must be a whole number of retries, 0 or more, not -1',
      ],
      [{ ...base, retry: { limit: 1.5 } }, 'retry.limit', 'not 1.5'],
      [{ ...base, retry: { initialDelay: -5 } }, 'retry.initialDelay', 'retry.initialDelay must be a positive number'],
    ];
    for (const [config, option, message] of cases) {
      let error: unknown;
      try {
        createClient(config);
      } catch (caught) {
        error = caught;
      }
      expect(isConfigurationError(error), option).toBe(true);
      expect(isConfigurationError(error) && error.option).toBe(option);
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).not.toContain(other.privateKey.slice(40, 80));
    }
    expect(() => createClient({ ...base, timeout: false, retry: { limit: 0 } })).not.toThrow();
  });
});

describe('a wrong value where a key or a base URL goes', () => {
  const publicGivenAsPrivate =
    'rsaSha256Signer: privateKey is a public key. Pass the private key of your merchant key pair, the half you keep secret (LINTAS_PRIVATE_KEY), not the public key you upload to the merchant dashboard nor the platform public key. Accepted: PEM (BEGIN PRIVATE KEY or BEGIN RSA PRIVATE KEY), or its base64 alone without the BEGIN and END lines as the merchant dashboard issues it; either on one line with literal \\n for its line breaks, with CRLF line breaks, in quotes or with spaces around; or a KeyObject or a CryptoKey.';

  it('says "this is a public key" when the public key is passed as the private key, bare base64 or PEM, and never repeats it', async () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${other.publicKey.replace(/.{1,64}/g, '$&\n')}-----END PUBLIC KEY-----\n`;
    for (const privateKey of [other.publicKey, pem, sandbox.platformPublicKey]) {
      const error = await rsaSha256Signer({ privateKey }).catch((caught: unknown) => caught);
      expect(isSignatureError(error) && error.reason).toBe('invalid-key');
      expect((error as Error).message).toBe(publicGivenAsPrivate);
      expect(JSON.stringify(error) + String(error)).not.toContain(privateKey.slice(40, 80));
    }
  });

  it('says "this is a private key" when the private key is passed as the platform public key', async () => {
    const error = await rsaSha256Verifier({ publicKey: other.privateKey }).catch((caught: unknown) => caught);
    expect(isSignatureError(error) && error.reason).toBe('invalid-key');
    expect((error as Error).message).toBe(
      "rsaSha256Verifier: publicKey is a private key. Pass the gateway's platform public key as the merchant dashboard shows it (LINTAS_PLATFORM_PUBLIC_KEY), and keep private keys out of verifiers. Accepted: PEM (BEGIN PUBLIC KEY or BEGIN RSA PUBLIC KEY), or its base64 alone without the BEGIN and END lines as the merchant dashboard shows it; either on one line with literal \\n for its line breaks, with CRLF line breaks, in quotes or with spaces around; or a KeyObject or a CryptoKey.",
    );
    expect(String(error)).not.toContain(other.privateKey.slice(40, 80));
  });

  it('refuses a baseUrl ending in /open-api with a ConfigurationError saying which address to pass', async () => {
    const signer = await rsaSha256Signer({ privateKey: other.privateKey });
    const error = (() => {
      try {
        createClient({ baseUrl: 'https://openapi.example.com/open-api/', appId: 'app-1', signer });
      } catch (caught) {
        return caught;
      }
    })();
    expect(isConfigurationError(error) && error.option).toBe('baseUrl');
    expect((error as Error).message).toBe(
      "createClient: baseUrl https://openapi.example.com/open-api holds the path /open-api, but every endpoint path starts with /open-api already (e.g. /open-api/payment/generate), so each call would go to https://openapi.example.com/open-api/open-api/... and be answered HTTP 404. Pass the gateway's address without it: baseUrl https://openapi.example.com (LINTAS_BASE_URL=https://openapi.example.com).",
    );
  });

  it('refuses any baseUrl that doubles an endpoint path, keeping a proxy prefix before it, also from the environment', async () => {
    const signer = await rsaSha256Signer({ privateKey: other.privateKey });
    expect(() =>
      createClient({ baseUrl: `${sandbox.url}/proxy/open-api/payment/generate`, appId: 'app-1', signer }),
    ).toThrow(
      `holds the path /open-api/payment/generate, but every endpoint path starts with /open-api already (e.g. /open-api/payment/generate), so each call would go to ${sandbox.url}/proxy/open-api/payment/generate/open-api/... and be answered HTTP 404. Pass the gateway's address without it: baseUrl ${sandbox.url}/proxy (LINTAS_BASE_URL=${sandbox.url}/proxy).`,
    );
    const fromEnv = await createClientFromEnv({
      env: {
        LINTAS_BASE_URL: `${sandbox.url}/open-api`,
        LINTAS_APP_ID: merchant.appId,
        LINTAS_PRIVATE_KEY: merchant.privateKey,
      },
    }).catch((caught: unknown) => caught);
    expect(isConfigurationError(fromEnv)).toBe(true);
    expect((fromEnv as Error).message).toContain(`(LINTAS_BASE_URL=${sandbox.url})`);
  });

  it('accepts the sandbox URL and a proxy prefix that does not double the path, and calls through them', async () => {
    const client = createClient({
      baseUrl: `${sandbox.url}/`,
      appId: merchant.appId,
      signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
    });
    const error = await client
      .call(queryPayment, { mchOrderId: 'no-such-order', countryCode: 'PH' })
      .catch((caught: unknown) => caught);
    expect(isGatewayError(error) && error.code).toBe(21006);
    expect(() =>
      createClient({ baseUrl: 'https://proxy.example/open-apis', appId: 'app-1', signer: { sign: async () => 'x' } }),
    ).not.toThrow();
  });
});

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
