import { HTTPError, TimeoutError as KyTimeoutError } from 'ky';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '../define-endpoint.js';
import { isCallAbortedError } from '../errors/call-aborted-error.js';
import { GatewayError, isGatewayError } from '../errors/gateway-error.js';
import { isHttpStatusError } from '../errors/http-status-error.js';
import { isNetworkError } from '../errors/network-error.js';
import { isResponseFormatError } from '../errors/response-format-error.js';
import { SignatureError } from '../errors/signature-error.js';
import { isTimeoutError } from '../errors/timeout-error.js';
import type { Protocol, ProtocolReading } from '../types/protocol.js';
import type { Attempt } from './attempt.js';
import { type SettleContext, settle } from './settle.js';

// Settling turns what one attempt got into its outcome: the kind the decision reads, and the data or
// typed error the call ends with. Each attempt here is written as plain data, as the attempt reads it.

const createCheckout = defineEndpoint({
  path: '/open-api/test/checkout',
  params: v.strictObject({ mchOrderId: v.string() }),
  data: v.looseObject({ checkoutId: v.nullish(v.string()), cashierUrl: v.nullish(v.string()) }),
  retry: { keys: ['mchOrderId'], duplicateCodes: [21007], identifiedBy: ['checkoutId', 'cashierUrl'] },
});
const queryCheckout = defineEndpoint({
  path: '/open-api/test/checkout/query',
  params: v.strictObject({ checkoutId: v.string() }),
  data: v.looseObject({ checkoutId: v.string() }),
  retry: 'read',
});

const context: SettleContext = {
  appId: 'app-1',
  url: 'http://127.0.0.1:9/open-api/test',
  timeout: 1500,
  signal: undefined,
  // The gateway's envelope: no other protocol reads the answers.
  transport: { protocol: undefined },
  endpoint: createCheckout,
  params: {},
};
const request = new Request('http://127.0.0.1:9/open-api/test', { method: 'POST' });

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Attempt {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const response = new Response(null, { status, headers });
  const error = response.ok ? undefined : new HTTPError(response, request, {} as never);
  const signed = { param: '{"timestamp":1}', keyId: undefined };
  return { answered: true, status, headers: response.headers, body: text, error, durationMs: 3, ...signed };
}

/** An attempt without an answer; `timedOut` when the attempt's own timeout ended it. */
const failed = (error: unknown, sent = true, signed = true, timedOut = false): Attempt => ({
  answered: false,
  error,
  timedOut,
  sent,
  signed,
  unsent: false,
  durationMs: 3,
  keyId: undefined,
});

