import { randomBytes } from 'node:crypto';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ClientConfig,
  createClient,
  createClientFromEnv,
  isOutcomeUnknownError,
  rsaSha256Signer,
} from '../src/index.js';
import { type Logger, type LogLevel, logging } from '../src/logging/index.js';
import { createPayment, createPaymentUnrecoverable, paymentParams, queryPayment } from './helpers/sandbox-endpoints.js';

// Built-in logging over real HTTP against @lintas/sandbox, with a real RSA key and real signatures:
// what each level writes, and that no key, signature or long base64 run ever reaches a log line.

/** A logger that keeps each line with its level. */
function recorder(): Logger & { lines: string[]; text(): string } {
  const lines: string[] = [];
  const at = (level: string) => (message: string) => void lines.push(`${level} ${message}`);
  return {
    lines,
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    text: () => lines.join('\n'),
  };
}

let sandbox: Sandbox;
let merchant: DemoMerchant;
/** The bodies the client posted, read by a pass-through fetch: they hold the real signatures. */
const sent: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
});
afterEach(() => {
  sandbox.clearFaults();
  sent.length = 0;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(() => sandbox.close());

async function client(config: Partial<ClientConfig> = {}) {
  return createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
    retry: { initialDelay: 5 },
    fetch: async (input, init) => {
      sent.push(String(init?.body));
      return fetch(input, init);
    },
    ...config,
  });
}

/** Asserts that `text` holds no signature that was sent, no part of the key and no base64 run of 64+. */
function expectNoSecret(text: string): void {
  const signatures = sent.map((body) => (JSON.parse(body) as { sign: string }).sign);
  expect(signatures.length).toBeGreaterThan(0);
  for (const signature of signatures) {
    expect(text).not.toContain(signature);
    expect(text).not.toContain(signature.slice(100, 140));
  }
  expect(text).not.toContain(merchant.privateKey);
  for (let start = 0; start + 40 <= merchant.privateKey.length; start += 200)
    expect(text).not.toContain(merchant.privateKey.slice(start, start + 40));
  expect(text).not.toMatch(/[A-Za-z0-9+/]{64,}/);
}

