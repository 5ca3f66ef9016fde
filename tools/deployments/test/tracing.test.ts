import {
  createClient,
  createNotificationHandler,
  isConfigurationError,
  isOutcomeUnknownError,
  rsaSha256Signer,
  rsaSha256Verifier,
  signNotification,
} from '@lintas/core';
import { tracing } from '@lintas/core/tracing';
import { philippines } from '@lintas/philippines';
import {
  createDemoMerchant,
  type DemoMerchant,
  generateMerchantKeys,
  type Sandbox,
  startSandbox,
} from '@lintas/sandbox';
import { type FaultProxy, matchCall, rejectionOf, startFaultProxy } from '@lintas/testing';
import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payment, payout } from './orders.js';

// The client's `tracer` option (`tracing()` of @lintas/core/tracing) with the OpenTelemetry SDK (https://opentelemetry.io/docs/languages/js/):
// spans kept by its in-memory exporter, parented through the AsyncLocalStorage context manager a Node
// merchant's SDK setup registers. The calls go over real HTTP to the sandbox, through the fault proxy.
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('merchant-app');
const contextManager = new AsyncLocalStorageContextManager();

let sandbox: Sandbox;
let merchant: DemoMerchant;
let proxy: FaultProxy;
/** The envelopes the client posted: they hold the real signatures. */
const sent: string[] = [];

beforeAll(async () => {
  context.setGlobalContextManager(contextManager.enable());
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
  proxy = await startFaultProxy({ target: sandbox.url });
});
afterEach(() => exporter.reset());
afterAll(async () => {
  context.disable();
  await proxy?.close();
  await sandbox?.close();
});

async function tracedClient() {
  return createClient({
    baseUrl: proxy.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
    retry: { initialDelay: 5 },
    tracer: tracing(tracer),
    fetch: async (input, init) => {
      sent.push(String(init?.body));
      return fetch(input, init);
    },
  }).use(philippines);
}

/** A span as the tests read it: its name, attributes, events, status and children, in start order. */
interface SpanTree {
  readonly name: string;
  readonly attributes: Record<string, unknown>;
  readonly events: readonly { readonly name: string; readonly attributes: Record<string, unknown> }[];
  readonly status: { readonly code: number; readonly message?: string };
  readonly children: readonly SpanTree[];
}

/** The finished spans as trees, from their roots. */
function spanTrees(): SpanTree[] {
  const spans = exporter.getFinishedSpans();
  const ids = new Set(spans.map((span) => span.spanContext().spanId));
  const childrenOf = (parent: string | undefined): SpanTree[] =>
    spans
      .filter((span) => {
        const id = span.parentSpanContext?.spanId;
        return parent === undefined ? id === undefined || !ids.has(id) : id === parent;
      })
      .sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1])
      .map((span) => treeOf(span, childrenOf(span.spanContext().spanId)));
  return childrenOf(undefined);
}

function treeOf(span: ReadableSpan, children: SpanTree[]): SpanTree {
  return {
    name: span.name,
    attributes: { ...span.attributes },
    events: span.events.map((event) => ({ name: event.name, attributes: { ...event.attributes } })),
    status: span.status,
    children,
  };
}

const queryPath = '/open-api/philippines/payment/query';
const payoutPath = '/open-api/philippines/disbursement/transfer';
const checkPath = '/open-api/disbursement/check';
const errorStatus = 2;

