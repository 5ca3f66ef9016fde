import { createDemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ClientConfig,
  CustomerNameSchema,
  createClient,
  createClientFromEnv,
  defineEndpoint,
  EmailSchema,
  personalData,
  rsaSha256Signer,
  type TraceAttributes,
  type Tracer,
} from '../src/index.js';
import { type Logger, logging } from '../src/logging/index.js';
import { tracing } from '../src/tracing/index.js';

// A call whose params and answer hold the payer's name, e-mail and mobile, over real HTTP to the sandbox,
// logged at debug and traced: no value of a field marked personalData() reaches the logger or a span,
// unless the log opts in with includePersonalData.

/** The sandbox's Philippine payment create, with the payer's fields marked as the families mark them. */
const createPayment = defineEndpoint({
  path: '/open-api/philippines/payment/generate',
  params: v.looseObject({
    mchOrderId: v.string(),
    customerName: CustomerNameSchema,
    email: EmailSchema,
    mobile: v.pipe(v.string(), personalData()),
  }),
  data: v.looseObject({ transactionId: v.string(), payData: v.string() }),
  retry: { keys: ['mchOrderId'] },
});

/** The sandbox's Philippine payment query, whose answer echoes the payer's name and e-mail. */
const queryPayment = defineEndpoint({
  path: '/open-api/philippines/payment/query',
  params: v.strictObject({ mchOrderId: v.string() }),
  data: v.looseObject({ customerName: v.nullish(CustomerNameSchema), email: v.nullish(EmailSchema) }),
  retry: 'read',
});

const lines: string[] = [];
const logger: Logger = {
  debug: (line) => void lines.push(line),
  info: (line) => void lines.push(line),
  warn: (line) => void lines.push(line),
  error: (line) => void lines.push(line),
};

/** A tracer that keeps what Lintas hands it: every span's name, attributes, events and status. */
function recordingTracer(): Tracer & { text(): string } {
  const recorded: unknown[] = [];
  const keep = (kind: string, value: unknown) => void recorded.push({ kind, value });
  return {
    startActiveSpan: (name, options, fn) => {
      keep('span', { name, attributes: options.attributes });
      return fn({
        setAttributes: (attributes: TraceAttributes) => keep('attributes', attributes),
        addEvent: (event, attributes) => keep('event', { event, attributes }),
        setStatus: (status) => keep('status', status),
        end: () => keep('end', name),
      });
    },
    text: () => JSON.stringify(recorded),
  };
}

let sandbox: Sandbox;
let config: ClientConfig;
let merchant: ReturnType<typeof createDemoMerchant>;
beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
  config = {
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
  };
});
afterAll(() => sandbox?.close());

const payer = { customerName: 'Maria Clara Ibarra', email: 'maria.clara@example.ph', mobile: '09998887766' };
let issued = 0;
/** A Philippine GCash payment of PHP 500.10 by `payer`, under a fresh order id, with `extra`. */
const paymentParams = (extra: Record<string, unknown> = {}) => ({
  mchOrderId: `PD${Date.now()}${issued++}`,
  amount: 50010,
  channelCode: 'PH_GCASH_URL',
  notifyUrl: 'https://merchant.example/notify',
  ...payer,
  ...extra,
});

describe('personal data in logs and spans', () => {
  it('never reaches the logger or a span at debug: the param, the answer echoing it, and the query answer', async () => {
    lines.length = 0;
    const tracer = recordingTracer();
    const client = createClient({ ...config, log: logging({ level: 'debug', logger }), tracer: tracing(tracer) });
    const params = paymentParams();
    const created = await client.call(createPayment, params);
    const found = await client.call(queryPayment, { mchOrderId: params.mchOrderId });
    // The answer held the payer: what the log must leave out is really there.
    expect(found).toMatchObject({ customerName: payer.customerName, email: payer.email });
    const log = lines.join('\n');
    expect(log).toContain('sent: param {');
    expect(log).toContain('"customerName":"[personal data]"');
    expect(log).toContain('answer body {');
    for (const value of Object.values(payer)) {
      expect(log).not.toContain(value);
      expect(tracer.text()).not.toContain(value);
    }
    expect(log).toContain(params.mchOrderId);
    expect(tracer.text()).toContain(params.mchOrderId);
    // Where the payer is sent is no personal data, and a QA engineer reads it in the log.
    expect(created.payData).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__sandbox\/pay\/\w+$/);
    expect(log).toContain(`"payData":"${created.payData}"`);
  });

  it('prints them when the log opts in with includePersonalData', async () => {
    lines.length = 0;
    const client = createClient({
      ...config,
      log: logging({ level: 'debug', logger, includePersonalData: true }),
    });
    await client.call(createPayment, paymentParams());
    const log = lines.join('\n');
    for (const value of Object.values(payer)) expect(log).toContain(value);
  });

  it('leaves out a value the call was given wherever a line repeats it: a gateway refusal naming it', async () => {
    const refusalLine = async (includePersonalData: boolean) => {
      lines.length = 0;
      const client = createClient({ ...config, log: logging({ level: 'warn', logger, includePersonalData }) });
      // The channel code holds the payer's mobile: the gateway's refusal names the channel.
      await client.call(createPayment, paymentParams({ channelCode: `PH_${payer.mobile}_URL` })).catch(() => undefined);
      return lines.join('\n');
    };
    expect(await refusalLine(true)).toContain(payer.mobile);
    const redacted = await refusalLine(false);
    expect(redacted).toContain('failed after 1 attempt');
    expect(redacted).not.toContain(payer.mobile);
  });

  it('never reaches the console with LINTAS_LOG=debug, as createClientFromEnv logs', async () => {
    const printed: unknown[] = [];
    const keep = (...line: unknown[]) => void printed.push(...line);
    const spies = (['debug', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(keep),
    );
    try {
      const env = {
        LINTAS_BASE_URL: sandbox.url,
        LINTAS_APP_ID: merchant.appId,
        LINTAS_PRIVATE_KEY: merchant.privateKey,
        LINTAS_LOG: 'debug',
      };
      const client = await createClientFromEnv({ env });
      await client.call(createPayment, paymentParams());
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const log = printed.join('\n');
    expect(log).toContain('answer body {');
    expect(log).toContain('"email":"[personal data]"');
    for (const value of Object.values(payer)) expect(log).not.toContain(value);
  });
});
