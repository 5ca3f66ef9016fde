import { generateKeyPairSync } from 'node:crypto';
import {
  createNotificationHandler,
  isNotificationUnhandledError,
  type Notification,
  type NotificationListeners,
  rsaSha256Signer,
  rsaSha256Verifier,
  type Verifier,
} from '@lintas/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationRows } from './contract-table.js';
import { documentedParam, fixture, isParamOnly, paramText } from './fixtures.js';

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
let verifier: Verifier;
const ACK = { code: 10000, message: 'Success' };

beforeAll(async () => {
  verifier = await rsaSha256Verifier({ publicKey: platform.publicKey });
});

/**
 * The documented notification re-signed with the test platform key, over the exact documented param text.
 * A page whose example leaves out the `eventName` its table requires (the QR code notification) gets it
 * added in front.
 */
async function resigned(file: string, eventName: string): Promise<string> {
  const documented = paramText(fixture(file));
  const param =
    'eventName' in documentedParam(fixture(file)) ? documented : `{"eventName":"${eventName}",${documented.slice(1)}`;
  const sign = await (await rsaSha256Signer({ privateKey: platform.privateKey })).sign(param);
  return JSON.stringify({ param, sign });
}

function deliver(handler: (request: Request) => Promise<Response>, body: string): Promise<Response> {
  return handler(
    new Request('http://127.0.0.1/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  );
}

const rows = notificationRows.map((row) => [`${row.fixture} (${row.eventName})`, row] as const);

describe('every documented notification, re-signed and passed through createNotificationHandler', () => {
  it.each(rows)(
    '%s reaches its own typed listener with every documented member, and is acknowledged',
    async (_title, row) => {
      const received: Notification[] = [];
      const reply = { code: 10000, message: 'Success', data: { mchOrderId: 'TestMchOrderIdP0057', amount: 10000 } };
      const listener = (notification: Notification) => {
        received.push(notification);
        return row.eventName === 'payment.verification' ? reply : undefined;
      };
      const handler = createNotificationHandler({
        verifier,
        plugins: row.plugins,
        // The fixture is read as the gateway sends it, on its signature alone.
        unconfirmed: [row.eventName],
        on: { [row.eventName]: listener } as NotificationListeners as never,
        onError: () => undefined,
      });
      const response = await deliver(handler, await resigned(row.fixture, row.eventName));
      expect(response.status).toBe(200);
      // payment.verification is an inquiry: the gateway reads the listener's {code, message, data} reply.
      expect(await response.json()).toEqual(row.eventName === 'payment.verification' ? reply : ACK);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ known: true, eventName: row.eventName });
      expect(received[0]?.payload).toMatchObject(documentedParam(fixture(row.fixture)));
    },
  );

  it.each(rows)(
    '%s is not acknowledged when no listener handles it, and is reported as unhandled',
    async (_title, row) => {
      const errors: unknown[] = [];
      const handler = createNotificationHandler({
        verifier,
        plugins: row.plugins,
        on: {},
        onError: (error) => errors.push(error),
      });
      const response = await deliver(handler, await resigned(row.fixture, row.eventName));
      expect(response.status).not.toBe(200);
      expect((await response.json()).code).not.toBe(10000);
      expect(errors.map((error) => isNotificationUnhandledError(error) && error.eventName)).toEqual([row.eventName]);
    },
  );

  const signed = notificationRows.filter((row) => !isParamOnly(fixture(row.fixture)));
  it.each(signed.map((row) => [row.fixture, row] as const))(
    '%s with the page’s own sample sign is refused (401), not crashed on',
    async (file) => {
      const ran: unknown[] = [];
      const handler = createNotificationHandler({
        verifier,
        unconfirmed: ['payment.success'],
        on: { default: (n) => void ran.push(n) },
        onError: () => undefined,
      });
      const response = await deliver(handler, JSON.stringify(fixture(file).payload));
      expect(response.status).toBe(401);
      expect(ran).toHaveLength(0);
    },
  );
});