describe('a client with a tracer', () => {
  it('traces a retried call as one span under the active one, each attempt an event', async () => {
    const client = await tracedClient();
    await client.philippines.createPayment(payment('tr-retry-1'));
    exporter.reset();
    proxy.plan(matchCall(queryPath, { mchOrderId: 'tr-retry-1' }), { kind: 'status-before', status: 503 });
    const { metadata } = await tracer.startActiveSpan('checkout', async (checkout) => {
      try {
        return await client.philippines.queryPayment({ mchOrderId: 'tr-retry-1' }).withMetadata();
      } finally {
        checkout.end();
      }
    });
    const [first, second] = metadata.attempts;
    expect(metadata.attempts).toHaveLength(2);
    expect(spanTrees()).toEqual([
      expect.objectContaining({
        name: 'checkout',
        children: [
          {
            name: `lintas ${queryPath}`,
            attributes: {
              'lintas.endpoint': queryPath,
              'lintas.retry_policy': 'read',
              'lintas.attempts': 2,
              'lintas.recovered': false,
              'lintas.outcome': 'success',
              'http.response.status_code': metadata.status,
              'lintas.gateway_code': metadata.code,
            },
            events: [
              {
                name: 'lintas.attempt',
                attributes: {
                  'lintas.attempt': 1,
                  'lintas.outcome': 'gateway-failed',
                  'lintas.action': 'retry',
                  'http.response.status_code': 503,
                  'lintas.duration_ms': Math.round(first!.durationMs),
                  'error.type': 'HttpStatusError',
                },
              },
              {
                name: 'lintas.attempt',
                attributes: {
                  'lintas.attempt': 2,
                  'lintas.outcome': 'success',
                  'lintas.action': 'settle',
                  'http.response.status_code': second!.status,
                  'lintas.gateway_code': second!.code,
                  'lintas.duration_ms': Math.round(second!.durationMs),
                },
              },
            ],
            status: { code: 0 },
            children: [],
          },
        ],
      }),
    ]);
  });

  it('traces a payout whose answer is lost and whose recovery fails: OutcomeUnknownError, lookup span under it', async () => {
    const client = await tracedClient();
    const keys = { mchOrderId: 'tr-unknown-1' };
    proxy.plan(matchCall(payoutPath, keys), { kind: 'drop-after' });
    const unavailable = { kind: 'status-before', status: 503 } as const;
    proxy.plan(matchCall(checkPath, keys), unavailable, unavailable, unavailable);
    const error = await rejectionOf(client.philippines.createPayout(payout('tr-unknown-1')));
    expect(isOutcomeUnknownError(error), String(error)).toBe(true);
    expect(proxy.forwarded(matchCall(payoutPath, keys))).toHaveLength(2);
    const lookupAttempt = (attempt: number, action: string) => ({
      name: 'lintas.attempt',
      attributes: expect.objectContaining({
        'lintas.attempt': attempt,
        'lintas.outcome': 'gateway-failed',
        'lintas.action': action,
        'http.response.status_code': 503,
      }),
    });
    expect(spanTrees()).toEqual([
      {
        name: `lintas ${payoutPath}`,
        attributes: {
          'lintas.endpoint': payoutPath,
          'lintas.retry_policy': 'recoverable',
          'lintas.key.mchOrderId': 'tr-unknown-1',
          'lintas.key.idempotencyId': 'tr-unknown-1-idem',
          'lintas.attempts': 2,
          'lintas.recovered': true,
          'lintas.outcome': 'unknown',
          'http.response.status_code': 200,
          'lintas.gateway_code': expect.any(Number),
          'error.type': 'OutcomeUnknownError',
        },
        events: [
          {
            name: 'lintas.attempt',
            attributes: expect.objectContaining({
              'lintas.attempt': 1,
              'lintas.outcome': 'lost',
              'lintas.action': 'retry',
              'error.type': 'NetworkError',
            }),
          },
          {
            name: 'lintas.attempt',
            attributes: expect.objectContaining({
              'lintas.attempt': 2,
              'lintas.outcome': 'duplicate',
              'lintas.action': 'recover',
              'error.type': 'GatewayError',
            }),
          },
        ],
        status: { code: errorStatus, message: 'OutcomeUnknownError' },
        children: [
          {
            name: `lintas ${checkPath}`,
            attributes: expect.objectContaining({
              'lintas.endpoint': checkPath,
              'lintas.retry_policy': 'read',
              'lintas.attempts': 3,
              'lintas.outcome': 'failed',
              'error.type': 'HttpStatusError',
            }),
            events: [lookupAttempt(1, 'retry'), lookupAttempt(2, 'retry'), lookupAttempt(3, 'fail')],
            status: { code: errorStatus, message: 'HttpStatusError' },
            children: [],
          },
        ],
      },
    ]);
  });

  it('puts no key, no signature and no param but the merchant keys in any span', async () => {
    const client = await tracedClient();
    sent.length = 0;
    await client.philippines.createPayment(payment('tr-secret-1'));
    proxy.plan(matchCall(payoutPath, { mchOrderId: 'tr-secret-2' }), { kind: 'drop-after' });
    await rejectionOf(client.philippines.createPayout(payout('tr-secret-2')));
    await rejectionOf(client.philippines.createPayment(payment('tr-secret-1')));
    const text = JSON.stringify(spanTrees());
    expect(exporter.getFinishedSpans().length).toBeGreaterThanOrEqual(4);
    expect(text).toContain('tr-secret-2-idem');
    const signatures = sent.map((body) => (JSON.parse(body) as { sign: string }).sign);
    expect(signatures.length).toBeGreaterThanOrEqual(4);
    for (const signature of signatures) expect(text).not.toContain(signature.slice(100, 140));
    for (let start = 0; start + 40 <= merchant.privateKey.length; start += 200)
      expect(text).not.toContain(merchant.privateKey.slice(start, start + 40));
    for (const personal of ['Juan Dela Cruz', 'juan@example.com', '09171234567', 'GCASH', '50010', '150000'])
      expect(text).not.toContain(personal);
    expect(text).not.toMatch(/[A-Za-z0-9+/]{64,}/);
  });
});

