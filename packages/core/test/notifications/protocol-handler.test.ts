import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnyNotification,
  createProtocolHandler,
  defineNotification,
  isConfigurationError,
  isNotificationStoreTimeoutError,
  type NotificationAnswer,
  NotificationNotConfirmedError,
  type NotificationProtocol,
  toNodeListener,
} from '../../src/index.js';
import { listen, type RunningServer, stallingStore } from './helpers.js';

// A protocol of the test's own: its body is the notification's id as text, and it answers `<answer>`
// as plain text, so every answer below is visibly the protocol's, not the envelope's.
const read: string[] = [];
const protocol: NotificationProtocol = {
  async read(body) {
    const id = new TextDecoder().decode(body);
    read.push(id);
    const notification = {
      known: true,
      eventName: 'thing.paid',
      kind: 'thing',
      key: `thing.paid:${id}`,
      param: id,
      sign: '',
      payload: { eventName: 'thing.paid', id },
    } satisfies AnyNotification;
    return { reading: 'verified', notification };
  },
  answer: (answer: NotificationAnswer) =>
    new Response(`<${answer}>`, { status: answer === 'acknowledge' ? 200 : 599 - answer.length }),
};
const schema = v.looseObject({ eventName: v.string(), id: v.string() });

const servers: RunningServer[] = [];
afterEach(async () => {
  read.length = 0;
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('createProtocolHandler', () => {
  it("refuses a body over maxBodyBytes in the protocol's form before the protocol reads it, directly and through toNodeListener", async () => {
    const ran: string[] = [];
    const handler = createProtocolHandler({
      protocol,
      notifications: { 'thing.paid': defineNotification({ kind: 'thing', schema, key: ['id'] }) },
      unconfirmed: ['thing.paid'],
      maxBodyBytes: 10,
      on: { 'thing.paid': (n) => void ran.push(String(n.payload.id)) },
    });
    const direct = await handler(new Request('http://merchant.example/', { method: 'POST', body: 'x'.repeat(11) }));
    expect([direct.status, await direct.text()]).toEqual([599 - 'too-large'.length, '<too-large>']);
    const server = await listen(toNodeListener(handler, { maxBodyBytes: 10 }));
    servers.push(server);
    const overHttp = await fetch(server.url, { method: 'POST', body: 'y'.repeat(11) });
    expect([overHttp.status, await overHttp.text()]).toEqual([599 - 'too-large'.length, '<too-large>']);
    const fits = await fetch(server.url, { method: 'POST', body: 'id-1' });
    expect([fits.status, await fits.text()]).toEqual([200, '<acknowledge>']);
    expect(read).toEqual(['id-1']);
    expect(ran).toEqual(['id-1']);
  });

  it('runs a listener only on what its event proves, and answers not-yet when its confirm judges a lookup out of reach for now', async () => {
    const ran: string[] = [];
    const handler = createProtocolHandler({
      protocol,
      notifications: {
        'thing.paid': defineNotification({
          kind: 'thing',
          schema,
          key: ['id'],
          // The merchant's own record of its things, with no client to call: `ok` is one, `down` out of reach.
          confirm: async (payload) => {
            if (payload.id === 'down') throw new NotificationNotConfirmedError('thing.paid', 'unavailable');
            return payload.id === 'ok' ? { record: payload, members: { id: payload.id } } : undefined;
          },
        }),
      },
      onError: () => undefined,
      on: { 'thing.paid': (n) => void ran.push(String(n.payload.id)) },
    });
    const deliver = async (id: string) =>
      (await handler(new Request('http://merchant.example/', { method: 'POST', body: id }))).text();
    expect([await deliver('ok'), await deliver('other'), await deliver('down')]).toEqual([
      '<acknowledge>',
      '<not-confirmed>',
      '<not-yet>',
    ]);
    expect(ran).toEqual(['ok']);
  });

  it("answers unavailable in the protocol's form within a tenth of the lease while the store stalls, then runs once", async () => {
    const stalling = stallingStore();
    const ran: string[] = [];
    const errors: unknown[] = [];
    const leaseMs = 2000;
    const handler = createProtocolHandler({
      protocol,
      notifications: { 'thing.paid': defineNotification({ kind: 'thing', schema, key: ['id'] }) },
      unconfirmed: ['thing.paid'],
      store: stalling.store,
      leaseMs,
      onError: (error) => void errors.push(error),
      on: { 'thing.paid': (n) => void ran.push(String(n.payload.id)) },
    });
    const deliver = async () => {
      const response = await handler(new Request('http://merchant.example/', { method: 'POST', body: 'id-2' }));
      return [response.status, await response.text()];
    };
    const started = Date.now();
    expect(await deliver()).toEqual([599 - 'unavailable'.length, '<unavailable>']);
    expect(Date.now() - started).toBeLessThan(leaseMs);
    expect(errors.some((error) => isNotificationStoreTimeoutError(error) && error.call === 'claim')).toBe(true);
    expect(ran).toEqual([]);
    // The store returns: the claim it was asked for lands, then its release (same token) frees it.
    stalling.answer();
    await expect.poll(async () => (await deliver())[1], { timeout: leaseMs / 2 }).toBe('<acknowledge>');
    expect(await deliver()).toEqual([200, '<acknowledge>']);
    expect(ran).toEqual(['id-2']);
  });

  it('refuses, when it is made, a listener of an event that nothing would prove', () => {
    let error: unknown;
    try {
      createProtocolHandler({
        protocol,
        notifications: { 'thing.paid': defineNotification({ kind: 'thing', schema, key: ['id'] }) },
        on: { 'thing.paid': () => undefined },
      });
    } catch (caught) {
      error = caught;
    }
    expect(isConfigurationError(error) && error.option).toBe('unconfirmed');
  });
});
