import { format } from 'node:util';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CustomerNameSchema,
  createNotificationHandler,
  defineEndpoint,
  defineNotification,
  definePlugin,
  EmailSchema,
  PaymentNotificationSchema,
  personalData,
  rsaSha256Verifier,
  signNotification,
  toNodeListener,
  type Verifier,
} from '../../src/index.js';
import { listen, platformKeys, post, type RunningServer, samples } from './helpers.js';

// Issue 42, finding 6: the handler's default log (no `onError`) of a refused notification printed the
// error as it is, payload and all: the payer's name, e-mail, mobile and account. It now writes one line
// redacted as the client's log is, over the members the plugin marks `personalData()`.
const platform = platformKeys();
let verifier: Verifier;
const servers: RunningServer[] = [];
beforeAll(async () => {
  verifier = await rsaSha256Verifier({ publicKey: platform.publicKey });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const Personal = v.pipe(v.string(), personalData());

/** A family as the SDK's are: its endpoints mark the payer's members; so does its inquiry's payload. */
const payers = definePlugin({
  name: 'payers',
  endpoints: {
    createPayout: defineEndpoint({
      path: '/open-api/test/payout',
      params: v.strictObject({
        mchOrderId: v.string(),
        customerName: CustomerNameSchema,
        email: EmailSchema,
        mobile: Personal,
        accountNo: Personal,
        accountName: Personal,
      }),
      data: v.looseObject({ transactionId: v.string() }),
      retry: 'read',
    }),
  },
  notifications: {
    'payment.success': defineNotification({
      kind: 'payment',
      schema: PaymentNotificationSchema,
      key: ['transactionId'],
    }),
    'payment.verification': defineNotification({
      kind: 'payment-verification',
      schema: v.looseObject({ mchOrderId: v.string(), mobile: v.optional(Personal) }),
      key: [],
      inquiry: true,
    }),
  },
});

/** The payer's values the notifications below carry: none may reach the log. */
const payer = {
  customerName: 'Juan Dela Cruz',
  email: 'juan.delacruz@example.com',
  mobile: '09171234567',
  accountNo: '001234567890',
  accountName: 'Juan D. Cruz',
};

/** What the handler writes to `console.error`, one string per call. */
function consoleErrors(): string[] {
  const written: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void written.push(format(...args)));
  return written;
}

/** A handler of `payers` with the default log and `on`, served over HTTP. */
async function serve(on: Parameters<typeof createNotificationHandler<[typeof payers]>>[0]['on']) {
  const handler = createNotificationHandler({ verifier, plugins: [payers], unconfirmed: ['payment.success'], on });
  const server = await listen(toNodeListener(handler));
  servers.push(server);
  return server;
}

describe('the default log of a refused or failed notification', () => {
  it('names the stage, the event and the error, and none of the payer’s values', async () => {
    const written = consoleErrors();
    const server = await serve({
      'payment.success': () => undefined,
      'payment.verification': (n) => {
        throw new Error(`no virtual account for ${n.payload.mobile}`);
      },
    });
    const sign = async (payload: Record<string, unknown> & { eventName: string }) =>
      (await signNotification(payload, { privateKey: platform.privateKey })).body;

    // Authentic, but not the schema of its event: the error holds the whole payload.
    const unreadable = await sign({ ...samples.payment, ...payer, amount: 'fifty' });
    expect((await post(server.url, unreadable)).status).toBe(400);
    // An inquiry whose listener throws, its message repeating the payer's mobile number.
    const inquiry = await sign({ eventName: 'payment.verification', mchOrderId: 'va-1', ...payer });
    expect((await post(server.url, inquiry)).status).toBe(500);

    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^\[lintas\] notification verification failed: NotificationPayloadError: /);
    expect(written[1]).toMatch(
      /^\[lintas\] notification listener failed \(payment\.verification payment\.verification:\S+\): Error: no virtual account for \[personal data\]/,
    );
    const log = written.join('\n');
    for (const [member, value] of Object.entries(payer)) expect(log, member).not.toContain(value);
    expect(log).not.toContain(JSON.parse(inquiry).sign.slice(0, 40));
  });

  it('writes one line, no stack, for a notification refused as forged, altered or not JSON', async () => {
    const written = consoleErrors();
    const server = await serve({ 'payment.success': () => undefined });
    const forger = platformKeys();
    const forged = (await signNotification(samples.payment, { privateKey: forger.privateKey })).body;
    expect((await post(server.url, forged)).status).toBe(401);
    // Not JSON: its cause, a SyntaxError, used to bring five stack frames along.
    expect((await post(server.url, 'param=forged&sign=forged')).status).toBe(400);
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^\[lintas\] notification verification failed: SignatureError: /);
    expect(written[1]).toMatch(
      /^\[lintas\] notification verification failed: NotificationJsonError: .*; caused by SyntaxError: /,
    );
    for (const line of written) expect(line).not.toContain('\n');
  });

  it('leaves everything to onError when it is given, the payload included', async () => {
    const errors: unknown[] = [];
    const handler = createNotificationHandler({
      verifier,
      plugins: [payers],
      unconfirmed: ['payment.success'],
      onError: (error) => errors.push(error),
      on: { 'payment.success': () => undefined },
    });
    const body = (
      await signNotification({ ...samples.payment, ...payer, amount: 'fifty' }, { privateKey: platform.privateKey })
    ).body;
    const spy = vi.spyOn(console, 'error');
    expect((await handler(new Request('http://127.0.0.1/', { method: 'POST', body }))).status).toBe(400);
    expect(spy).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
    expect((errors[0] as { payload: unknown }).payload).toMatchObject(payer);
  });
});