describe('a notification handler with a tracer', () => {
  it('traces each delivery: the listener call under the first, no listener under its duplicate', async () => {
    const client = await tracedClient();
    await client.philippines.createPayment(payment('tr-notify-1'));
    exporter.reset();
    // The key pair that plays the gateway's platform key.
    const platform = generateMerchantKeys();
    const listened: string[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: platform.publicKey }),
      tracer,
      plugins: [philippines],
      unconfirmed: ['payment.success'],
      onError: () => undefined,
      on: {
        'payment.success': async (notification) => {
          const found = await client.philippines.queryPayment({ mchOrderId: notification.payload.mchOrderId });
          listened.push(found.transactionStatus);
        },
      },
    });
    const signed = await signNotification(
      {
        eventName: 'payment.success',
        mchOrderId: 'tr-notify-1',
        transactionId: 'TX-tr-notify-1',
        amount: 50010,
        transactionStatus: 'COMPLETED',
        createTime: '2026-11-21 09:38:06',
        returnTime: '2026-11-21 09:40:00',
        channelCode: 'PH_GCASH_URL',
      },
      { privateKey: platform.privateKey },
    );
    const deliver = (body: string) => handler(new Request('http://127.0.0.1/notifications', { method: 'POST', body }));
    expect((await deliver(signed.body)).status).toBe(200);
    expect((await deliver(signed.body)).status).toBe(200);
    expect((await deliver(signed.body.replace('50010', '50011'))).status).toBe(401);
    expect(listened).toHaveLength(1);
    const delivered = {
      'lintas.notification.event': 'payment.success',
      'lintas.notification.verification': 'verified',
      'lintas.key.mchOrderId': 'tr-notify-1',
      'http.response.status_code': 200,
    };
    const trees = spanTrees();
    expect(trees).toEqual([
      {
        name: 'lintas notification',
        attributes: {
          ...delivered,
          'lintas.notification.dedupe': 'first',
          'lintas.notification.listener': 'acknowledged',
        },
        events: [],
        status: { code: 0 },
        children: [
          expect.objectContaining({
            name: `lintas ${queryPath}`,
            attributes: expect.objectContaining({ 'lintas.outcome': 'success', 'lintas.attempts': 1 }),
            children: [],
          }),
        ],
      },
      {
        name: 'lintas notification',
        attributes: { ...delivered, 'lintas.notification.dedupe': 'duplicate' },
        events: [],
        status: { code: 0 },
        children: [],
      },
      {
        name: 'lintas notification',
        attributes: {
          'lintas.notification.verification': 'refused',
          'lintas.notification.failed_at': 'verification',
          'http.response.status_code': 401,
          'error.type': 'SignatureError',
        },
        events: [],
        status: { code: errorStatus, message: 'SignatureError' },
        children: [],
      },
    ]);
    const text = JSON.stringify(trees);
    expect(text).not.toContain(signed.sign.slice(100, 140));
    expect(text).not.toContain('TX-tr-notify-1');
    expect(text).not.toContain('50010');
  });
});

describe('a client given something else as its tracer', () => {
  /** What `build` throws, or `undefined`. */
  const thrown = (build: () => unknown): unknown => {
    try {
      build();
    } catch (caught) {
      return caught;
    }
    return undefined;
  };

  it('is refused with a ConfigurationError naming the option: an OpenTelemetry tracer goes through tracing()', async () => {
    const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
    for (const wrong of [tracer, trace, provider]) {
      const error = thrown(() =>
        createClient({ baseUrl: sandbox.url, appId: merchant.appId, signer, tracer: wrong as never }),
      );
      expect(isConfigurationError(error) && error.option).toBe('tracer');
      expect(String(error)).toContain(
        "tracer must be built by tracing() of @lintas/core/tracing, e.g. tracer: tracing(trace.getTracer('lintas'))",
      );
    }
  });

  it('is refused by tracing() when it is the trace API or a provider, not a tracer', () => {
    for (const wrong of [trace, provider]) {
      const error = thrown(() => tracing(wrong as never));
      expect(isConfigurationError(error) && error.option).toBe('tracer');
      expect(String(error)).toContain("the tracer must be an OpenTelemetry Tracer, e.g. trace.getTracer('lintas')");
    }
  });
});

describe('a client without a tracer', () => {
  it('starts no span, even with a tracer provider registered globally', async () => {
    trace.setGlobalTracerProvider(provider);
    try {
      const client = createClient({
        baseUrl: sandbox.url,
        appId: merchant.appId,
        signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
      }).use(philippines);
      await client.philippines.createPayment(payment('tr-off-1'));
      expect(exporter.getFinishedSpans()).toEqual([]);
    } finally {
      trace.disable();
    }
  });
});