/** A fetch failure with the system error code `code` behind it, as undici rejects. */
const fetchFailed = (code: string) =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ${code}`), { code }) });

describe('an answer', () => {
  it('with a success code and data that names the record is the data', () => {
    const outcome = settle(createCheckout, answer(200, { code: 10000, data: { checkoutId: 'CH1' } }), context);
    expect(outcome).toEqual({ kind: 'success', data: { checkoutId: 'CH1' }, code: 10000 });
  });

  it('with a write success whose data names none of its identifying members is unreadable (finding 3)', () => {
    const body = { code: 10000, message: 'Success', data: { result: { checkoutId: 'CH1' }, version: 2 } };
    const outcome = settle(createCheckout, answer(200, body), context);
    expect(outcome.kind).toBe('unreadable');
    expect(outcome.kind !== 'success' && isResponseFormatError(outcome.error) && outcome.error.message).toBe(
      '/open-api/test/checkout answered in an unexpected format: data names none of checkoutId, cashierUrl, so it identifies no record',
    );
  });

  it('with a read success whose data does not match is unreadable, with the issues', () => {
    const outcome = settle(queryCheckout, answer(200, { code: 10000, data: { checkoutId: 12 } }), context);
    expect(outcome.kind).toBe('unreadable');
    expect(outcome.kind !== 'success' && isResponseFormatError(outcome.error) && outcome.error.issues).toHaveLength(1);
  });

  it('that is not the envelope, or cut short, is unreadable', () => {
    expect(settle(createCheckout, answer(200, '<html>502</html>'), context).kind).toBe('unreadable');
    expect(settle(createCheckout, answer(200, '{"code":10000,"da'), context).kind).toBe('unreadable');
  });

  it.each([
    [21020, 'rate-limited'],
    [21000, 'gateway-failed'],
    [21011, 'gateway-failed'],
    [21007, 'duplicate'],
    [21001, 'key-refused'],
    [21014, 'refused'],
  ])('with code %i is %s, a GatewayError', (code, kind) => {
    const outcome = settle(createCheckout, answer(200, { code, message: 'no', data: null }), context);
    expect(outcome.kind).toBe(kind);
    expect(outcome.kind !== 'success' && isGatewayError(outcome.error) && outcome.error.code).toBe(code);
  });

  it('with a duplicate code is a plain refusal for a read, which declares none', () => {
    expect(settle(queryCheckout, answer(200, { code: 21007, data: null }), context).kind).toBe('refused');
  });

  it.each([
    [429, 'rate-limited', 2000],
    [408, 'rate-limited', undefined],
    [503, 'gateway-failed', 2000],
    [502, 'gateway-failed', undefined],
    [404, 'refused', undefined],
  ])('with HTTP %i is %s, an HttpStatusError, honouring its Retry-After: %s ms', (status, kind, retryAfter) => {
    const outcome = settle(createCheckout, answer(status, 'busy', { 'retry-after': '2' }), context);
    expect(outcome).toMatchObject({ kind, retryAfter });
    expect(outcome.kind !== 'success' && isHttpStatusError(outcome.error) && outcome.error.body).toBe('busy');
    expect(outcome.kind !== 'success' && outcome.reason).toBeInstanceOf(HTTPError);
  });
});

describe('an attempt without an answer', () => {
  it('whose signing failed is not sent, with the signer’s error', () => {
    const error = new SignatureError('sign-failed', 'the signer failed');
    expect(settle(createCheckout, failed(error, false, false), context)).toMatchObject({ kind: 'not-sent', error });
  });

  it('whose connection was refused is unsent, a NetworkError', () => {
    const outcome = settle(createCheckout, failed(fetchFailed('ECONNREFUSED')), context);
    expect(outcome.kind).toBe('unsent');
    expect(outcome.kind !== 'success' && isNetworkError(outcome.error) && outcome.error.code).toBe('ECONNREFUSED');
  });

  it('reset once sent is lost, a NetworkError saying it was sent and its outcome is unknown', () => {
    const outcome = settle(createCheckout, failed(fetchFailed('ECONNRESET')), context);
    expect(outcome.kind).toBe('lost');
    expect(outcome.kind !== 'success' && isNetworkError(outcome.error) && outcome.error.message).toMatch(
      /sent its request to .* its outcome is unknown/,
    );
  });

  it('timed out under the call’s timeout is lost, a TimeoutError naming it', () => {
    const outcome = settle(createCheckout, failed(new KyTimeoutError(request), true, true, true), context);
    expect(outcome.kind).toBe('lost');
    expect(outcome.kind !== 'success' && isTimeoutError(outcome.error) && outcome.error.timeout).toBe(1500);
  });

  it.each([
    ['an AbortError', new DOMException('This operation was aborted', 'AbortError')],
    ['a TimeoutError', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
  ])(
    'aborted with %s by the merchant’s own fetch once sent is lost, not the caller’s abort (finding 2)',
    (_what, error) => {
      const outcome = settle(createCheckout, failed(error), context);
      expect(outcome.kind).toBe('lost');
      expect(outcome.kind !== 'success' && isCallAbortedError(outcome.error)).toBe(false);
    },
  );

  it('aborted by the caller’s signal is the caller’s abort: in flight once sent, else before sending', () => {
    const controller = new AbortController();
    controller.abort('the customer left');
    const aborted = { ...context, signal: controller.signal };
    const inFlight = settle(createCheckout, failed(controller.signal.reason), aborted);
    expect(inFlight.kind).toBe('aborted-in-flight');
    expect(inFlight.kind !== 'success' && isCallAbortedError(inFlight.error) && inFlight.error.cause).toBe(
      'the customer left',
    );
    expect(settle(createCheckout, failed(controller.signal.reason, false), aborted).kind).toBe('aborted');
  });
});

describe('an answer a client’s protocol reads (SNAP BI)', () => {
  /** A context whose protocol reads every answer as `reading`, and tells what it was asked. */
  const readingAs = (reading: ProtocolReading) => {
    const asked: unknown[] = [];
    const protocol: Protocol = {
      request: async () => ({ body: '{}', param: '{}' }),
      read: (call, status, body) => {
        asked.push([call, status, body]);
        return reading;
      },
    };
    const read = { ...context, appId: 'partner-1', transport: { protocol } };
    return { asked, context: read };
  };
  const refusal = new GatewayError('/open-api/test/checkout', 4004700, 'refused by the test', null, {
    appId: 'partner-1',
  });

  it('is read by the protocol, which sees the call itself, the status and the body', () => {
    const { asked, context: read } = readingAs({ kind: 'success', code: 2004700, data: { checkoutId: 'CH1' } });
    expect(settle(createCheckout, answer(200, { responseCode: '2004700' }), read)).toEqual({
      kind: 'success',
      data: { checkoutId: 'CH1' },
      code: 2004700,
    });
    expect(asked).toEqual([[read, 200, '{"responseCode":"2004700"}']]);
    // The call itself, the same object on every attempt: what the protocol keys a call's state by.
    expect((asked[0] as unknown[])[0]).toBe(read);
  });

  it('whose success data names no record of a write is unreadable, as for the envelope', () => {
    const { context: read } = readingAs({ kind: 'success', code: 2004700, data: { other: 1 } });
    expect(settle(createCheckout, answer(200, {}), read).kind).toBe('unreadable');
  });

  it.each([
    ['duplicate', 409],
    ['rate-limited', 429],
    ['gateway-failed', 500],
    ['unsent', 401],
    ['refused', 400],
    ['unreadable', 200],
  ] as const)('read as %s (HTTP %i) is that outcome, with the protocol’s error and code', (kind, status) => {
    const { context: read } = readingAs({ kind, code: status * 10_000 + 4700, error: refusal });
    const outcome = settle(createCheckout, answer(status, {}), read);
    expect(outcome).toMatchObject({ kind, error: refusal, reason: refusal, code: status * 10_000 + 4700 });
  });

  it('not the protocol’s is read by its HTTP status, and a 2xx one is unreadable, never a refusal', () => {
    const { context: read } = readingAs(undefined);
    expect(settle(createCheckout, answer(502, '<html>bad gateway</html>'), read).kind).toBe('gateway-failed');
    expect(settle(createCheckout, answer(403, '<html>forbidden</html>'), read).kind).toBe('refused');
    expect(settle(createCheckout, answer(200, '<html>portal</html>'), read).kind).toBe('unreadable');
  });
});
