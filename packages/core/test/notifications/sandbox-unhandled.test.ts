import { type Sandbox, startSandbox } from '@lintas/sandbox';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  createNotificationHandler,
  defineEndpoint,
  isNotificationUnhandledError,
  rsaSha256Verifier,
  toNodeListener,
} from '../../src/index.js';
import { merchantClient } from '../helpers/sandbox-endpoints.js';
import { listen, type RunningServer } from './helpers.js';
import { testPlugins } from './test-events.js';

const createPayment = defineEndpoint({
  path: '/open-api/payment/generate',
  params: v.looseObject({ mchOrderId: v.string() }),
  data: v.looseObject({ transactionId: v.string() }),
  retry: { keys: ['mchOrderId'] },
});

let sandbox: Sandbox;
let server: RunningServer;
let client: Client;
const unhandled: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ notifications: { maxAttempts: 3, backoffMs: [50, 100], timeoutMs: 2000 } });
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: sandbox.platformPublicKey }),
    plugins: testPlugins,
    unconfirmed: ['payment.failed'],
    on: { 'payment.failed': () => undefined },
    onError: (error) => {
      if (isNotificationUnhandledError(error)) unhandled.push(error.eventName);
    },
  });
  server = await listen(toNodeListener(handler));
  client = await merchantClient(sandbox);
});

afterAll(async () => {
  await sandbox?.close();
  await server?.close();
});

describe('a notification no listener handles, sent by @lintas/sandbox', () => {
  it('is refused (501) and delivered again by the sandbox until it runs out of attempts: never dropped silently', async () => {
    const { transactionId } = await client.call(createPayment, {
      mchOrderId: 'unhandled-1',
      currency: 'PHP',
      countryCode: 'PH',
      channelType: 'EWALLET',
      channelCode: 'PH_GCASH_URL',
      customerName: 'Juan Dela Cruz',
      email: 'juan@example.com',
      mobile: '09171234567',
      amount: 50010,
      notifyUrl: `${server.url}/payments`,
      redirectUrl: 'https://merchant.example/paid',
      terminalType: 'WEB',
    });
    sandbox.completePayment({ transactionId });
    await sandbox.notificationsIdle();
    const attempts = sandbox.deliveries().filter((entry) => entry.url === `${server.url}/payments`);
    expect(attempts.map(({ status, httpStatus }) => [status, httpStatus])).toEqual([
      ['rejected', 501],
      ['rejected', 501],
      ['rejected', 501],
    ]);
    expect(unhandled).toEqual(['payment.success', 'payment.success', 'payment.success']);
  });
});