describe('logging', () => {
  it('at debug, logs every attempt of a signed call with endpoint, status and code, and no key or signature', async () => {
    const logger = recorder();
    const logged = await client({ log: logging({ level: 'debug', logger }) });
    // A field carrying file content, and the private key itself pasted into a field by mistake.
    const content = randomBytes(600).toString('base64');
    const pem = `-----BEGIN PRIVATE KEY-----\n${merchant.privateKey.match(/.{1,64}/g)?.join('\n')}\n-----END PRIVATE KEY-----`;
    await logged
      .call(createPaymentUnrecoverable, paymentParams(), { extraParams: { attachment: content, keyByMistake: pem } })
      .catch(() => undefined);
    await logged.call(queryPayment, { mchOrderId: 'no-such-order', countryCode: 'PH' }).catch(() => undefined);
    const text = logger.text();
    expect(text).toContain('debug lintas /open-api/payment/generate attempt 1 sent: param {');
    expect(text).toMatch(/debug lintas \/open-api\/payment\/generate attempt 1 answered HTTP 200, code \d+ in \d+ ms/);
    expect(text).toMatch(/debug lintas \/open-api\/payment\/generate answer body \{/);
    expect(text).toMatch(/warn lintas \/open-api\/payment\/query failed after 1 attempt in \d+ ms: GatewayError: /);
    expect(text).toContain('[redacted 800 chars]');
    expect(text).toContain('[redacted PEM]');
    expect(text).not.toContain(content.slice(0, 40));
    expectNoSecret(text);
  });

  it('at info, logs one line per call', async () => {
    const logger = recorder();
    const logged = await client({ log: logging({ level: 'info', logger }) });
    await logged.call(createPaymentUnrecoverable, paymentParams());
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatch(
      /^info lintas \/open-api\/payment\/generate HTTP 200, code 10000 after 1 attempt in \d+ ms$/,
    );
  });

  it('at warn, logs a retry and not a call that succeeds', async () => {
    const logger = recorder();
    const logged = await client({ log: logging({ level: 'warn', logger }) });
    const params = paymentParams();
    await logged.call(createPaymentUnrecoverable, params);
    sandbox.injectFault({ path: '/open-api/payment/query', kind: 'http', status: 503 });
    await logged.call(queryPayment, { mchOrderId: params.mchOrderId, countryCode: 'PH' });
    expect(logger.lines).toEqual([
      expect.stringMatching(/^warn lintas \/open-api\/payment\/query retrying \(attempt 2\) after HTTPError: .*503/),
    ]);
    expectNoSecret(logger.text());
  });

  it('at warn, logs the retry after a lost answer and the recovery that settled the call', async () => {
    const logger = recorder();
    const logged = await client({ log: logging({ level: 'warn', logger }) });
    sandbox.injectFault({ path: '/open-api/payment/generate', kind: 'reset-after' });
    await logged.call(createPayment, paymentParams());
    expect(logger.lines).toEqual([
      expect.stringMatching(
        /^warn lintas \/open-api\/payment\/generate retrying \(attempt 2\) after TypeError: fetch failed \([A-Z_]+\)$/,
      ),
      expect.stringMatching(
        /^warn lintas \/open-api\/payment\/generate settled by its recovery lookup after 2 attempts in \d+ ms \(an answer was lost or unreadable\)$/,
      ),
    ]);
  });

  it('at error, logs an outcome left unknown with the merchant keys', async () => {
    const logger = recorder();
    const logged = await client({ log: logging({ level: 'error', logger }) });
    sandbox.injectFault({ path: '/open-api/payment/generate', kind: 'reset-after' });
    const params = paymentParams();
    const error = await logged.call(createPaymentUnrecoverable, params).catch((caught: unknown) => caught);
    expect(isOutcomeUnknownError(error)).toBe(true);
    expect(logger.lines).toEqual([
      `error lintas /open-api/payment/generate failed after 1 attempt in ${Math.round((error as { metadata: { durationMs: number } }).metadata.durationMs)} ms: OutcomeUnknownError: ${(error as Error).message}`,
    ]);
    expect(logger.text()).toContain(params.mchOrderId);
  });

  it.each([
    ['debug', 8],
    ['info', 2],
    ['warn', 1],
    ['error', 0],
    ['off', 0],
    [' OFF ', 0],
  ] as const)(
    'follows LINTAS_LOG=%s when the client sets no level (%i lines for a call and a refused call)',
    async (level, lines) => {
      vi.stubEnv('LINTAS_LOG', level);
      const logger = recorder();
      const logged = await client({ log: logging({ logger }) });
      await logged.call(createPaymentUnrecoverable, paymentParams());
      await logged.call(queryPayment, { mchOrderId: 'no-such-order', countryCode: 'PH' }).catch(() => undefined);
      expect(logger.lines, logger.text()).toHaveLength(lines);
    },
  );

  it('logs to console at the LINTAS_LOG level, at info when it is unset, and nothing without a log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.stubEnv('LINTAS_LOG', 'warn');
    await (await client({ log: logging() }))
      .call(queryPayment, { mchOrderId: 'no-such-order', countryCode: 'PH' })
      .catch(() => undefined);
    await (await client({ log: logging() })).call(createPaymentUnrecoverable, paymentParams());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^lintas \/open-api\/payment\/query failed after 1 attempt/);
    expect(info).not.toHaveBeenCalled();
    // Without a log, LINTAS_LOG changes nothing: the client has no logging code.
    await (await client()).call(createPaymentUnrecoverable, paymentParams());
    expect(info).not.toHaveBeenCalled();
    vi.stubEnv('LINTAS_LOG', undefined);
    await (await client({ log: logging() })).call(createPaymentUnrecoverable, paymentParams());
    expect(info).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads LINTAS_LOG from the environment it is given, and warns about a value it does not know', async () => {
    const logger = recorder();
    const logged = await client({ log: logging({ env: { LINTAS_LOG: 'warn' }, logger }) });
    await logged.call(createPaymentUnrecoverable, paymentParams());
    await logged.call(queryPayment, { mchOrderId: 'no-such-order', countryCode: 'PH' }).catch(() => undefined);
    expect(logger.lines).toEqual([
      expect.stringMatching(/^warn lintas \/open-api\/payment\/query failed after 1 attempt/),
    ]);
    logger.lines.length = 0;
    logging({ env: { LINTAS_LOG: 'verbose' }, logger });
    expect(logger.lines).toEqual([
      'warn lintas: LINTAS_LOG=verbose is not one of debug, info, warn, error, off; it is ignored',
    ]);
  });

  it('is added by createClientFromEnv when its environment sets LINTAS_LOG, and not otherwise', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const env = {
      LINTAS_BASE_URL: sandbox.url,
      LINTAS_APP_ID: merchant.appId,
      LINTAS_PRIVATE_KEY: merchant.privateKey,
    };
    vi.stubEnv('LINTAS_LOG', 'debug');
    await (await createClientFromEnv({ env })).call(createPaymentUnrecoverable, paymentParams());
    expect(info).not.toHaveBeenCalled();
    await (await createClientFromEnv({ env: { ...env, LINTAS_LOG: 'info' } })).call(
      createPaymentUnrecoverable,
      paymentParams(),
    );
    expect(info.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^lintas \/open-api\/payment\/generate HTTP 200, code 10000 after 1 attempt/),
    ]);
    const logger = recorder();
    await (
      await createClientFromEnv({ env: { ...env, LINTAS_LOG: 'info' }, log: logging({ level: 'warn', logger }) })
    ).call(createPaymentUnrecoverable, paymentParams());
    expect(logger.lines).toEqual([]);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('never lets a failing logger change the outcome of a call', async () => {
    const broken: Logger = {
      debug: () => {
        throw new Error('broken logger');
      },
      info: () => {
        throw new Error('broken logger');
      },
      warn: () => undefined,
      error: () => undefined,
    };
    const logged = await client({ log: logging({ level: 'debug', logger: broken }) });
    const params = paymentParams();
    await expect(logged.call(createPaymentUnrecoverable, params)).resolves.toMatchObject({
      transactionId: expect.any(String),
    });
  });

  it('logs nothing at a level it does not know', async () => {
    const logger = recorder();
    await (await client({ log: logging({ level: 'verbose' as LogLevel, logger }) })).call(
      createPaymentUnrecoverable,
      paymentParams(),
    );
    expect(logger.lines).toEqual([]);
  });
});
